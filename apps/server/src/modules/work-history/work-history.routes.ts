import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import { entriesRoutes } from './entries.routes';
import { prefillRoutes } from './prefill.routes';
import { requirementRoutes } from './requirement.routes';

/**
 * The professional-history calls (spec 000 §4, §7 "Work history", "Resume and gaps"; decision 019). The
 * request and answer shapes are the contract in packages/shared/src/api/work-history.ts; the entries are
 * the self-attested list work_history|history that POST /api/training also appends to.
 */
export const workHistoryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  for (const routes of [requirementRoutes, entriesRoutes, prefillRoutes]) await routes(app, deps);
};
