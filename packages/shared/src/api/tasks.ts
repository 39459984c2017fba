import { z } from 'zod';
import { taskStatusSchema, taskTypeSchema } from '../domain/tasks';
import { contract } from './contract';

// The contract of the clinician's tasks (apps/server/src/modules/tasks; 000 §4, §7 'clinician_task').

export const clinicianTaskSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: taskTypeSchema,
  task_status: taskStatusSchema,
  required_for_share: z.boolean(),
  /** When the task was assigned (ISO 8601). */
  assigned: z.string(),
  subscriber_group: z.uuid(),
  subscriber_group_name: z.string(),
  subscriber_group_task_id: z.uuid(),
  sign_and_submit_order: z.number().int().nullable(),
  // The organization's task settings travel as they are; wallet_location places the task (000 §4).
  config: z.looseObject({ wallet_location: z.string().nullable() }),
});
export type ClinicianTask = z.infer<typeof clinicianTaskSchema>;

/** The endpoints of tasks (decision 030: one contract per endpoint). */
export const tasksApi = {
  list: contract({
    method: 'GET',
    path: '/api/clinician_task',
    access: { action: 'get_tasks' },
    tags: ['tasks'],
    summary: "The signed-in clinician's tasks, optionally of one subscriber group",
    query: z.object({ sub_group_id: z.uuid().optional() }),
    response: z.array(clinicianTaskSchema),
    errors: [],
  }),
};
