import { onboardingApi, selfAttestedApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { completeOnboarding } from './onboarding.service';
import { readSectionHistory } from './self-attested-history';
import { getSelfAttested, getUnmaskedSelfAttested, postSelfAttested } from './self-attested.service';

/**
 * The self-attested profile (000 §3), registered from its contracts in packages/shared/src/api/self-attested.ts,
 * and completing onboarding, which finishes its enrolment status (api/onboarding.ts).
 */
export const selfAttestedRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, selfAttestedApi.read, ({ caller, query }) => getSelfAttested(deps, caller, query.keys));
  route(app, selfAttestedApi.readUnmasked, ({ caller, query }) =>
    getUnmaskedSelfAttested(deps, caller, query.keys),
  );
  route(app, selfAttestedApi.history, ({ caller, query }) => readSectionHistory(deps, caller, query.section));
  route(app, selfAttestedApi.save, ({ caller, body }) => postSelfAttested(deps, caller, body.data));
  // POST /api/onboarding finishes enrolment through the same write (contract: api/onboarding.ts).
  route(app, onboardingApi.complete, ({ caller }) => completeOnboarding(deps, caller));
};
