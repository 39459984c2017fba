import { tasksApi, type ClinicianTask } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointQuery } from '#web/lib/api-endpoint';

export type { ClinicianTask };

const inputOf = (subGroupId?: string) => ({ query: subGroupId ? { sub_group_id: subGroupId } : {} });

/** GET /api/clinician_task (000 §7), optionally for one subscriber group. */
export async function getClinicianTasks(
  { subGroupId }: { subGroupId?: string } = {},
  client?: ApiClient,
): Promise<ClinicianTask[]> {
  return callEndpoint(tasksApi.list, inputOf(subGroupId), { client });
}

export const clinicianTasksQueryOptions = (subGroupId?: string) =>
  endpointQuery(tasksApi.list, inputOf(subGroupId));

export const useClinicianTasks = () => useQuery(clinicianTasksQueryOptions());
