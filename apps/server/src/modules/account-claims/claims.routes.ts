import { accountsApi } from '@credence/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { claimResetLink, useAccountClaim } from './claims.service';

/** The claim link of an invited clinician, registered from its contracts in packages/shared/src/api/accounts.ts. */
export const claimsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const origin = (request: FastifyRequest) => ({ ...auditOrigin(request), ip: request.ip });

  route(app, accountsApi.checkClaim, ({ query, request }) =>
    claimResetLink(deps, { secrets: query, origin: origin(request) }),
  );
  route(app, accountsApi.useClaim, ({ body, request }) =>
    useAccountClaim(deps, { secrets: body, origin: origin(request) }),
  );
};
