import { initiateAnswerSchema, wsQuerySchema } from '@credence/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notAuthenticated, notFound } from '../../lib/app-error';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { consumeAccountQuota } from '../rate-limit/rate-limit.service';
import { issueConnectionKey, redeemConnectionKey, type LiveSession } from './connection-keys.service';
import type { LiveHub } from './live-hub';

/**
 * Keys one account may ask for per minute: the app asks once per connection and reconnects with backoff, so
 * only a runaway client or a script reaches this; it then gets 429 request.rate-limited with Retry-After.
 */
export const WS_INITIATE_PER_MINUTE = 30;

/** POST /ws/initiate and the WebSocket at GET /ws (000 §4 live connection, §7 notifications). */
export const liveRoutes: FastifyPluginAsyncZod<ModuleDeps & { hub: LiveHub }> = async (app, deps) => {
  const sessions = new WeakMap<FastifyRequest, LiveSession>();

  app.post(
    '/ws/initiate',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary:
          'A single-use key, valid for seconds, to open the live connection at /ws?key=… (30 a minute)',
        response: { 200: initiateAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await consumeAccountQuota(deps, {
        action: 'ws-initiate',
        account: request.auth!.userId,
        limit: WS_INITIATE_PER_MINUTE,
        windowSeconds: 60,
      });
      return { connection_key: await issueConnectionKey(deps, request.auth!) };
    },
  );

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { querystring: wsQuerySchema },
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
