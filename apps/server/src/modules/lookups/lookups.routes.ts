import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps';
import { addressRoutes } from './address.routes';
import { providerTypeRoutes } from './provider-types.routes';
import { referenceRoutes } from './reference.routes';
import { registriesRoutes } from './registries.routes';
import { trainingRoutes } from './training.routes';

/**
 * The enrolment wizard's look-ups and prefill (spec 000 §7 "Address and lookups", "Onboarding",
 * provider_type). The request and answer shapes are the contract in packages/shared/src/api/lookups.ts.
 */
export const lookupsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  for (const routes of [
    providerTypeRoutes,
    referenceRoutes,
    trainingRoutes,
    addressRoutes,
    registriesRoutes,
  ]) {
    await routes(app, deps);
  }
};
