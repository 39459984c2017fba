import { tasksApi, type ClinicianTask } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/lib/api-endpoint';

export type { ClinicianTask };

const inputOf = (subGroupId?: string) => ({ query: subGroupId ? { sub_group_id: subGroupId } : {} });

/** GET /api/clinician_task (000 §7), optionally for one subscriber group. */
export const clinicianTasksQueryOptions = (subGroupId?: string) =>
  endpointQuery(tasksApi.list, inputOf(subGroupId));

export const useClinicianTasks = () => useQuery(clinicianTasksQueryOptions());
