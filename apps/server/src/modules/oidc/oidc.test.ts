import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

const ORIGIN = 'http://localhost:3000';

describe('the hosted sign-in (OpenID Provider under /oidc)', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signIn(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'credence-web',
      }).toString(),
    });

  it('publishes discovery with the /oidc issuer, PKCE S256 and an end-session endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${ORIGIN}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${ORIGIN}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`${ORIGIN}/oidc/token`);
    expect(discovery.end_session_endpoint).toBe(`${ORIGIN}/oidc/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await t.app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('issues a short-lived JWT access token for the API carrying the grant id', () => {
    const header = decodeProtectedHeader(session.accessToken);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const claims = decodeJwt(session.accessToken);
    expect(claims.iss).toBe(`${ORIGIN}/oidc`);
    expect(claims.aud).toBe(`${ORIGIN}/api`);
    expect(claims.client_id).toBe('credence-web');
    expect(typeof claims.gid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(600);
    const id = decodeJwt(session.idToken);
    expect(id).toMatchObject({ given_name: 'Test', family_name: 'Clinician', email_verified: false });
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'credence-web',
      response_type: 'code',
      redirect_uri: `${ORIGIN}/callback`,
      scope: 'openid',
    });
    const response = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('error=invalid_request');
  });

  it('rotates refresh tokens, and a reused one is refused and ends the grant', async () => {
    const own = await signIn(t.app, await createUser(t.database.db));
    const first = await refresh(own.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(own.refreshToken);
    expect(decodeJwt(rotated.access_token).gid).toBe(decodeJwt(own.accessToken).gid);

    const reused = await refresh(own.refreshToken);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
    // Reuse suggests theft: the whole grant is gone, so the rotated token and the access token stop too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(400);
    const api = await t.app.inject({ method: 'GET', url: '/api/actor', headers: own.headers() });
    expect(api.statusCode).toBe(401);
  });

  const endSession = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/oidc/session/end?${new URLSearchParams({ id_token_hint: session.idToken, post_logout_redirect_uri: `${ORIGIN}/redirect` })}`,
      headers: { cookie },
    });
  const confirm = (page: { body: string; headers: Record<string, unknown> }, cookie: string) => {
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const set = ([] as string[])
      .concat((page.headers['set-cookie'] as string[]) ?? [])
      .map((c) => c.split(';')[0]);
    return t.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [cookie, ...set].filter(Boolean).join('; '),
      },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
  };

  it('ends the browser session at the end-session endpoint without inline code, then returns to /redirect', async () => {
    const page = await endSession(session.browserCookies);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="op.logoutForm"');
    expect(page.body).toContain('src="/auth/assets/logout.js"');
    expect(page.body).not.toMatch(/<style|<script>|style=/);
    const done = await confirm(page, session.browserCookies);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${ORIGIN}/redirect`);
  });

  it('answers an end-session request with no browser session too (its one inline script allowed by hash only)', async () => {
    const page = await endSession('');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain('unsafe-inline');
    const done = await confirm(page, '');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${ORIGIN}/redirect`);
  });
});
