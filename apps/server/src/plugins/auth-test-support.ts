import { randomBytes, randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { Contract } from '@credence/shared';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TokenRefused } from '../modules/session/access-token';
import { registerAuth, type Access } from './auth';
import { registerErrorHandler } from './error-handler';

// A bare Fastify with only the auth plugin, the cookie parser and the app's error handler, for the unit
// tests of plugins/auth.ts. The access-token check is faked: `ok <sub> <grant>` verifies as that subject
// (base64url) and grant, `refused <reason>` fails as the real check does (TokenRefused), `broken` with another error.

export const NETWORK = 'upstream-net';
/** Routes are registered from contracts in the app; here any contract object will do. */
const contract = {} as Contract;

export async function verifyFake(token: string) {
  const [kind, sub, grant] = token.split('.');
  if (kind === 'ok' && sub && grant)
    return { userId: Buffer.from(sub, 'base64url').toString(), grantId: grant };
  if (kind === 'refused') throw new TokenRefused(sub!);
  throw new Error('the verifier failed');
}

export const bearer = (sub: string, grant: string) =>
  `Bearer ok.${Buffer.from(sub).toString('base64url')}.${grant}`;

const seen = (request: FastifyRequest) => ({
  caller: request.caller && {
    userId: request.caller.userId,
    grantId: request.caller.grantId,
    actorId: request.caller.actorId,
    actor: request.caller.actor?.id ?? null,
    actors: request.caller.actors.map((actor) => actor.id),
    origin: request.caller.origin,
  },
  federated: request.federatedIdentity,
});

export interface AuthTestApp {
  app: FastifyInstance;
  xsrfKey: Buffer;
  now: { at: Date };
}

export async function authTestApp(db: Kysely<Database>): Promise<AuthTestApp> {
  const app = Fastify({ requestIdHeader: 'x-request-id' });
  await app.register(cookie);
  registerErrorHandler(app);
  const xsrfKey = randomBytes(32);
  const now = { at: new Date() };
  registerAuth(app, {
    db,
    clock: () => now.at,
    xsrfKey,
    verifyAccessToken: verifyFake,
    networkConnection: NETWORK,
  });
  const on = (access: Access, extra: Partial<RouteShorthandOptions['config']> = {}) => ({
    config: { access, contract, ...extra },
  });
  const handler = async (request: FastifyRequest) => seen(request);
  app.get('/api/open', on('public'), handler);
  app.post('/api/open', on('public'), handler);
  app.post('/api/inbound', on('public', { xsrf: 'not-required' }), handler);
  app.get('/api/me', on('authenticated'), handler);
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({ method, url: '/api/me', ...on('authenticated'), handler });
  }
  app.get('/api/tasks', on({ action: 'get_tasks' }), handler);
  app.get('/api/link', on('authenticated', { federatedUnlinked: 'allowed' }), handler);
  app.post('/ws/initiate', on('authenticated'), handler);
  // Outside /api and /ws, a declared access is not enforced by this plugin.
  app.get('/outside', on('authenticated'), handler);
  app.get('/api/docs/page', on('authenticated', { contract: undefined }), handler);
  return { app, xsrfKey, now };
}

/** A live grant of the sign-in provider (what readSessionContext looks for), expiring at `expiresAt`. */
export async function createGrant(db: Kysely<Database>, expiresAt: Date | null = null) {
  const id = `grant-${randomUUID()}`;
  await db
    .insertInto('oidc_models')
    .values({ model: 'Grant', id, payload: JSON.stringify({}), expires_at: expiresAt })
    .execute();
  return id;
}

/** The audit rows one request wrote (each test request sends its own x-request-id). */
export const auditOf = (db: Kysely<Database>, requestId: string) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'details', 'user_id', 'actor_id', 'ip'])
    .where('request_id', '=', requestId)
    .execute();
