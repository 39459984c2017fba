import { actorMayDo, errorCodes, type ActorAction } from '@credence/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, forbidden, notAuthenticated } from '../lib/app-error';
import type { Caller } from '../lib/caller';
import type { Clock } from '../lib/clock';
import { ANONYMOUS_COOKIE, anonymousBinding, grantBinding, verifyXsrfToken, XSRF_HEADER } from '../lib/xsrf';
import { audit, auditOrigin } from '../modules/audit/audit.service';
import { federatedSubjectOf } from '../modules/network/network.config';
import { findIdentity } from '../modules/network/network.repository';
import { TokenRefused, type VerifiedAccessToken } from '../modules/session/access-token';
import { readSessionContext, type ActorRow } from '../modules/session/session.repository';

/** Every /api route says who may call it; startup fails for a route that says nothing. */
export type Access = 'public' | 'authenticated' | { action: ActorAction };

/** Who the token names, before an actor is chosen: the caller (lib/caller.ts) is built from it. */
interface TokenSession {
  userId: string;
  grantId: string;
  actors: ActorRow[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Only for routes an outside party posts to; none exist yet. */
    xsrf?: 'not-required';
    /** A professional-network session not yet linked to a user may call this route (only the link). */
    federatedUnlinked?: 'allowed';
  }
  interface FastifyRequest {
    /** The signed-in caller (lib/caller.ts); null for a public call made signed out. */
    caller: Caller | null;
    /** Set for a professional-network session; userId null until GET /api/v2/user/link succeeds. */
    federatedIdentity: { id: string; userId: string | null } | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// /ws/initiate is an API call too (bearer, XSRF); the WebSocket itself (/ws) is opened with its key instead.
const isOwnApiRoute = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json') ||
  url.startsWith('/ws/');

export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  xsrfKey: Buffer;
  verifyAccessToken(token: string): Promise<VerifiedAccessToken>;
  /** The professional-network connection: subjects `${connection}|…` are upstream identities. */
  networkConnection?: string;
}

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header) : null;
  return match?.[1];
};

function refused(reason: 'missing' | 'invalid') {
  const error = notAuthenticated();
  return Object.assign(error, { challenge: reason });
}

export function registerAuth(app: FastifyInstance, deps: AuthDeps) {
  app.decorateRequest('caller', null);
  app.decorateRequest('federatedIdentity', null);

  app.addHook('onRoute', (route) => {
    if (isOwnApiRoute(route.url) && !route.config?.access) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access (config.access): refusing to start`,
      );
    }
    // Decision 030: every /api and /ws route is registered from its contract (lib/contract-route.ts), so
    // the OpenAPI document, the web's calls and the security suite all see it.
    if (isOwnApiRoute(route.url) && route.method !== 'HEAD' && !route.config?.contract) {
      throw new Error(
        `${String(route.method)} ${route.url} has no contract (packages/shared/src/api): refusing to start`,
      );
    }
  });

  async function authenticate(request: FastifyRequest, required: boolean): Promise<TokenSession | null> {
    const token = bearerOf(request);
    if (!token) {
      if (required) throw refused('missing');
      return null;
    }
    try {
      const verified = await deps.verifyAccessToken(token);
      const userId = await accountOf(request, verified.userId);
      const session = await readSessionContext(deps.db, {
        grantId: verified.grantId,
        userId,
        now: deps.clock(),
      });
      if (!session.grantActive) throw new TokenRefused('grant-revoked');
      if (userId === null) return null;
      return { grantId: verified.grantId, userId, actors: session.actors };
    } catch (error) {
      const reason = error instanceof TokenRefused ? error.reason : 'error';
      await audit(deps.db, auditOrigin(request), {
        action: 'token.refused',
        outcome: 'denied',
        details: { reason },
      });
      if (required) throw refused('invalid');
      return null;
    }
  }

  /** The user behind a token's subject; null for an upstream identity that is not linked yet. */
  async function accountOf(request: FastifyRequest, sub: string): Promise<string | null> {
    const subject = federatedSubjectOf(deps.networkConnection, sub);
    if (subject === null) return sub;
    const identity = await findIdentity(deps.db, deps.networkConnection!, subject);
    if (!identity) throw new TokenRefused('federated-unknown');
    request.federatedIdentity = { id: identity.id, userId: identity.user_id };
    return identity.user_id;
  }

  async function deny(request: FastifyRequest, error: AppError, reason: string) {
    await audit(deps.db, auditOrigin(request), {
      action: 'access.denied',
      outcome: 'denied',
      details: { reason },
    });
    return error;
  }

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || !isOwnApiRoute(request.routeOptions.url ?? '')) return;
    try {
      const auth = await authenticate(request, access !== 'public');
      const unlinked = !auth && request.federatedIdentity !== null;
      if (unlinked && access !== 'public' && request.routeOptions.config.federatedUnlinked !== 'allowed') {
        throw await deny(request, notAuthenticated(), 'federated-unlinked');
      }
      if (auth) {
        // Node joins a repeated header into one string; an empty one names no actor.
        const chosen = (request.headers['x-actor-id'] as string | undefined) || undefined;
        const actor = chosen ? auth.actors.find((a) => a.id === chosen) : auth.actors[0];
        if (chosen && !actor) {
          throw await deny(
            request,
            new AppError(403, errorCodes.actorInvalid, 'Invalid actor'),
            'actor-invalid',
          );
        }
        const { userId, grantId, actors } = auth;
        const actorId = actor?.id ?? null;
        request.caller = {
          userId,
          grantId,
          actorId,
          actor: actor ?? null,
          actors,
          origin: { ip: request.ip ?? null, request_id: request.id, user_id: userId, actor_id: actorId },
        };
      }
      if (typeof access === 'object' && !actorMayDo(request.caller?.actor, access.action)) {
        throw await deny(request, forbidden(), `action:${access.action}`);
      }
      if (UNSAFE.has(request.method) && request.routeOptions.config.xsrf !== 'not-required') {
        // Signed out, the token is bound to the anonymous cookie: without one (or with an empty one), none is valid.
        const anonymousId = request.cookies[ANONYMOUS_COOKIE];
        const binding = request.caller
          ? grantBinding(request.caller.grantId)
          : anonymousId && anonymousBinding(anonymousId);
        // Node joins a repeated header into one string.
        const header = request.headers[XSRF_HEADER] as string | undefined;
        if (!binding || !verifyXsrfToken(deps.xsrfKey, binding, header)) {
          throw await deny(request, new AppError(403, errorCodes.xsrf, 'Invalid XSRF token'), 'xsrf');
        }
      }
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) {
        const invalid = (error as AppError & { challenge?: string }).challenge === 'invalid';
        reply.header(
          'www-authenticate',
          invalid ? 'Bearer realm="credence", error="invalid_token"' : 'Bearer realm="credence"',
        );
      }
      throw error;
    }
  });
}
