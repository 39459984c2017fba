import { jobsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { getJob } from './jobs.service';

/** GET /api/job/{id} (000 §7), registered from its contract in packages/shared/src/api/verification.ts. */
export const jobsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, jobsApi.get, ({ caller, params }) => getJob(deps, { userId: caller.userId, jobId: params.id }));
};
