import { accountsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { requestPasswordReset } from './password-reset.service';

/** POST /api/password_reset, registered from its contract in packages/shared/src/api/accounts.ts. */
export const accountsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, accountsApi.passwordReset, async ({ body, request }) => {
    await requestPasswordReset(deps, {
      email: body.email,
      origin: { ...auditOrigin(request), ip: request.ip },
    });
    return { sent: true as const };
  });
};
