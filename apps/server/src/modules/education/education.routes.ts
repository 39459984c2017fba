import { educationApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { searchEducation } from './education.service';
import { prefillEducation } from './prefill.service';

/**
 * The education institution directory and the education list's prefill (spec 000 §7; decision 049),
 * registered from the contracts in packages/shared/src/api/education.ts.
 */
export const educationRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, educationApi.search, ({ caller, query }) => searchEducation(deps, caller, query));
  route(app, educationApi.prefill, ({ caller }) => prefillEducation(deps, caller));
};
