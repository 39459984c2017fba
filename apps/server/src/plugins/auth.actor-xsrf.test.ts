import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server-test/helpers/sign-in';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { ANONYMOUS_COOKIE, anonymousBinding, grantBinding, issueXsrfToken } from '../lib/xsrf';
import { auditOf, authTestApp, bearer, createGrant } from './auth-test-support';

// plugins/auth.ts on a bare Fastify: the actor a call acts as (X-Actor-Id), the route's action, and the
// XSRF token of state-changing calls. Each check has a test that fails without it.

describe('auth plugin: actor, action and XSRF', () => {
  let database: DatabaseHandle;
  let user: TestUser;
  let second: string;
  let grant: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    user = await createUser(database.db, { actions: ['get_tasks'] });
    const actor = await database.db
      .insertInto('actors')
      .values({
        user_id: user.id,
        access_level: 'holder',
        actions: [],
        settings: JSON.stringify({}),
        name: 'Second',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    second = actor.id;
    grant = await createGrant(database.db);
  });
  afterAll(() => database.close());

  const call = async (
    method: string,
    url: string,
    headers: Record<string, string>,
    xsrf?: (key: Buffer) => string,
  ) => {
    const { app, xsrfKey } = await authTestApp(database.db);
    const requestId = randomUUID();
    const all = { ...headers, 'x-request-id': requestId, ...(xsrf ? { 'x-xsrf-token': xsrf(xsrfKey) } : {}) };
    const response = await app.inject({ method: method as 'GET', url, headers: all });
    await app.close();
    const audit = await auditOf(database.db, requestId);
    return { response, audit };
  };
  const signedIn = (actorId?: string) => ({
    authorization: bearer(user.id, grant),
    ...(actorId === undefined ? {} : { 'x-actor-id': actorId }),
  });
  const expectDenied = (
    { response, audit }: Awaited<ReturnType<typeof call>>,
    code: string,
    reason: string,
  ) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code, message: messages[code] });
    expect(response.headers['www-authenticate']).toBeUndefined();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'access.denied', outcome: 'denied', details: { reason } }),
    ]);
  };

  const messages: Record<string, string> = {
    'auth.actor-invalid': 'Invalid actor',
    'auth.insufficient-permission': 'Insufficient Permission',
    'auth.xsrf-invalid': 'Invalid XSRF token',
  };

  describe('X-Actor-Id', () => {
    it('acts as the user’s actor it names, and as the first one when it is absent or empty', async () => {
      const named = await call('GET', '/api/me', signedIn(second));
      expect(named.response.json().caller).toMatchObject({ actorId: second, actor: second });
      expect(named.response.json().caller.origin.actor_id).toBe(second);
      for (const headers of [signedIn(), signedIn('')]) {
        expect((await call('GET', '/api/me', headers)).response.json().caller.actorId).toBe(user.actorId);
      }
    });

    it('refuses another user’s actor and a value that names no actor with 403 actor-invalid, audited', async () => {
      const other = await createUser(database.db);
      for (const actorId of [other.actorId!, 'not-a-uuid', user.actorId!.toUpperCase()]) {
        expectDenied(await call('GET', '/api/me', signedIn(actorId)), 'auth.actor-invalid', 'actor-invalid');
      }
    });

    it('lets a user without actors call an authenticated route as no actor', async () => {
      const bare = await createUser(database.db, { withActor: false });
      const { response } = await call('GET', '/api/me', { authorization: bearer(bare.id, grant) });
      expect(response.statusCode).toBe(200);
      expect(response.json().caller).toMatchObject({
        userId: bare.id,
        actorId: null,
        actor: null,
        actors: [],
      });
    });
  });

  describe('the route’s action', () => {
    it('lets an actor whose list has the action call the route', async () => {
      expect((await call('GET', '/api/tasks', signedIn())).response.statusCode).toBe(200);
    });

    it('refuses an actor without the action, and a caller with no actor, with 403 audited as the action', async () => {
      expectDenied(
        await call('GET', '/api/tasks', signedIn(second)),
        'auth.insufficient-permission',
        'action:get_tasks',
      );
      const bare = await createUser(database.db, { withActor: false });
      expectDenied(
        await call('GET', '/api/tasks', { authorization: bearer(bare.id, grant) }),
        'auth.insufficient-permission',
        'action:get_tasks',
      );
    });

    it('asks no action of an "authenticated" route', async () => {
      expect((await call('GET', '/api/me', signedIn(second))).response.statusCode).toBe(200);
    });
  });

  describe('XSRF', () => {
    const forGrant = (key: Buffer) => issueXsrfToken(key, grantBinding(grant));

    it('accepts a state-changing call with the token bound to the caller’s grant', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect((await call(method, '/api/me', signedIn(), forGrant)).response.statusCode, method).toBe(200);
      }
    });

    it('refuses POST, PUT, PATCH and DELETE without a token with 403 xsrf-invalid, audited', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expectDenied(await call(method, '/api/me', signedIn()), 'auth.xsrf-invalid', 'xsrf');
      }
      expect((await call('GET', '/api/me', signedIn())).response.statusCode).toBe(200);
    });

    it('refuses a token bound to another grant or forged', async () => {
      const other = (key: Buffer) => issueXsrfToken(key, grantBinding('grant-of-someone-else'));
      expectDenied(await call('POST', '/api/me', signedIn(), other), 'auth.xsrf-invalid', 'xsrf');
      const forged = (key: Buffer) => `${forGrant(key).split('.')[0]}.forged`;
      expectDenied(await call('POST', '/api/me', signedIn(), forged), 'auth.xsrf-invalid', 'xsrf');
    });

    it('binds a signed-out call’s token to its anonymous cookie', async () => {
      const cookie = { cookie: `${ANONYMOUS_COOKIE}=anon-1` };
      const own = (key: Buffer) => issueXsrfToken(key, anonymousBinding('anon-1'));
      expect((await call('POST', '/api/open', cookie, own)).response.statusCode).toBe(200);
      const another = (key: Buffer) => issueXsrfToken(key, anonymousBinding('anon-2'));
      expectDenied(await call('POST', '/api/open', cookie, another), 'auth.xsrf-invalid', 'xsrf');
    });

    it('refuses a signed-out call without the anonymous cookie, whatever its token is bound to', async () => {
      for (const binding of ['', 'undefined', anonymousBinding(''), 'anon:undefined']) {
        const token = (key: Buffer) => issueXsrfToken(key, binding);
        expectDenied(await call('POST', '/api/open', {}, token), 'auth.xsrf-invalid', 'xsrf');
        const empty = await call('POST', '/api/open', { cookie: `${ANONYMOUS_COOKIE}=` }, token);
        expectDenied(empty, 'auth.xsrf-invalid', 'xsrf');
      }
    });

    it('asks no token of a route that opts out (xsrf: not-required)', async () => {
      expect((await call('POST', '/api/inbound', {})).response.statusCode).toBe(200);
    });
  });
});
