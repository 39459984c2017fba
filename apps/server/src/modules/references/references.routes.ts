import { referencesApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import {
  readReferences,
  referencesLastUpdated,
  removeReference,
  writeReferences,
} from './references.service';

/**
 * The peer references of /professional-history (000 §4, §7 'References'; 001 §5; decision 021). Each route is
 * registered from its contract in packages/shared/src/api/references.ts; storage is peer_references.
 */
export const referencesRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, referencesApi.list, ({ caller, query }) => readReferences(deps, caller, query.app_req_id));
  route(app, referencesApi.save, ({ caller, body }) => writeReferences(deps, caller, body));
  route(app, referencesApi.remove, ({ caller, query }) => removeReference(deps, caller, query.id));
  route(app, referencesApi.lastUpdated, ({ caller }) => referencesLastUpdated(deps, caller));
};
