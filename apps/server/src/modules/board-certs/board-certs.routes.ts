import { boardCertsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { saveBoardCerts } from './board-certs.service';

/** POST /api/board_certs (spec 000 §7 "Onboarding"; decision 049), from packages/shared/src/api/board-certs.ts. */
export const boardCertsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, boardCertsApi.save, ({ caller, body }) => saveBoardCerts(deps, caller, body));
};
