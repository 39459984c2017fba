import { exportJWK, generateKeyPair, importJWK, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createAccessTokenVerifier, TokenRefused } from './access-token';

// One check per test: each refusal below goes green only because of the single check it names.
describe('the access-token verifier', () => {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://credence.test' });
  const NOW = new Date('2026-11-25T10:00:00Z');
  const now = NOW.getTime() / 1000;
  const clock = () => new Date(NOW);
  let ours: JWK;
  let stranger: JWK;
  let verify: ReturnType<typeof createAccessTokenVerifier>;

  const ecKey = async (kid: string) => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    return { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid };
  };
  beforeAll(async () => {
    ours = await ecKey('ours');
    // Same kid as ours: only the signature tells them apart.
    stranger = await ecKey('ours');
    verify = createAccessTokenVerifier({ config, clock, issuerClock: clock, keys: [ours] });
  });

  const claims = (overrides: Record<string, unknown> = {}) => {
    const all: Record<string, unknown> = {
      iss: 'https://credence.test/oidc',
      aud: 'https://credence.test/api',
      sub: 'b3f1c2d4-0000-4000-8000-000000000001',
      client_id: 'credence-web',
      gid: 'grant-1',
      iat: now,
      exp: now + 600,
      ...overrides,
    };
    for (const [name, value] of Object.entries(all)) if (value === undefined) delete all[name];
    return all;
  };
  async function sign(
    overrides: Record<string, unknown> = {},
    { key = ours, typ = 'at+jwt', alg = 'ES256' }: { key?: JWK; typ?: string; alg?: string } = {},
  ) {
    return new SignJWT(claims(overrides))
      .setProtectedHeader({ alg, typ, kid: key.kid })
      .sign(await importJWK(key, alg));
  }
  const reason = async (token: string) =>
    verify(token).then(
      () => 'accepted',
      (error: unknown) => (error instanceof TokenRefused ? error.reason : `threw ${String(error)}`),
    );

  it('accepts a token with every claim right (the control)', async () => {
    expect(await verify(await sign())).toEqual({
      userId: 'b3f1c2d4-0000-4000-8000-000000000001',
      grantId: 'grant-1',
    });
  });

  it('refuses a token that is not an access token (typ JWT, as an ID token has)', async () => {
    expect(await reason(await sign({}, { typ: 'JWT' }))).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses another issuer', async () => {
    expect(await reason(await sign({ iss: 'https://evil.test/oidc' }))).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
  });

  it('refuses another audience, such as the client id an ID token is for', async () => {
    expect(await reason(await sign({ aud: 'credence-web' }))).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses a token issued to another client', async () => {
    expect(await reason(await sign({ client_id: 'other-client' }))).toBe('client');
    expect(await reason(await sign({ client_id: undefined }))).toBe('client');
  });

  it('refuses a token once exp has passed, and one without exp', async () => {
    expect(await reason(await sign({ exp: now + 1 }))).toBe('accepted');
    expect(await reason(await sign({ exp: now }))).toBe('ERR_JWT_EXPIRED');
    expect(await reason(await sign({ exp: undefined }))).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses a token issued more than 60 seconds in the future, and one without iat', async () => {
    expect(await reason(await sign({ iat: now + 60 }))).toBe('accepted');
    expect(await reason(await sign({ iat: now + 61 }))).toBe('iat-future');
    expect(await reason(await sign({ iat: now + 365 * 24 * 60 * 60 }))).toBe('iat-future');
    expect(await reason(await sign({ iat: undefined }))).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses a token without a grant id or a subject', async () => {
    expect(await reason(await sign({ gid: undefined }))).toBe('claims');
    expect(await reason(await sign({ sub: undefined }))).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('refuses a subject or a grant id that is not text', async () => {
    expect(await reason(await sign({ sub: 12345 }))).toBe('claims');
    expect(await reason(await sign({ gid: 12345 }))).toBe('claims');
  });

  it('names its reason in the message, and calls any other failure malformed', async () => {
    const refusal = await verify(await sign({ client_id: 'other-client' })).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TokenRefused);
    expect((refusal as Error).message).toBe('access token refused: client');
    // A failure that is not jose's (here the issuer's clock breaks) is still a refusal, never an escape.
    const broken = createAccessTokenVerifier({
      config,
      clock,
      issuerClock: () => {
        throw new Error('clock down');
      },
      keys: [ours],
    });
    await expect(broken(await sign())).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses a signature by another key, and a tampered payload', async () => {
    expect(await reason(await sign({}, { key: stranger }))).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
    const [header, , signature] = (await sign()).split('.');
    const payload = Buffer.from(JSON.stringify(claims({ sub: 'someone-else' }))).toString('base64url');
    expect(await reason(`${header}.${payload}.${signature}`)).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it('refuses every algorithm but ES256, even one a key in the set could verify', async () => {
    expect(await reason(new UnsecuredJWT(claims()).encode())).not.toBe('accepted');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const rsa = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'rsa' };
    const withRsa = createAccessTokenVerifier({ config, clock, issuerClock: clock, keys: [ours, rsa] });
    const rsaToken = await sign({}, { key: rsa, alg: 'RS256' });
    await expect(withRsa(rsaToken)).rejects.toMatchObject({ reason: 'ERR_JOSE_ALG_NOT_ALLOWED' });
  });
});
