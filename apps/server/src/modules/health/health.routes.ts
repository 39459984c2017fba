import { healthApi, RELEASE_ID } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app';
import { route } from '../../lib/contract-route';
import { checkHealth, checkReadiness } from './health.service';

/** GET /api/health, registered from its contract in packages/shared/src/api/health.ts. */
export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  route(app, healthApi.health, async ({ reply }) => {
    const report = await checkHealth({ db: deps.db });
    // 503 with the same body when the database does not answer (sent here, so route() keeps the status).
    return reply.status(report.status === 'ok' ? 200 : 503).send({ ...report, version: RELEASE_ID });
  });
  route(app, healthApi.ready, async ({ reply }) => {
    const report = await checkReadiness({ db: deps.db, draining: app.isDraining() });
    return reply.status(report.ready ? 200 : 503).send({ ...report, version: RELEASE_ID });
  });
};
