import { taskStatusSchema, taskTypeSchema } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

export const clinicianTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: taskTypeSchema,
  task_status: taskStatusSchema,
  required_for_share: z.boolean(),
  assigned: z.string().nullish(),
  subscriber_group: z.string(),
  subscriber_group_name: z.string().nullish(),
  subscriber_group_task_id: z.string(),
  sign_and_submit_order: z.number().nullish(),
  config: z.looseObject({ wallet_location: z.string().nullish() }).nullish(),
});
export type ClinicianTask = z.infer<typeof clinicianTaskSchema>;

const responseSchema = z.object({ data: z.array(clinicianTaskSchema) });

/** GET /api/clinician_task (000 §7), optionally for one subscriber group. */
export async function getClinicianTasks(
  { subGroupId }: { subGroupId?: string } = {},
  client: ApiClient = api,
): Promise<ClinicianTask[]> {
  const query = subGroupId ? { sub_group_id: subGroupId } : undefined;
  return responseSchema.parse(await client.get('/api/clinician_task', { query })).data;
}

export const clinicianTasksQueryOptions = (subGroupId?: string) =>
  queryOptions({
    queryKey: ['clinician-tasks', subGroupId ?? 'all'],
    queryFn: () => getClinicianTasks({ subGroupId }),
  });

export const useClinicianTasks = () => useQuery(clinicianTasksQueryOptions());
