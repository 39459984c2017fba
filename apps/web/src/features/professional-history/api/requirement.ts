import { workHistoryApi } from '@credence/shared';
import { endpointQuery } from '#web/lib/api-endpoint';

/** GET /api/application_requirement/{id}: the requirement, when one of the clinician's subscriptions names it. */
export const applicationRequirementQueryOptions = (id: string) =>
  endpointQuery(workHistoryApi.requirement, { params: { id } });
