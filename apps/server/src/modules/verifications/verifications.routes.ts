import { verificationApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { listVerifications, requestCredential } from './verifications.service';

/**
 * Primary-source verification (issue 13, decision 034): the clinician's own verifications, and POST
 * /api/request_cred (001 §7) to start a re-verification. Contracts in packages/shared/src/api/verification.ts.
 */
export const verificationsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, verificationApi.list, ({ caller }) => listVerifications(deps, caller));
  route(app, verificationApi.requestCred, ({ caller, body }) => requestCredential(deps, caller, body));
};
