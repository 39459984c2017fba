import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server-test/helpers/sign-in';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { auditOf, authTestApp, bearer, createGrant, NETWORK } from './auth-test-support';

// plugins/auth.ts on a bare Fastify: the bearer token, its grant, the upstream (network) identities and the
// 401 challenge. Each check has a test that fails without it.

describe('auth plugin: bearer token and grant', () => {
  let database: DatabaseHandle;
  let user: TestUser;
  let grant: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    user = await createUser(database.db);
    grant = await createGrant(database.db);
  });
  afterAll(() => database.close());

  const call = async (url: string, authorization?: string) => {
    const { app } = await authTestApp(database.db);
    const requestId = randomUUID();
    const headers: Record<string, string> = { 'x-request-id': requestId };
    if (authorization !== undefined) headers.authorization = authorization;
    const response = await app.inject({ method: 'GET', url, headers });
    await app.close();
    return { response, requestId, audit: () => auditOf(database.db, requestId) };
  };
  const expectChallenge = (response: Awaited<ReturnType<typeof call>>['response'], invalid: boolean) => {
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.not-authenticated');
    expect(response.headers['www-authenticate']).toBe(
      invalid ? 'Bearer realm="credence", error="invalid_token"' : 'Bearer realm="credence"',
    );
  };

  it('lets a verified token of a live grant through as its user, acting as the first actor', async () => {
    const { response, requestId } = await call('/api/me', bearer(user.id, grant));
    expect(response.statusCode).toBe(200);
    expect(response.json().caller).toEqual({
      userId: user.id,
      grantId: grant,
      actorId: user.actorId,
      actor: user.actorId,
      actors: [user.actorId],
      origin: { ip: '127.0.0.1', request_id: requestId, user_id: user.id, actor_id: user.actorId },
    });
  });

  it('answers 401 with a bare challenge when no bearer token is sent, and audits nothing', async () => {
    const { response, audit } = await call('/api/me');
    expectChallenge(response, false);
    expect(await audit()).toEqual([]);
  });

  it('reads the Authorization header only as "Bearer <token>" (any case), nothing around it', async () => {
    expect(
      (await call('/api/me', bearer(user.id, grant).replace('Bearer', 'bEARER'))).response.statusCode,
    ).toBe(200);
    for (const header of [
      `Basic ${bearer(user.id, grant).slice(7)}`,
      `x${bearer(user.id, grant)}`,
      `${bearer(user.id, grant)} extra`,
      'Bearer ',
      'Bearer ok.a"b.c',
    ]) {
      expectChallenge((await call('/api/me', header)).response, false);
    }
  });

  it('accepts the token characters of RFC 6750 (letters, digits and -._~+/=)', async () => {
    const odd = await createGrant(database.db);
    await database.db
      .updateTable('oidc_models')
      .set({ id: `${odd}_~+/=` })
      .where('id', '=', odd)
      .execute();
    expect((await call('/api/me', bearer(user.id, `${odd}_~+/=`))).response.statusCode).toBe(200);
  });

  it('refuses a token the verifier refuses with an invalid_token challenge, and audits the reason', async () => {
    const { response, audit } = await call('/api/me', 'Bearer refused.token-expired');
    expectChallenge(response, true);
    expect(await audit()).toEqual([
      expect.objectContaining({
        action: 'token.refused',
        outcome: 'denied',
        details: { reason: 'token-expired' },
      }),
    ]);
  });

  it('audits a verifier failure that is not a refusal as reason "error"', async () => {
    const { response, audit } = await call('/api/me', 'Bearer broken');
    expectChallenge(response, true);
    expect((await audit()).map((row) => row.details)).toEqual([{ reason: 'error' }]);
  });

  it('refuses a token whose grant is gone or expired (logout, revocation) as grant-revoked', async () => {
    const expired = await createGrant(database.db, new Date(Date.now() - 1000));
    for (const gone of ['grant-never-issued', expired]) {
      const { response, audit } = await call('/api/me', bearer(user.id, gone));
      expectChallenge(response, true);
      expect((await audit()).map((row) => row.details)).toEqual([{ reason: 'grant-revoked' }]);
    }
    const live = await createGrant(database.db, new Date(Date.now() + 60_000));
    expect((await call('/api/me', bearer(user.id, live))).response.statusCode).toBe(200);
  });

  it('answers a public route as signed out for a missing or refused token, auditing the refusal', async () => {
    const missing = await call('/api/open');
    expect(missing.response.statusCode).toBe(200);
    expect(missing.response.json()).toEqual({ caller: null, federated: null });
    const refused = await call('/api/open', 'Bearer refused.bad-signature');
    expect(refused.response.json()).toEqual({ caller: null, federated: null });
    expect(refused.response.headers['www-authenticate']).toBeUndefined();
    expect((await refused.audit()).map((row) => row.details)).toEqual([{ reason: 'bad-signature' }]);
    const good = await call('/api/open', bearer(user.id, grant));
    expect(good.response.json().caller.userId).toBe(user.id);
  });

  it('checks /ws/ calls but not routes outside /api and /ws or the API documentation', async () => {
    const { app } = await authTestApp(database.db);
    const ws = await app.inject({ method: 'POST', url: '/ws/initiate' });
    expect(ws.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/outside' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/docs/page' })).statusCode).toBe(200);
    // An unknown path has no route and no access to check: 404 as for anyone, never a 500.
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    await app.close();
  });

  describe('upstream (professional network) identities', () => {
    const subject = () => `${NETWORK}|${randomUUID()}`;
    const identity = async (sub: string, userId: string | null) =>
      database.db
        .insertInto('federated_identities')
        .values({
          connection: NETWORK,
          subject: sub.slice(NETWORK.length + 1),
          user_id: userId,
          email_verified: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

    it('refuses an upstream subject with no identity here as federated-unknown', async () => {
      const { response, audit } = await call('/api/me', bearer(subject(), grant));
      expectChallenge(response, true);
      expect((await audit()).map((row) => row.details)).toEqual([{ reason: 'federated-unknown' }]);
    });

    it('acts as the linked user of a linked identity', async () => {
      const sub = subject();
      const { id } = await identity(sub, user.id);
      const { response } = await call('/api/me', bearer(sub, grant));
      expect(response.statusCode).toBe(200);
      expect(response.json().caller.userId).toBe(user.id);
      expect(response.json().federated).toEqual({ id, userId: user.id });
    });

    it('lets an unlinked identity call only the link route and public ones; elsewhere 401 federated-unlinked', async () => {
      const sub = subject();
      const { id } = await identity(sub, null);
      const link = await call('/api/link', bearer(sub, grant));
      expect(link.response.statusCode).toBe(200);
      expect(link.response.json()).toEqual({ caller: null, federated: { id, userId: null } });
      expect((await call('/api/open', bearer(sub, grant))).response.statusCode).toBe(200);
      const elsewhere = await call('/api/me', bearer(sub, grant));
      expectChallenge(elsewhere.response, false);
      expect(await elsewhere.audit()).toEqual([
        expect.objectContaining({
          action: 'access.denied',
          outcome: 'denied',
          details: { reason: 'federated-unlinked' },
        }),
      ]);
    });

    it('refuses an unlinked identity’s revoked grant before anything else', async () => {
      const sub = subject();
      await identity(sub, null);
      const { response, audit } = await call('/api/link', bearer(sub, 'grant-revoked-one'));
      expectChallenge(response, true);
      expect((await audit()).map((row) => row.details)).toEqual([{ reason: 'grant-revoked' }]);
    });
  });
});
