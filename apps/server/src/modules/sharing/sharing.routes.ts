import { sharingApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import {
  createShare,
  endShareAccess,
  listOrgShares,
  listShares,
  readOrgShare,
  shareChecklist,
} from './sharing.service';

/** Sharing with organizations (issue 17, decision 043; contracts in packages/shared/src/api/sharing.ts). */
export const sharingRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, sharingApi.checklist, ({ caller, params }) =>
    shareChecklist(deps, caller, params.subscription_id),
  );
  route(app, sharingApi.create, ({ caller, body }) => createShare(deps, caller, body));
  route(app, sharingApi.list, ({ caller }) => listShares(deps, caller));
  route(app, sharingApi.end, ({ caller, params }) => endShareAccess(deps, caller, params.id));
  route(app, sharingApi.orgList, ({ caller }) => listOrgShares(deps, caller));
  route(app, sharingApi.orgRead, ({ caller, params }) => readOrgShare(deps, caller, params.id));
};
