import { sessionApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import { ANONYMOUS_COOKIE, XSRF_COOKIE } from '../../lib/xsrf';
import type { ModuleDeps } from '../../module-deps';
import {
  describeActors,
  issueXsrf,
  logout,
  lookupAccount,
  personalInfo,
  recordLoginEvent,
} from './session.service';

/** The session (000 §2): each route is registered from its contract in packages/shared/src/api/session.ts. */
export const sessionRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const secure = deps.config.PUBLIC_ORIGIN.startsWith('https:');

  route(app, sessionApi.xsrf, async ({ caller, request, reply }) => {
    const issued = issueXsrf(deps.secrets.xsrfKey, {
      caller,
      anonymousId: request.cookies[ANONYMOUS_COOKIE],
    });
    if (issued.anonymousId) {
      reply.setCookie(ANONYMOUS_COOKIE, issued.anonymousId, {
        path: '/api',
        httpOnly: true,
        sameSite: 'strict',
        secure,
      });
    }
    reply.setCookie(XSRF_COOKIE, issued.token, { path: '/', httpOnly: false, sameSite: 'strict', secure });
    return { token: issued.token };
  });
  route(app, sessionApi.actors, ({ caller }) => describeActors(deps, caller));
  route(app, sessionApi.logout, ({ caller }) => logout(deps, caller));
  route(app, sessionApi.event, ({ caller }) => recordLoginEvent(deps, caller));
  route(app, sessionApi.accountLookup, ({ caller, query }) => lookupAccount(deps, caller, query.email));
  route(app, sessionApi.personalInfo, ({ caller }) => personalInfo(deps, caller));
};
