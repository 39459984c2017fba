import { applicationRequirementDataSchema } from '@credence/shared';
import type { ApplicationRequirementData } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({ data: applicationRequirementDataSchema });

/** GET /api/application_requirement/{id}: the requirement, when one of the clinician's subscriptions names it. */
export async function getApplicationRequirement(
  id: string,
  client: ApiClient = api,
): Promise<ApplicationRequirementData> {
  return responseSchema.parse(await client.get(`/api/application_requirement/${encodeURIComponent(id)}`))
    .data;
}

export const applicationRequirementQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['application-requirement', id], queryFn: () => getApplicationRequirement(id) });
