import { createHash, generateKeyPairSync } from 'node:crypto';
import { CREDENTIAL_OFFER_TTL_SECONDS } from '@credence/shared';
import { clientAuthenticationAnonymous } from '@openid4vc/oauth2';
import { Openid4vciClient } from '@openid4vc/openid4vci';
import { setGlobalConfig } from '@openid4vc/utils';
import { digest } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { exportJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import type { IssuerDeps } from '../issuer/issuer.service';
import { setCredentialStatus } from '../issuer/issuer.service';
import { loadServerSecrets } from '../secrets/secrets.service';
import { insertIssuedLicense } from './oid4vc-test-support';

// OpenID4VCI 1.0 (decision 054): the clinician's offer taken by a real wallet client (@openid4vc/openid4vci
// 0.4.6) over the app; the credential bound to the wallet's key with the wallet copy's status entry; single-use,
// 300-second offers; another clinician's credential 404; bad proofs, wrong or reused nonces refused.

describe('OpenID4VCI offers', () => {
  let t: TestApp;
  let clock: TestClock;
  let deps: IssuerDeps;
  let ORIGIN: string;
  let session: TestSession;
  let otherSession: TestSession;
  let licenseId: string;
  const walletKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let walletJwk: JWK;

  /** The wallet's network: the app itself, through inject. */
  const walletFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== ORIGIN) throw new Error(`no route to ${url.origin}`);
    const response = await t.app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    return new Response(response.statusCode === 304 ? null : response.body, {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  }) as typeof fetch;

  const wallet = () =>
    new Openid4vciClient({
      callbacks: {
        fetch: walletFetch,
        clientAuthentication: clientAuthenticationAnonymous(),
        hash: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
        generateRandom: (bytes) => crypto.getRandomValues(new Uint8Array(bytes)),
        signJwt: async (signer, { header, payload }) => {
          const jwt = await new SignJWT(payload as never)
            .setProtectedHeader(header as never)
            .sign(walletKey.privateKey);
          return { jwt, signerJwk: (signer as { publicJwk: JWK }).publicJwk as never };
        },
      },
    });

  const offer = (s: TestSession, id: string) =>
    t.app.inject({ method: 'POST', url: '/api/credential_offers', headers: s.headers(), payload: { id } });

  const proof = (claims: { aud?: string; nonce?: string; iat?: number }, typ = 'openid4vci-proof+jwt') =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'ES256', typ, jwk: walletJwk })
      .sign(walletKey.privateKey);

  async function tokenFor(offerUri: string) {
    const parsed = new URL(offerUri.replace('openid-credential-offer://', 'https://x/'));
    const credentialOffer = JSON.parse(parsed.searchParams.get('credential_offer')!);
    const code =
      credentialOffer.grants['urn:ietf:params:oauth:grant-type:pre-authorized_code']['pre-authorized_code'];
    return t.app.inject({
      method: 'POST',
      url: '/oid4vci/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=${encodeURIComponent('urn:ietf:params:oauth:grant-type:pre-authorized_code')}&pre-authorized_code=${code}`,
    });
  }
  const nonce = async () =>
    (await t.app.inject({ method: 'POST', url: '/oid4vci/nonce' })).json().c_nonce as string;
  const credentialRequest = (token: string, jwt: string, id = 'rn_license') =>
    t.app.inject({
      method: 'POST',
      url: '/oid4vci/credential',
      headers: { authorization: `Bearer ${token}` },
      payload: { credential_configuration_id: id, proofs: { jwt: [jwt] } },
    });

  beforeAll(async () => {
    setGlobalConfig({ allowInsecureUrls: true }); // the test app's origin is http://localhost
    clock = testClock();
    t = await createTestApp({ RATE_LIMIT_PER_ADDRESS: '1000' }, { deps: { clock } });
    ORIGIN = t.config.PUBLIC_ORIGIN;
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    deps = { db: t.database.db, clock, config: t.config, secrets };
    walletJwk = { ...(await exportJWK(walletKey.publicKey)) };
    const maria = await createUser(t.database.db, { firstName: 'Maria', lastName: 'Delgado-Reyes' });
    const other = await createUser(t.database.db, { firstName: 'Olive', lastName: 'Other' });
    session = await signIn(t.app, maria);
    otherSession = await signIn(t.app, other);
    licenseId = await insertIssuedLicense(deps, t.database.db, maria.id);
  });
  afterAll(() => t?.close());

  it('publishes issuer metadata (dc+sd-jwt per catalogue type) and authorization-server metadata', async () => {
    const metadata = (
      await t.app.inject({ method: 'GET', url: '/.well-known/openid-credential-issuer' })
    ).json();
    expect(metadata.credential_issuer).toBe(ORIGIN);
    expect(metadata.credential_endpoint).toBe(`${ORIGIN}/oid4vci/credential`);
    expect(metadata.credential_configurations_supported.rn_license).toMatchObject({
      format: 'dc+sd-jwt',
      vct: `${ORIGIN}/vct/rn_license/v1`,
    });
    const as = (await t.app.inject({ method: 'GET', url: '/.well-known/oauth-authorization-server' })).json();
    expect(as.grant_types_supported).toEqual(['urn:ietf:params:oauth:grant-type:pre-authorized_code']);
  });

  it('a wallet library takes the offer: the credential is bound to the wallet key, same claims and status entry', async () => {
    const started = await offer(session, licenseId);
    expect(started.statusCode).toBe(201);
    const { offer_uri, expires_at } = started.json().data;
    expect(offer_uri).toMatch(/^openid-credential-offer:\/\/\?credential_offer=/);
    expect(new Date(expires_at).getTime() - clock().getTime()).toBe(CREDENTIAL_OFFER_TTL_SECONDS * 1000);

    const client = wallet();
    const credentialOffer = await client.resolveCredentialOffer(offer_uri);
    const issuerMetadata = await client.resolveIssuerMetadata(credentialOffer.credential_issuer);
    const { accessTokenResponse } = await client.retrievePreAuthorizedCodeAccessTokenFromOffer({
      credentialOffer,
      issuerMetadata,
    });
    const { c_nonce } = await client.requestNonce({ issuerMetadata });
    const { jwt } = await client.createCredentialRequestJwtProof({
      issuerMetadata,
      credentialConfigurationId: 'rn_license',
      nonce: c_nonce,
      signer: { method: 'jwk', alg: 'ES256', publicJwk: walletJwk as never },
    });
    const response = await client.retrieveCredentials({
      issuerMetadata,
      accessToken: accessTokenResponse.access_token,
      credentialConfigurationId: 'rn_license',
      proofs: { jwt: [jwt] },
    });
    const issued = (response.credentialResponse.credentials as { credential: string }[])[0]!.credential;
    const decoded = await new SDJwtVcInstance({ hasher: digest }).decode(issued);
    const payload = decoded.jwt!.payload as Record<string, unknown> & { cnf: { jwk: JWK } };
    expect(payload.cnf.jwk).toMatchObject({ x: walletJwk.x, y: walletJwk.y });
    const ours = await t.database.db
      .selectFrom('credentials')
      .select(['status_uri', 'status_idx'])
      .where('id', '=', licenseId)
      .executeTakeFirstOrThrow();
    expect(payload.status).toEqual({ status_list: { uri: ours.status_uri, idx: ours.status_idx } });
    const claims = await decoded.getClaims<Record<string, unknown>>(digest);
    expect(claims).toMatchObject({
      license_number: 'RN-778812',
      record_status: 'active',
      first_name: 'Maria',
    });
    expect(payload.exp).toBeLessThanOrEqual(Math.floor(clock().getTime() / 1000) + 120 * 86_400);

    // Single use: the code and the token work once.
    const again = await tokenFor(offer_uri);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    const reuse = await credentialRequest(
      accessTokenResponse.access_token,
      await proof({ aud: ORIGIN, nonce: await nonce(), iat: Math.floor(clock().getTime() / 1000) }),
    );
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: 'invalid_token', error_description: expect.any(String) });
    expect(reuse.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('answers errors in the OAuth shape (RFC 6749 §5.2; OpenID4VCI §6.3, §8.3.1.2), not the app envelope', async () => {
    const token = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/oid4vci/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const grant = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
    const cases: [Record<string, string>, string][] = [
      [{ grant_type: grant, 'pre-authorized_code': 'never-issued' }, 'invalid_grant'],
      [{ grant_type: 'authorization_code', 'pre-authorized_code': 'x' }, 'unsupported_grant_type'],
      [{ grant_type: grant }, 'invalid_request'],
      [{}, 'invalid_request'],
    ];
    for (const [body, error] of cases) {
      const response = await token(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, error_description: expect.any(String) });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const noBearer = await t.app.inject({
      method: 'POST',
      url: '/oid4vci/credential',
      payload: { credential_configuration_id: 'rn_license', proofs: { jwt: ['x.y.z'] } },
    });
    expect(noBearer.statusCode).toBe(401);
    expect(noBearer.json().error).toBe('invalid_token');
    expect(noBearer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const badBody = await t.app.inject({
      method: 'POST',
      url: '/oid4vci/credential',
      headers: { authorization: 'Bearer abc' },
      payload: { proofs: 'nope' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toBe('invalid_credential_request');
    // The rest of the API keeps the envelope.
    const offerError = await offer(session, 'not-a-uuid');
    expect(offerError.json().error.code).toBe('request.invalid');
  });

  it('another clinician’s credential answers 404; an unknown one 404; a bad id 400; signed out 401', async () => {
    expect((await offer(otherSession, licenseId)).statusCode).toBe(404);
    expect((await offer(session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await offer(session, 'not-a-uuid')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/credential_offers', payload: { id: licenseId } }))
        .statusCode,
    ).toBe(401);
  });

  it('an offer expires after 300 s: at 299 s it works, at 300 s it does not', async () => {
    const first = (await offer(session, licenseId)).json().data.offer_uri;
    const second = (await offer(session, licenseId)).json().data.offer_uri;
    clock.advance((CREDENTIAL_OFFER_TTL_SECONDS - 1) * 1000);
    expect((await tokenFor(first)).statusCode).toBe(200);
    clock.advance(1000);
    const late = await tokenFor(second);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_grant');
  });

  it('refuses a bad proof, a wrong or reused nonce, a wrong audience, and keeps the token for a good retry', async () => {
    const token = (await tokenFor((await offer(session, licenseId)).json().data.offer_uri)).json()
      .access_token as string;
    const now = () => Math.floor(clock().getTime() / 1000);
    const wrongNonce = await credentialRequest(
      token,
      await proof({ aud: ORIGIN, nonce: 'made-up', iat: now() }),
    );
    expect(wrongNonce.json().error).toBe('invalid_nonce');
    const wrongAud = await credentialRequest(
      token,
      await proof({ aud: 'https://elsewhere.test', nonce: await nonce(), iat: now() }),
    );
    expect(wrongAud.json().error).toBe('invalid_proof');
    const wrongTyp = await credentialRequest(
      token,
      await proof({ aud: ORIGIN, nonce: await nonce(), iat: now() }, 'JWT'),
    );
    expect(wrongTyp.json().error).toBe('invalid_proof');
    const stale = await credentialRequest(
      token,
      await proof({ aud: ORIGIN, nonce: await nonce(), iat: now() - 600 }),
    );
    expect(stale.json().error).toBe('invalid_proof');
    const tampered = (await proof({ aud: ORIGIN, nonce: await nonce(), iat: now() })).slice(0, -4) + 'AAAA';
    expect((await credentialRequest(token, tampered)).json().error).toBe('invalid_proof');
    expect(
      (await credentialRequest(token, await proof({ aud: ORIGIN, nonce: await nonce(), iat: now() }), 'dea'))
        .statusCode,
    ).toBe(400);
    const used = await nonce();
    const good = await credentialRequest(token, await proof({ aud: ORIGIN, nonce: used, iat: now() }));
    expect(good.statusCode, good.body).toBe(200);
    const token2 = (await tokenFor((await offer(session, licenseId)).json().data.offer_uri)).json()
      .access_token as string;
    const reused = await credentialRequest(token2, await proof({ aud: ORIGIN, nonce: used, iat: now() }));
    expect(reused.json().error).toBe('invalid_nonce');
    expect(
      (
        await credentialRequest(
          'x'.repeat(43),
          await proof({ aud: ORIGIN, nonce: await nonce(), iat: now() }),
        )
      ).statusCode,
    ).toBe(401);
  });

  it('a revoked credential cannot be offered (409)', async () => {
    const revokedId = await insertIssuedLicense(
      deps,
      t.database.db,
      (
        await t.database.db
          .selectFrom('credentials')
          .select('user_id')
          .where('id', '=', licenseId)
          .executeTakeFirstOrThrow()
      ).user_id,
      {
        license_number: 'RN-1',
        state: 'WI',
        status: 'active',
        expiration_date: '2028-02-28',
      },
    );
    const row = await t.database.db
      .selectFrom('credentials')
      .select(['status_uri', 'status_idx'])
      .where('id', '=', revokedId)
      .executeTakeFirstOrThrow();
    await setCredentialStatus(deps, { uri: row.status_uri!, idx: row.status_idx! }, 'invalid');
    await t.database.db
      .updateTable('credentials')
      .set({ status: 'revoked' })
      .where('id', '=', revokedId)
      .execute();
    const refused = await offer(session, revokedId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('oid4vci.not-issued');
  });
});
