import { accountsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { postUser } from './users.service';

/** POST /api/user (000 §2, §7), registered from its contract in packages/shared/src/api/accounts.ts. */
export const usersRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, accountsApi.user, ({ caller, body }) => postUser(deps, caller, body));
};
