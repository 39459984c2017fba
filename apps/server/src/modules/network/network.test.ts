import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetworkSignIn } from '#server-test/helpers/network-flow';
import {
  networkEnv,
  startNetworkProvider,
  type NetworkProvider,
} from '#server-test/helpers/network-provider';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

const REDIRECT_URI = 'http://localhost:3000/auth/network/callback';

describe('sign-in through the professional-network provider', () => {
  let upstream: NetworkProvider;
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    upstream = await startNetworkProvider({ redirectUri: REDIRECT_URI });
    t = await createTestApp(networkEnv(upstream));
  });
  afterAll(async () => {
    await t?.close();
    await upstream?.close();
  });

  const member = (claims: { email?: string; email_verified?: boolean } = {}) => ({
    sub: `member-${++counter}-${Date.now()}`,
    given_name: 'Riley',
    family_name: 'Morgan',
    email: `riley.${counter}.${Date.now()}@network.test`,
    email_verified: true,
    ...claims,
  });

  /** Through upstream and back; answers the session of the prefixed subject. */
  async function signInAs(user: ReturnType<typeof member>) {
    upstream.nextLogin = user;
    const flow = await startNetworkSignIn(t.app);
    const { code, response } = await flow.returnToCredence();
    if (!code) throw new Error(`no code: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return flow.session(code);
  }
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const identityOf = (subject: string) =>
    t.database.db
      .selectFrom('federated_identities')
      .selectAll()
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
  const auditActions = (targetId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'details'])
      .where('target_id', '=', targetId)
      .orderBy('id')
      .execute();

  it('tells the login page about the provider', async () => {
    const response = await get('/api/sign_in_options', {});
    expect(response.json()).toEqual({ data: { network: { name: 'LinkedIn', connection: 'linkedin' } } });
  });

  it('sends ?connection=linkedin upstream with PKCE, state and nonce, skipping the password page', async () => {
    upstream.nextLogin = member();
    const flow = await startNetworkSignIn(t.app);
    expect(flow.upstreamUrl.origin).toBe(upstream.issuer);
    const params = flow.upstreamUrl.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toMatch(/.{20,}/);
    expect(params.get('nonce')).toMatch(/.{20,}/);
    expect(params.get('redirect_uri')).toBe(REDIRECT_URI);
    // Only a hash of the state is stored.
    const rows = await t.database.db.selectFrom('federated_sign_ins').select('state_hash').execute();
    expect(rows.map((row) => row.state_hash)).not.toContain(params.get('state'));
  });

  it('a new member: token with the prefixed subject, link creates a clinician, then the API works', async () => {
    const user = member();
    const session = await signInAs(user);
    expect(decodeJwt(session.idToken).sub).toBe(`linkedin|${user.sub}`);
    expect(decodeJwt(session.idToken).email).toBe(user.email);
    expect(decodeJwt(session.accessToken).sub).toBe(`linkedin|${user.sub}`);

    const link = await get('/api/v2/user/link', session.headers());
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ data: { linked: true } });

    const identity = await identityOf(user.sub);
    const created = await t.database.db
      .selectFrom('users')
      .select(['id', 'email', 'email_verified_at', 'password_hash', 'first_name'])
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(identity.user_id).toBe(created.id);
    expect(created).toMatchObject({ first_name: 'Riley', password_hash: null });
    expect(created.email_verified_at).not.toBeNull();

    const actor = await get('/api/actor', session.headers());
    expect(actor.statusCode).toBe(200);
    expect(actor.json().data.actors).toEqual([
      expect.objectContaining({
        access_level: 'holder',
        name: 'Riley Morgan',
        settings: { id_verification: 'not_started' },
      }),
    ]);
    expect(actor.json().data.actors[0].actions).toContain('get_self_attested');
    expect((await get('/api/personal_info', session.headers())).json().data.email).toBe(user.email);

    // Linking again is fine and changes nothing.
    expect((await get('/api/v2/user/link', session.headers())).statusCode).toBe(200);
    const audits = await auditActions(identity.id);
    expect(audits.map((row) => [row.action, row.outcome, (row.details as { via?: string }).via])).toEqual([
      ['sign-in', 'success', 'network'],
      ['account.link', 'success', 'new-account'],
      ['account.link', 'success', 'already-linked'],
    ]);
  });

  it('a later sign-in of a linked member needs no new link', async () => {
    const user = member();
    const first = await signInAs(user);
    await get('/api/v2/user/link', first.headers());
    const again = await signInAs(user);
    expect((await get('/api/actor', again.headers())).statusCode).toBe(200);
  });

  it('a verified upstream e-mail of an existing user links to that user, with no second user', async () => {
    const existing = await createUser(t.database.db, { email: `existing.${Date.now()}@credence.test` });
    const user = member({ email: existing.email, email_verified: true });
    const session = await signInAs(user);
    expect((await get('/api/v2/user/link', session.headers())).statusCode).toBe(200);
    expect((await identityOf(user.sub)).user_id).toBe(existing.id);
    const users = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', existing.email)
      .execute();
    expect(users).toHaveLength(1);
    const actor = await get('/api/actor', session.headers());
    expect(actor.json().data.actors.map((a: { id: string }) => a.id)).toEqual([existing.actorId]);
  });

  it('an unverified upstream e-mail never links to someone else’s account', async () => {
    const existing = await createUser(t.database.db, { email: `victim.${Date.now()}@credence.test` });
    const user = member({ email: existing.email.toUpperCase(), email_verified: false });
    const session = await signInAs(user);
    const link = await get('/api/v2/user/link', session.headers());
    expect(link.statusCode).toBe(409);
    expect(link.json().error.code).toBe('auth.link-failed');
    const identity = await identityOf(user.sub);
    expect(identity.user_id).toBeNull();
    expect((await get('/api/actor', session.headers())).statusCode).toBe(401);
    const audits = await auditActions(identity.id);
    expect(audits.at(-1)).toMatchObject({
      action: 'account.link',
      outcome: 'failure',
      details: { connection: 'linkedin', reason: 'unverified-email-in-use' },
    });
  });

  it('refuses to link an upstream account without an e-mail address', async () => {
    const session = await signInAs({ ...member(), email: undefined as unknown as string });
    const link = await get('/api/v2/user/link', session.headers());
    expect(link.statusCode).toBe(409);
    expect(link.json().error.code).toBe('auth.link-failed');
  });

  it('an unlinked session may call only the link: every other route answers 401 not-authenticated', async () => {
    const session = await signInAs(member({ email_verified: false }));
    for (const url of ['/api/actor', '/api/account_lookup', '/api/personal_info']) {
      const response = await get(url, session.headers());
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('auth.not-authenticated');
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...session.headers(), cookie: session.xsrf.cookie },
    });
    expect(logout.statusCode).toBe(401);
    // Public routes still answer, as for anyone.
    expect((await get('/api/sign_in_options', session.headers())).statusCode).toBe(200);
  });

  it('a password session has nothing to link', async () => {
    const password = await signIn(t.app, await createUser(t.database.db));
    const response = await get('/api/v2/user/link', password.headers());
    expect(response.statusCode).toBe(409);
    expect((await get('/api/v2/user/link', {})).statusCode).toBe(401);
  });
});

describe('without the professional-network configuration', () => {
  it('offers no provider and has no callback', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/api/sign_in_options' })).json()).toEqual({
        data: { network: null },
      });
      expect((await t.app.inject({ url: '/auth/network/callback?state=x&code=y' })).statusCode).not.toBe(303);
    } finally {
      await t.close();
    }
  });
});
