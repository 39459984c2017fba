import { createPublicKey } from 'node:crypto';
import { decodeJwt, importJWK, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { contract } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/helpers/clock';
import { createUser, signIn, xsrfFor, type TestSession, type TestUser } from '../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { route } from '../lib/contract-route';
import { keyFilePath, readKeyFile } from '../modules/secrets/key-file';

describe('API access: bearer token, actor, action and XSRF', () => {
  const clock = testClock();
  let t: TestApp;
  let user: TestUser;
  let session: TestSession;
  let privateKey: JWK;

  beforeAll(async () => {
    t = await createTestApp({}, { deps: { clock } });
    user = await createUser(t.database.db);
    session = await signIn(t.app, user);
    privateKey = readKeyFile(keyFilePath(t.config.DATA_DIR))!.oidc_jwks.keys[0]!;
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>, url = '/api/actor') =>
    t.app.inject({ method: 'GET', url, headers });
  const claims = () => {
    const real = decodeJwt(session.accessToken);
    return { ...real, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 };
  };
  async function forge(overrides: Record<string, unknown>, key: JWK = privateKey, alg = 'ES256') {
    return new SignJWT({ ...claims(), ...overrides })
      .setProtectedHeader({ alg, typ: 'at+jwt', kid: key.kid })
      .sign(await importJWK(key, alg));
  }
  const expectRefused = async (token: string) => {
    const response = await get({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.not-authenticated');
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
  };

  it('accepts the real token, and a token forged with our own key and correct claims (the control)', async () => {
    expect((await get(session.headers())).statusCode).toBe(200);
    expect((await get({ authorization: `Bearer ${await forge({})}` })).statusCode).toBe(200);
  });

  it('answers 401 with a WWW-Authenticate challenge when no token is sent', async () => {
    const response = await get({});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth.not-authenticated');
    expect(response.headers['www-authenticate']).toBe('Bearer realm="credence"');
  });

  it('refuses a wrong issuer, a wrong audience and a bad signature', async () => {
    await expectRefused(await forge({ iss: 'http://evil.test/oidc' }));
    await expectRefused(await forge({ aud: 'http://localhost:3000/other' }));
    const [header, payload] = session.accessToken.split('.');
    const tampered = Buffer.from(
      JSON.stringify({
        ...decodeJwt(session.accessToken),
        sub: user.id.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      }),
    );
    await expectRefused(`${header}.${tampered.toString('base64url')}.${session.accessToken.split('.')[2]}`);
    await expectRefused(`${header}.${payload}.${'A'.repeat(86)}`);
  });

  it('refuses alg none and HS256 signed with the public key as the secret', async () => {
    const unsecured = new UnsecuredJWT({ ...claims() }).encode();
    await expectRefused(unsecured);
    const { d: _d, ...publicJwk } = privateKey;
    const pem = createPublicKey({ key: publicJwk as never, format: 'jwk' }).export({
      type: 'spki',
      format: 'pem',
    });
    const hs = await new SignJWT({ ...claims() })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode(String(pem)));
    await expectRefused(hs);
  });

  it('refuses an expired token and audits the refusal', async () => {
    clock.advance(11 * 60_000);
    try {
      await expectRefused(session.accessToken);
    } finally {
      clock.advance(-11 * 60_000);
    }
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['details', 'outcome'])
      .where('action', '=', 'token.refused')
      .execute();
    expect(rows.map((row) => (row.details as { reason: string }).reason)).toContain('ERR_JWT_EXPIRED');
    expect(rows.every((row) => row.outcome === 'denied')).toBe(true);
  });

  it('refuses a token issued a year ahead, and audits why; one issued now passes', async () => {
    const year = 365 * 24 * 60 * 60;
    await expectRefused(
      await forge({
        iat: Math.floor(Date.now() / 1000) + year,
        exp: Math.floor(Date.now() / 1000) + year + 600,
      }),
    );
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'token.refused')
      .execute();
    expect(rows.map((row) => (row.details as { reason: string }).reason)).toContain('iat-future');
    expect((await get({ authorization: `Bearer ${await forge({})}` })).statusCode).toBe(200);
  });

  it('refuses a well-signed token whose grant does not exist', async () => {
    await expectRefused(await forge({ gid: 'no-such-grant' }));
  });

  it('refuses an actor that is not the user’s, and an action outside the actor’s list', async () => {
    const other = await createUser(t.database.db);
    const response = await get(session.headers(other.actorId!));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('auth.actor-invalid');
    expect((await get(session.headers('not-a-uuid'))).json().error.code).toBe('auth.actor-invalid');

    const limited = await createUser(t.database.db, { actions: ['get_tasks'] });
    const limitedSession = await signIn(t.app, limited);
    const denied = await get(limitedSession.headers(), '/api/self_attested');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('auth.insufficient-permission');
    expect((await get(limitedSession.headers(), '/api/actor')).statusCode).toBe(200);
  });

  it('acts as the user’s own actor named in X-Actor-Id, and as the first one when the header is empty', async () => {
    expect((await get(session.headers(user.actorId!))).statusCode).toBe(200);
    expect((await get({ ...session.headers(), 'x-actor-id': '' })).statusCode).toBe(200);
  });

  it('answers a public route as signed out when the bearer is bad, and challenges only 401s', async () => {
    const publicCall = await get({ authorization: 'Bearer not.a.token' }, '/api/xsrf');
    expect(publicCall.statusCode).toBe(200);
    const other = await createUser(t.database.db);
    const forbidden = await get(session.headers(other.actorId!));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['www-authenticate']).toBeUndefined();
  });

  it('lets super_user do every action', async () => {
    const admin = await createUser(t.database.db, { accessLevel: 'super_user', actions: [] });
    const adminSession = await signIn(t.app, admin);
    expect((await get(adminSession.headers(), '/api/self_attested')).statusCode).toBe(200);
  });

  describe('XSRF on state-changing calls', () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/event', headers, payload: { event_type: 'login' } });

    it('accepts the token issued for this session', async () => {
      expect((await post(session.headers())).statusCode).toBe(200);
    });

    it('refuses a missing, a forged and another session’s token with 403 auth.xsrf-invalid', async () => {
      const { 'x-xsrf-token': _, ...withoutXsrf } = session.headers();
      const otherSession = await signIn(t.app, await createUser(t.database.db));
      const anonymous = await xsrfFor(t.app);
      const [nonce] = session.xsrf.header.split('.');
      for (const token of [undefined, `${nonce}.forged`, otherSession.xsrf.header, anonymous.header]) {
        const response = await post(token ? { ...withoutXsrf, 'x-xsrf-token': token } : withoutXsrf);
        expect(response.statusCode, String(token)).toBe(403);
        expect(response.json().error.code).toBe('auth.xsrf-invalid');
      }
    });

    it('binds the cookie to the session: SameSite=Strict, readable by scripts, on path /', async () => {
      const response = await get({ authorization: `Bearer ${session.accessToken}` }, '/api/xsrf');
      const cookie = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('XSRF-TOKEN='));
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/HttpOnly/i);
    });
  });

  it('refuses the old access token after logout', async () => {
    const own = await signIn(t.app, await createUser(t.database.db));
    expect((await get(own.headers())).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: own.headers() });
    expect(logout.statusCode).toBe(200);
    const after = await get(own.headers());
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('auth.not-authenticated');
  });
});

describe('declared access', () => {
  it('fails startup for an /api route that declares no access', async () => {
    const t = await createTestApp();
    const app = await import('../app');
    const { buildApp } = app;
    const built = await buildApp({ config: t.config, db: t.database.db });
    expect(() => built.get('/api/forgotten', async () => ({}))).toThrow(/declares no access/);
    // Access alone is not enough: an /api route is registered from its contract (decision 030).
    expect(() => built.get('/api/declared', { config: { access: 'public' } }, async () => ({}))).toThrow(
      /has no contract/,
    );
    expect(() =>
      route(
        built,
        contract({
          method: 'GET',
          path: '/api/declared',
          access: 'public',
          tags: ['test'],
          summary: 'A route built from its contract',
          errors: [],
        }),
        async () => undefined,
      ),
    ).not.toThrow();
    // Pages outside /api and /ws need none.
    expect(() => built.get('/outside', async () => ({}))).not.toThrow();
    await built.close();
    await t.close();
  });
});
