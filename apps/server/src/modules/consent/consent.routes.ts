import { consentApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { getConsentForms, signConsentForms } from './consent.service';

/** Consent forms (000 §2 rule 2), registered from their contracts in packages/shared/src/api/consent.ts. */
export const consentRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, consentApi.list, ({ caller }) => getConsentForms(deps, caller.userId));
  route(app, consentApi.sign, ({ caller, body }) =>
    signConsentForms(deps, caller, [...new Set(body.document_keys)]),
  );
};
