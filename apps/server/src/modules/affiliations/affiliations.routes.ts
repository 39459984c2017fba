import { affiliationsApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import {
  answerAffiliations,
  createAffiliation,
  deleteAffiliation,
  listAffiliations,
  updateAffiliation,
} from './affiliations.service';

/**
 * The hospital affiliations of /professional-history (000 §3, §5; decision 020), each registered from its
 * contract in packages/shared/src/api/affiliations.ts; the list and the has-affiliations answer are the
 * self-attested keys hospital_affiliations|list and hospital_affiliations|answer.
 */
export const affiliationsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, affiliationsApi.list, ({ caller, query }) => listAffiliations(deps, caller, query.app_req_id));
  route(app, affiliationsApi.create, ({ caller, body }) => createAffiliation(deps, caller, body));
  route(app, affiliationsApi.update, ({ caller, body }) => updateAffiliation(deps, caller, body));
  route(app, affiliationsApi.remove, ({ caller, query }) => deleteAffiliation(deps, caller, query.id));
  route(app, affiliationsApi.answer, ({ caller, body }) => answerAffiliations(deps, caller, body.answer));
};
