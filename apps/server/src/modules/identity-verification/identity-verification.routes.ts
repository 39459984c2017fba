import { identityVerificationApi as api } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import {
  createApplicant,
  requirementIdentity,
  runIdentityCheck,
  startVerification,
  updateVerification,
} from './identity-verification.service';

/** Identity verification, registered from its contracts in packages/shared/src/api/identity-verification.ts. */
export const identityVerificationRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const service = { ...deps, identity: deps.adapters.identity };

  route(app, api.applicant, ({ caller }) => createApplicant(service, caller));
  route(app, api.check, ({ caller }) => runIdentityCheck(service, caller));
  route(app, api.start, ({ caller }) => startVerification(service, caller));
  route(app, api.startOrganization, ({ caller }) => startVerification(service, caller));
  route(app, api.update, ({ caller, body }) =>
    updateVerification(service, caller, { status: body.status, crossDeviceToken: body.cross_device_token }),
  );
  route(app, api.requirement, ({ caller, query }) => requirementIdentity(service, caller, query.app_req_id));
};
