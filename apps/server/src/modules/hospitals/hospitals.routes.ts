import { hospitalsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { affiliationHints, searchHospitals } from './hospitals.service';

/**
 * The hospital directory (spec 000 §7 "Affiliations"; decision 044), registered from the contracts in
 * packages/shared/src/api/hospitals.ts: GET /api/hospital_search and POST /api/v2/affiliation_hints/{npi}.
 */
export const hospitalsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, hospitalsApi.search, ({ caller, query, request }) =>
    searchHospitals({ ...deps, log: request.log }, caller, query),
  );
  route(app, hospitalsApi.hints, ({ caller, params, query, body, request }) =>
    affiliationHints({ ...deps, log: request.log }, caller, params.npi, query.start_date, body),
  );
};
