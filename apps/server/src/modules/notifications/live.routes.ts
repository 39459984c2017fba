import { notificationsApi } from '@credence/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route, routeSchemaOf } from '../../lib/contract-route';
import { forbidden, notAuthenticated, notFound } from '../../lib/app-error';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { issueConnectionKey, redeemConnectionKey, type LiveSession } from './connection-keys.service';
import type { LiveHub } from './live-hub';

/** POST /ws/initiate and the WebSocket at GET /ws (000 §4 live connection, §7 notifications). */
export const liveRoutes: FastifyPluginAsync<ModuleDeps & { hub: LiveHub }> = async (app, deps) => {
  const sessions = new WeakMap<FastifyRequest, LiveSession>();

  route(app, notificationsApi.initiate, ({ caller, reply }) => {
    reply.header('cache-control', 'no-store');
    return issueConnectionKey(deps, caller);
  });

  // The upgrade is not a JSON call, so route() does not fit; the options still come from the contract.
  const live = notificationsApi.live;
  app.get<{ Querystring: { key: string; since?: number } }>(
    live.path,
    {
      websocket: true,
      config: { access: live.access, contract: live },
      schema: routeSchemaOf(live),
      // Refused before the upgrade: a page from another origin, or a key that is unknown, used or expired.
      preHandler: async (request) => {
        if (!request.ws) throw notFound();
        if (request.headers.origin !== deps.config.PUBLIC_ORIGIN) throw forbidden('Origin not allowed');
        const session = await redeemConnectionKey(deps, request.query.key, auditOrigin(request));
        if (!session) throw notAuthenticated('Invalid connection key');
        sessions.set(request, session);
      },
    },
    async (socket, request) => {
      await deps.hub.attach(socket, sessions.get(request)!, request.query.since);
    },
  );
};
