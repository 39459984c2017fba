import { exclusionsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { markNotMe, readScreening } from './exclusions.service';

/** Exclusion screening of the caller (issue 13; decision 033), from the contracts in api/exclusions.ts. */
export const exclusionsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, exclusionsApi.screening, ({ caller }) => readScreening(deps, caller));
  route(app, exclusionsApi.notMe, ({ caller, params, body }) => markNotMe(deps, caller, params.id, body));
};
