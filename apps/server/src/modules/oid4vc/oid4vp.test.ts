import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Openid4vpVerifier, parseDcqlVpToken } from '@openid4vc/openid4vp';
import { setGlobalConfig } from '@openid4vc/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import type { IssuerDeps } from '../issuer/issuer.service';
import { PresentationRejected, verifyPresentation, type DocumentFetcher } from '../issuer/verify';
import { loadServerSecrets } from '../secrets/secrets.service';
import { openid4vpCallbacks } from './openid4vp-callbacks';
import { insertIssuedLicense } from './oid4vc-test-support';
import { checkVerifierUrl, isPrivateAddress } from './verifier-post';

// OpenID4VP 1.0 (decision 054): a stub verifier (a local HTTP server) builds a by-value request with
// @openid4vc/openid4vp; the clinician's consent leaves one optional claim out; the verifier receives a
// vp_token it verifies with only the public issuer keys and status list; replays to another verifier or with
// another nonce fail; the presentation is listed with exactly the disclosed claims; the SSRF rule holds.

const SIGNATURE = { full_name: 'Maria Delgado-Reyes', confirmed: true };
const ATTESTATIONS = { accurate: true, authorize: true, 'notify-changes': true };

describe('OpenID4VP requests', () => {
  let t: TestApp;
  let clock: TestClock;
  let deps: IssuerDeps;
  let ORIGIN: string;
  let session: TestSession;
  let otherSession: TestSession;
  let verifierServer: Server;
  let verifierOrigin: string;
  let licenseId: string;
  const received: Record<string, string>[] = [];
  let verifierStatus = 200;

  const fetchDocument: DocumentFetcher = async (url, accept) => {
    const target = new URL(url);
    if (target.origin !== ORIGIN) throw new Error(`no route to ${target.origin}`);
    const response = await t.app.inject({ method: 'GET', url: target.pathname, headers: { accept } });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
  };

  async function requestLink(
    options: { nonce?: string; responseUri?: string; claimSets?: boolean; vct?: string } = {},
  ) {
    const responseUri = options.responseUri ?? `${verifierOrigin}/response`;
    const verifier = new Openid4vpVerifier({ callbacks: openid4vpCallbacks });
    const { authorizationRequest } = await verifier.createOpenId4vpAuthorizationRequest({
      authorizationRequestPayload: {
        response_type: 'vp_token',
        client_id: `redirect_uri:${responseUri}`,
        response_uri: responseUri,
        response_mode: 'direct_post',
        nonce: options.nonce ?? 'nonce-of-the-stub-verifier-0001',
        dcql_query: {
          credentials: [
            {
              id: 'license',
              format: 'dc+sd-jwt',
              meta: { vct_values: [options.vct ?? `${ORIGIN}/vct/rn_license/v1`] },
              claims: [
                { id: 'n', path: ['license_number'] },
                { id: 'e', path: ['expiration_date'] },
                { id: 'f', path: ['first_name'] },
              ],
              ...(options.claimSets === false
                ? {}
                : {
                    claim_sets: [
                      ['n', 'e', 'f'],
                      ['n', 'e'],
                    ],
                  }),
            },
          ],
        },
        client_metadata: {
          client_name: 'Lakeside Hospital verifier',
          vp_formats_supported: { 'dc+sd-jwt': {} },
        },
      } as never,
    });
    return authorizationRequest;
  }

  const post = (url: string, s: TestSession, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: s.headers(), payload });

  beforeAll(async () => {
    setGlobalConfig({ allowInsecureUrls: true });
    verifierServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(Object.fromEntries(new URLSearchParams(body)));
        response.writeHead(verifierStatus, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ redirect_uri: 'https://verifier.example/done' }));
      });
    });
    await new Promise<void>((resolve) => verifierServer.listen(0, '127.0.0.1', resolve));
    verifierOrigin = `http://127.0.0.1:${(verifierServer.address() as AddressInfo).port}`;
    clock = testClock();
    t = await createTestApp(
      { RATE_LIMIT_PER_ADDRESS: '1000', OID4VP_HTTP_ORIGINS: verifierOrigin },
      { deps: { clock } },
    );
    ORIGIN = t.config.PUBLIC_ORIGIN;
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    deps = { db: t.database.db, clock, config: t.config, secrets };
    const maria = await createUser(t.database.db, { firstName: 'Maria', lastName: 'Delgado-Reyes' });
    const other = await createUser(t.database.db, { firstName: 'Olive', lastName: 'Other' });
    session = await signIn(t.app, maria);
    otherSession = await signIn(t.app, other);
    licenseId = await insertIssuedLicense(deps, t.database.db, maria.id);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => verifierServer?.close(resolve));
  });

  it('reads the request: verifier, claims required or optional, not a subscribed organization (all flagged)', async () => {
    const response = await post('/api/oid4vp/requests', session, { request: await requestLink() });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.verifier).toMatchObject({ name: 'Lakeside Hospital verifier', organization: null });
    const fields = Object.fromEntries(
      data.credentials[0].fields.map((f: { name: string; disclosure: string }) => [f.name, f.disclosure]),
    );
    expect(fields).toMatchObject({
      license_number: 'required',
      expiration_date: 'required',
      first_name: 'optional',
      state: 'always',
    });
    expect(fields.last_name).toBeUndefined(); // not asked, not shown
    expect(data.over_asking).toEqual([
      {
        type: 'rn_license',
        whole_credential: true,
        fields: ['license_number', 'expiration_date', 'first_name'],
      },
    ]);
  });

  it('flags only what goes beyond the requirement of a subscribed organization’s registered verifier', async () => {
    const link = await requestLink();
    const clientId = `redirect_uri:${verifierOrigin}/response`;
    const group = await t.database.db
      .insertInto('subscriber_groups')
      .values({ slug: 'lakeside-oid4vp', name: 'Lakeside Hospital', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requirement = await t.database.db
      .insertInto('application_requirements')
      .values({
        subscriber_group_id: group.id,
        name: 'Nurses',
        application_config: JSON.stringify({}),
        credential_set: JSON.stringify([
          { type: 'rn_license', fields: ['license_number', 'expiration_date'] },
        ]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('organization_verifiers')
      .values({ client_id: clientId, subscriber_group_id: group.id })
      .execute();
    // Not subscribed yet: still "not a subscribed organization".
    expect(
      (await post('/api/oid4vp/requests', session, { request: link })).json().data.verifier.organization,
    ).toBeNull();
    const userId = (
      await t.database.db
        .selectFrom('credentials')
        .select('user_id')
        .where('id', '=', licenseId)
        .executeTakeFirstOrThrow()
    ).user_id;
    await t.database.db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        subscriber_group_id: group.id,
        app_req_id: requirement.id,
        status: 'active',
      })
      .execute();
    const data = (await post('/api/oid4vp/requests', session, { request: link })).json().data;
    expect(data.verifier.organization).toBe('Lakeside Hospital');
    expect(data.over_asking).toEqual([
      { type: 'rn_license', whole_credential: false, fields: ['first_name'] },
    ]);
    await t.database.db.deleteFrom('organization_verifiers').where('client_id', '=', clientId).execute();
  });

  it('presents with one optional claim left out; the verifier checks it with the public documents only', async () => {
    received.length = 0;
    const nonce = 'nonce-of-the-stub-verifier-0002';
    const link = await requestLink({ nonce });
    const response = await post('/api/oid4vp/responses', session, {
      request: link,
      omit: { [licenseId]: ['first_name'] },
      attestations: ATTESTATIONS,
      signature: SIGNATURE,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.redirect_uri).toBe('https://verifier.example/done');
    expect(received).toHaveLength(1);
    const vpToken = parseDcqlVpToken(received[0]!.vp_token!);
    const presentation = vpToken.license![0] as string;
    const audience = `redirect_uri:${verifierOrigin}/response`;
    const verified = await verifyPresentation({
      presentation,
      audience,
      nonce,
      trustedIssuers: [ORIGIN],
      fetchDocument,
      now: clock(),
    });
    expect(verified.claims).toMatchObject({ license_number: 'RN-778812', expiration_date: '2028-02-28' });
    expect(verified.claims).not.toHaveProperty('first_name');
    expect(verified.claims).not.toHaveProperty('last_name');
    // Replayed to another verifier, or with another nonce: refused.
    await expect(
      verifyPresentation({
        presentation,
        audience: 'redirect_uri:https://other.example/cb',
        nonce,
        trustedIssuers: [ORIGIN],
        fetchDocument,
        now: clock(),
      }),
    ).rejects.toBeInstanceOf(PresentationRejected);
    await expect(
      verifyPresentation({
        presentation,
        audience,
        nonce: 'another-nonce-0000000',
        trustedIssuers: [ORIGIN],
        fetchDocument,
        now: clock(),
      }),
    ).rejects.toBeInstanceOf(PresentationRejected);
    // The activity holds exactly what was disclosed.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/oid4vp/presentations', headers: session.headers() })
    ).json().data;
    expect(list[0].credentials[0].disclosed).toContain('license_number');
    expect(list[0].credentials[0].disclosed).not.toContain('first_name');
    expect(list[0].credentials[0].omitted).toEqual(['first_name']);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/oid4vp/presentations',
          headers: otherSession.headers(),
        })
      ).json().data,
    ).toEqual([]);
  });

  it('refuses leaving out a required claim, a wrong signature, and records nothing when the verifier refuses', async () => {
    const link = await requestLink();
    const required = await post('/api/oid4vp/responses', session, {
      request: link,
      omit: { [licenseId]: ['license_number'] },
      attestations: ATTESTATIONS,
      signature: SIGNATURE,
    });
    expect(required.statusCode).toBe(400);
    const wrongName = await post('/api/oid4vp/responses', session, {
      request: link,
      attestations: ATTESTATIONS,
      signature: { full_name: 'Someone Else', confirmed: true },
    });
    expect(wrongName.json().error.code).toBe('share.signature-mismatch');
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/oid4vp/presentations', headers: session.headers() })
    ).json().data.length;
    verifierStatus = 400;
    const refused = await post('/api/oid4vp/responses', session, {
      request: link,
      attestations: ATTESTATIONS,
      signature: SIGNATURE,
    });
    verifierStatus = 200;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe('oid4vp.verifier-failed');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/oid4vp/presentations', headers: session.headers() })
      ).json().data.length,
    ).toBe(before);
  });

  it('another clinician without the credential cannot answer (409); a bad link 400; an unlisted http or private verifier 400', async () => {
    const link = await requestLink();
    const other = await post('/api/oid4vp/requests', otherSession, { request: link });
    expect(other.statusCode).toBe(409);
    expect(
      (await post('/api/oid4vp/requests', session, { request: 'openid4vp://?client_id=x' })).json().error
        .code,
    ).toBe('oid4vp.invalid-request');
    expect((await post('/api/oid4vp/requests', session, { request: '' })).statusCode).toBe(400);
    const unlisted = await requestLink({ responseUri: 'http://127.0.0.1:1/response' });
    expect((await post('/api/oid4vp/requests', session, { request: unlisted })).json().error.code).toBe(
      'oid4vp.invalid-request',
    );
    const byReference = `openid4vp://?client_id=${encodeURIComponent('x509_hash:abc')}&request_uri=${encodeURIComponent('https://169.254.169.254/latest')}`;
    expect((await post('/api/oid4vp/requests', session, { request: byReference })).json().error.code).toBe(
      'oid4vp.invalid-request',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/oid4vp/requests', payload: { request: link } }))
        .statusCode,
    ).toBe(401);
  });

  it('the SSRF rule: https only, no private or loopback address unless listed', () => {
    expect(() => checkVerifierUrl('http://verifier.example/cb', [])).toThrow('not-https');
    expect(() => checkVerifierUrl('https://127.0.0.1/cb', [])).toThrow('private-address');
    expect(() => checkVerifierUrl('https://localhost/cb', [])).toThrow('private-address');
    expect(() => checkVerifierUrl('https://[::1]/cb', [])).toThrow('private-address');
    expect(() => checkVerifierUrl('https://user:pw@verifier.example/cb', [])).toThrow('credentials-in-url');
    expect(checkVerifierUrl('https://verifier.example/cb', []).host).toBe('verifier.example');
    expect(checkVerifierUrl('http://127.0.0.1:9/cb', ['http://127.0.0.1:9']).host).toBe('127.0.0.1:9');
    for (const address of [
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
