import { tasksApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { listClinicianTasks } from './tasks.service';

/** GET /api/clinician_task (000 §7), registered from its contract in packages/shared/src/api/tasks.ts. */
export const tasksRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, tasksApi.list, ({ caller, query }) => listClinicianTasks(deps, caller, query.sub_group_id));
};
