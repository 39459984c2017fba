import {
  addressApi,
  fsmbApi,
  nppesApi,
  nursysApi,
  providerTypesApi,
  referenceListsApi,
  trainingApi,
} from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { addressDetail, suggestAddresses } from './address.service';
import { filteredProviderTypes, listProviderTypes } from './provider-types.service';
import { boardConfigsFor, listSpecialties, searchPrograms } from './reference.service';
import {
  fsmbDeaLicenses,
  fsmbStateLicenses,
  lookupNppes,
  nursysEnrollment,
  otherNames,
} from './registries.service';
import { addTrainingPosition } from './training.service';

/**
 * The enrolment wizard's look-ups and prefill (spec 000 §7 "Address and lookups", "Onboarding",
 * provider_type), each registered from its contract in packages/shared/src/api (provider-types.ts,
 * reference-lists.ts, training.ts, address.ts, nppes.ts, nursys.ts, fsmb.ts). The registries (NPPES, Nursys,
 * FSMB) and the address service are rate limited per account; the registries are audited; a source that
 * fails answers 503 lookup.unavailable. The shipped lists send and read nothing personal, so no audit.
 */
export const lookupsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const withLog = (log: typeof app.log) => ({ ...deps, log });

  route(app, providerTypesApi.list, async () => listProviderTypes());
  route(app, providerTypesApi.filtered, ({ caller, query }) =>
    filteredProviderTypes(deps, caller, query.app_req_id),
  );

  route(app, referenceListsApi.boardCertConfig, async ({ query }) => boardConfigsFor(query.provider_type));
  route(app, referenceListsApi.specialty, ({ query, request }) =>
    listSpecialties({ taxonomy: deps.adapters.taxonomy, log: request.log }, query),
  );
  route(app, referenceListsApi.physicianTraining, async ({ query }) => searchPrograms(query));
  route(app, trainingApi.add, ({ caller, body }) => addTrainingPosition(deps, caller, body));

  route(app, addressApi.suggest, ({ caller, query, request }) =>
    suggestAddresses(withLog(request.log), caller, query),
  );
  route(app, addressApi.detail, ({ caller, query, request }) =>
    addressDetail(withLog(request.log), caller, query),
  );

  route(app, nppesApi.record, ({ caller, params, request }) =>
    lookupNppes(withLog(request.log), caller, params.number),
  );
  route(app, nppesApi.otherNames, ({ caller, request }) => otherNames(withLog(request.log), caller));
  route(app, nursysApi.enrollment, ({ caller, params, request }) =>
    nursysEnrollment(withLog(request.log), caller, params.id),
  );
  route(app, fsmbApi.stateLicenses, ({ caller, body, request }) =>
    fsmbStateLicenses(withLog(request.log), caller, body),
  );
  route(app, fsmbApi.deaLicenses, ({ caller, body, request }) =>
    fsmbDeaLicenses(withLog(request.log), caller, body),
  );
};
