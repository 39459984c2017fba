import { workHistoryApi } from '@credence/shared';
import type { ApplicationRequirementData } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointQuery } from '#web/lib/api-endpoint';

/** GET /api/application_requirement/{id}: the requirement, when one of the clinician's subscriptions names it. */
export const getApplicationRequirement = (
  id: string,
  client?: ApiClient,
): Promise<ApplicationRequirementData> =>
  callEndpoint(workHistoryApi.requirement, { params: { id } }, { client });

export const applicationRequirementQueryOptions = (id: string) =>
  endpointQuery(workHistoryApi.requirement, { params: { id } });
