import { consoleApi } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import {
  approve,
  consoleMe,
  invitations,
  invite,
  markFileReviewed,
  inviteFromCsv,
  pendingSubscriptions,
  requirements,
  resend,
  revoke,
  roster,
} from './console.service';

/** The organization console (issue 18, decision 045): each route declares its action in its contract. */
export const consoleRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  route(app, consoleApi.me, ({ caller }) => consoleMe(deps, caller));
  route(app, consoleApi.roster, ({ caller }) => roster(deps, caller));
  route(app, consoleApi.requirements, ({ caller }) => requirements(deps, caller));
  route(app, consoleApi.invitations, ({ caller }) => invitations(deps, caller));
  route(app, consoleApi.invite, ({ caller, body }) => invite(deps, caller, body));
  route(app, consoleApi.inviteCsv, ({ caller, body }) => inviteFromCsv(deps, caller, body));
  route(app, consoleApi.resend, ({ caller, params }) => resend(deps, caller, params.id));
  route(app, consoleApi.revoke, ({ caller, params }) => revoke(deps, caller, params.id));
  route(app, consoleApi.reviewed, ({ caller, params }) => markFileReviewed(deps, caller, params.id));
  route(app, consoleApi.pending, ({ caller }) => pendingSubscriptions(deps, caller));
  route(app, consoleApi.approve, ({ caller, params }) => approve(deps, caller, params.id));
};
