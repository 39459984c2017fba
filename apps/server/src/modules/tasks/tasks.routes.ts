import { taskStatusSchema, taskTypeSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { listClinicianTasks } from './tasks.service';

const taskSchema = z.object({
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

export const tasksRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/clinician_task',
    {
      config: { access: { action: 'get_tasks' } },
      schema: {
        tags: ['tasks'],
        summary: "The signed-in clinician's tasks, optionally of one subscriber group",
        querystring: z.object({ sub_group_id: z.uuid().optional() }),
        response: { 200: z.object({ data: z.array(taskSchema) }) },
      },
    },
    async (request) => ({
      data: await listClinicianTasks(deps, {
        userId: request.auth!.userId,
        subGroupId: request.query.sub_group_id,
        origin: auditOrigin(request),
      }),
    }),
  );
};
