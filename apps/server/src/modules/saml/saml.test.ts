import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTestIdp, createSamlOrganization, startOrganizationSignIn } from '#server-test/helpers/saml-flow';
import { buildResponse, encodeResponse, signAssertion } from '#server-test/helpers/saml-response';
import { createUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

const SLUG = 'northside-clinic';

describe('organization sign-in (SAML 2.0)', () => {
  let t: TestApp;
  let groupId: string;
  beforeAll(async () => {
    t = await createTestApp();
    groupId = await createSamlOrganization(t.database.db, { slug: SLUG });
  });
  afterAll(() => t.close());

  const atIdp = (email?: string) => atTestIdp(t.app, SLUG, email);

  it('answers the name and logo of an organization with sign-in on, and a coded 404 otherwise', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/sso_subscriber_config?organization=${SLUG}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      data: { name: `Organization ${SLUG}`, logo: `https://cdn.example.test/${SLUG}.png` },
    });
    await createSamlOrganization(t.database.db, { slug: 'dormant-health', enabled: false });
    for (const slug of ['dormant-health', 'nobody-here', 'NOT_A_SLUG']) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/sso_subscriber_config?organization=${slug}`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('request.not-found');
    }
  });

  it('skips the password page: the IdP gets a forced-login AuthnRequest whose id is stored with the interaction', async () => {
    const { flow, request } = await atIdp();
    expect(flow.interaction.statusCode).toBe(303);
    expect(request.forceAuthn).toBe(true);
    expect(request.acsUrl).toBe(`http://localhost:3000/auth/saml/${SLUG}/acs`);
    expect(request.issuer).toBe(`http://localhost:3000/auth/saml/${SLUG}`);
    const stored = await t.database.db
      .selectFrom('saml_requests')
      .selectAll()
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(stored.interaction_uid).toBe(request.relayState);
    expect(stored.consumed_at).toBeNull();
  });

  it('offers the password sign-in, with a notice, for an organization without organization sign-in', async () => {
    const flow = await startOrganizationSignIn(t.app, 'nobody-here');
    expect(flow.interaction.statusCode).toBe(200);
    expect(flow.interaction.body).toContain('Organization sign-in is not available for this link.');
    expect(flow.interaction.body).toContain('name="password"');
  });

  it('signs a new person in from a good assertion: account, holder actor and subscription made once', async () => {
    const { flow, options, email } = await atIdp();
    const acs = await flow.postToAcs(encodeResponse(signAssertion(buildResponse(options))));
    expect(acs.statusCode).toBe(303);
    const code = await flow.followToCode(acs);
    expect(code).toBeTruthy();
    const tokens = await flow.exchange(code!);
    const actor = await t.app.inject({
      method: 'GET',
      url: '/api/actor',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(actor.statusCode).toBe(200);
    const [holder] = actor.json().data.actors;
    expect(holder).toMatchObject({ access_level: 'holder', name: 'Morgan Lee' });
    expect(holder.settings).toEqual({ id_verification: 'not_started' });

    const db = t.database.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Morgan', last_name: 'Lee', password_hash: null });
    expect(user.email_verified_at).not.toBeNull();
    const subscriptions = await db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(subscriptions).toMatchObject([{ subscriber_group_id: groupId, status: 'active' }]);
    const audits = await db.selectFrom('audit_log').selectAll().where('user_id', '=', user.id).execute();
    expect(audits.map((row) => [row.action, row.outcome])).toEqual(
      expect.arrayContaining([
        ['account.create', 'success'],
        ['sign-in', 'success'],
      ]),
    );
    expect(JSON.stringify(audits)).not.toContain(email);
  });

  it('signs an existing person in by their e-mail address without making another account', async () => {
    const existing = await createUser(t.database.db, { email: `known.${Date.now()}@northside.test` });
    const { flow, options } = await atIdp(existing.email.toUpperCase());
    const code = await flow.followToCode(
      await flow.postToAcs(encodeResponse(signAssertion(buildResponse(options)))),
    );
    const tokens = await flow.exchange(code!);
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString());
    expect(claims.sub).toBe(existing.id);
    const subscriptions = await t.database.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', existing.id)
      .execute();
    expect(subscriptions).toEqual([]);
  });

  it("publishes the organization's service-provider metadata", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/auth/saml/${SLUG}/metadata` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`entityID="http://localhost:3000/auth/saml/${SLUG}"`);
    expect(response.body).toContain(`Location="http://localhost:3000/auth/saml/${SLUG}/acs"`);
  });
});

describe('the ACS rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_ADDRESS: '2' });
    await createSamlOrganization(t.database.db, { slug: SLUG });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address posts too often', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `/auth/saml/${SLUG}/acs`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'SAMLResponse=eA%3D%3D',
      });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('Too many attempts.');
  });
});
