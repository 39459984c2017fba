import { createHash, generateKeyPairSync } from 'node:crypto';
import { CREDENTIAL_FORM_TYPES, issuerMetadataSchema, typeMetadataSchema } from '@credence/shared';
import { digest, generateSalt } from '@sd-jwt/crypto-nodejs';
import { getListFromStatusListJWT } from '@sd-jwt/jwt-status-list';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { loadServerSecrets } from '../secrets/secrets.service';
import { insertStatusList, readActiveIssuerKey, readHolderKey } from './issuer.repository';
import {
  CREDENTIAL_MAX_AGE_DAYS,
  holderKeyFor,
  IssuanceRefused,
  issueCredential,
  presentCredential,
  rotateIssuerKey,
  setCredentialStatus,
  type IssuerDeps,
} from './issuer.service';
import { es256Signer, ISSUER_KEY_OWNER, openPrivateJwk } from './keys';
import { emptyStatuses, STATUS_LIST_TTL_SECONDS } from './status-list';
import { VCT_CATALOGUE } from './vct-catalogue';
import { PresentationRejected, statusListCache, verifyPresentation, type DocumentFetcher } from './verify';

const ORIGIN = 'https://credence.example';
const VERIFIER = 'https://verifier.example';
const DAY = 24 * 60 * 60 * 1000;

const LICENSE_CLAIMS = {
  state: 'CA',
  type: 'RN',
  record_status: 'active',
  board_actions: false,
  number: '95012',
  expiration_date: '2028-06-30',
  given_name: 'Maria',
  family_name: 'Delgado-Reyes',
  verification: { source: 'nursys', method: 'primary_source', verified_at: '2026-11-25' },
};

describe('SD-JWT VC issuer', () => {
  let t: TestApp;
  let clock: TestClock;
  let deps: IssuerDeps;
  let maria: TestUser;
  let other: TestUser;
  let fetched: string[];
  let fetchDocument: DocumentFetcher;

  beforeAll(async () => {
    clock = testClock(Date.parse('2026-11-25T12:00:00Z'));
    t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN }, { deps: { clock } });
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    deps = { db: t.database.db, clock, config: t.config, secrets };
    maria = await createUser(t.database.db);
    other = await createUser(t.database.db);
    fetched = [];
    // The verifier reaches the issuer over HTTP; here through the running app's inject, by URL.
    fetchDocument = async (url, accept) => {
      fetched.push(url);
      const target = new URL(url);
      if (target.origin !== ORIGIN) throw new Error(`no route to ${target.origin}`);
      const response = await t.app.inject({ method: 'GET', url: target.pathname, headers: { accept } });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.body,
      };
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const issueLicense = (overrides: Partial<Parameters<typeof issueCredential>[1]> = {}) =>
    issueCredential(deps, {
      userId: maria.id,
      schemaName: 'rn_license',
      claims: LICENSE_CLAIMS,
      validUntil: '2028-06-30',
      ...overrides,
    });

  const present = (sdJwt: string, nonce = randomBytes(12).toString('base64url'), disclose = ['number']) =>
    presentCredential(deps, { userId: maria.id, sdJwt, disclose, audience: VERIFIER, nonce }).then((vp) => ({
      vp,
      nonce,
    }));

  const verify = (
    presentation: string,
    nonce: string,
    more: Partial<Parameters<typeof verifyPresentation>[0]> = {},
  ) =>
    verifyPresentation({
      presentation,
      audience: VERIFIER,
      nonce,
      trustedIssuers: [ORIGIN],
      fetchDocument,
      now: clock(),
      ...more,
    });

  const rejection = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof PresentationRejected) return error.reason;
      throw error;
    }
    return 'accepted';
  };

  /** Signs a credential with Credence's real active key, so only the check under test can refuse it. */
  async function forge({
    header = {},
    payload = {},
    salt,
    frame = ['number'],
  }: {
    header?: Record<string, unknown>;
    payload?: Record<string, unknown>;
    salt?: () => string;
    frame?: string[];
  }) {
    const row = (await readActiveIssuerKey(deps.db))!;
    const privateJwk = openPrivateJwk(deps.secrets.dataKeys, ISSUER_KEY_OWNER, row);
    const real = await issueLicense();
    const realPayload = JSON.parse(Buffer.from(real.sdJwt.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const instance = new SDJwtVcInstance({
      signer: es256Signer(privateJwk),
      signAlg: 'ES256',
      hasher: digest,
      hashAlg: 'sha-256',
      saltGenerator: salt ?? (() => randomBytes(16).toString('base64url')),
    });
    return instance.issue(
      {
        ...LICENSE_CLAIMS,
        iss: ORIGIN,
        iat: realPayload.iat as number,
        exp: realPayload.exp as number,
        vct: realPayload.vct as string,
        cnf: realPayload.cnf,
        status: realPayload.status as never,
        ...payload,
      },
      { _sd: frame } as never,
      { header: { kid: row.kid, typ: 'dc+sd-jwt', ...header } },
    );
  }

  /** Adds a key-binding JWT to `<jwt>~<disclosures>~` with Maria's holder key, as a wallet would. */
  async function bind(withoutKb: string, { nonce = 'n-1', aud = VERIFIER, iat = clock() } = {}) {
    const row = (await readHolderKey(deps.db, maria.id))!;
    const sign = es256Signer(openPrivateJwk(deps.secrets.dataKeys, maria.id, row));
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const sdHash = createHash('sha256').update(withoutKb).digest('base64url');
    const unsigned = `${b64({ alg: 'ES256', typ: 'kb+jwt' })}.${b64({
      iat: Math.floor(iat.getTime() / 1000),
      aud,
      nonce,
      sd_hash: sdHash,
    })}`;
    return { vp: `${withoutKb}${unsigned}.${sign(unsigned)}`, nonce };
  }

  describe('issue, present, verify with the public documents only', () => {
    it('verifies a fresh presentation and shows only what was disclosed', async () => {
      const issued = await issueLicense();
      expect(issued.vct).toBe(`${ORIGIN}/vct/rn_license/v1`);
      expect(issued.status.uri).toMatch(new RegExp(`^${ORIGIN}/status-lists/[A-Za-z0-9_-]+$`));
      const { vp, nonce } = await present(issued.sdJwt);
      fetched = [];
      const result = await verify(vp, nonce);
      expect(result.issuer).toBe(ORIGIN);
      expect(result.kid).toBe(issued.kid);
      expect(result.claims).toMatchObject({ state: 'CA', record_status: 'active', number: '95012' });
      // Withheld: selectively disclosable and not chosen.
      expect(result.claims).not.toHaveProperty('given_name');
      expect(result.claims).not.toHaveProperty('expiration_date');
      // Only the two public documents were read.
      expect(fetched).toEqual([`${ORIGIN}/.well-known/jwt-vc-issuer`, issued.status.uri]);
    });

    it('keeps the catalogue visible claims in the clear and makes every other claim disclosable', async () => {
      const issued = await issueCredential(deps, {
        userId: maria.id,
        schemaName: 'rn_license',
        claims: { ...LICENSE_CLAIMS, unlisted_note: 'x' },
        validUntil: null,
      });
      const payload = JSON.parse(Buffer.from(issued.sdJwt.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      expect(payload).toMatchObject({ state: 'CA', type: 'RN', status: { status_list: issued.status } });
      expect(payload.verification).toEqual(LICENSE_CLAIMS.verification);
      for (const hidden of ['number', 'given_name', 'family_name', 'expiration_date', 'unlisted_note'])
        expect(payload).not.toHaveProperty(hidden);
      expect((payload._sd as string[]).length).toBe(5);
      expect(payload.cnf).toEqual({ jwk: await holderKeyFor(deps, maria.id) });
      // 128-bit salts (22 base64url characters), not the library's 64-bit default.
      for (const disclosure of issued.sdJwt.split('~').slice(1, -1))
        expect((JSON.parse(Buffer.from(disclosure, 'base64url').toString()) as string[])[0]).toHaveLength(22);
    });

    it('fails once the status is set invalid, and the list shows it to the library', async () => {
      const issued = await issueLicense();
      await setCredentialStatus(deps, issued.status, 'invalid');
      const { vp, nonce } = await present(issued.sdJwt);
      expect(await rejection(verify(vp, nonce))).toBe('status-invalid');
      const list = await fetchDocument(issued.status.uri, 'application/statuslist+jwt');
      const decoded = getListFromStatusListJWT(list.body);
      expect(decoded.getStatus(issued.status.idx)).toBe(1);
      expect(decoded.getBitsPerStatus()).toBe(2);
      // Invalid is final.
      await expect(setCredentialStatus(deps, issued.status, 'valid')).rejects.toBeInstanceOf(IssuanceRefused);
    });

    it('fails while suspended and verifies again once valid', async () => {
      const issued = await issueLicense();
      await setCredentialStatus(deps, issued.status, 'suspended');
      let { vp, nonce } = await present(issued.sdJwt);
      expect(await rejection(verify(vp, nonce))).toBe('status-suspended');
      await setCredentialStatus(deps, issued.status, 'valid');
      ({ vp, nonce } = await present(issued.sdJwt));
      expect(await rejection(verify(vp, nonce))).toBe('accepted');
    });
  });

  describe('rejections, each by its own check', () => {
    it('a bad issuer signature', async () => {
      const issued = await issueLicense();
      const { vp, nonce } = await present(issued.sdJwt);
      const [jwt, ...rest] = vp.split('~');
      const [h, p, s] = jwt!.split('.');
      const flipped = `${h}.${p}.${s!.slice(0, 10)}${s![10] === 'A' ? 'B' : 'A'}${s!.slice(11)}`;
      expect(await rejection(verify([flipped, ...rest].join('~'), nonce))).toBe('signature');
    });

    it('a kid the issuer does not publish', async () => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const stranger = new SDJwtVcInstance({
        signer: es256Signer(privateKey.export({ format: 'jwk' })),
        signAlg: 'ES256',
        hasher: digest,
        hashAlg: 'sha-256',
        saltGenerator: () => randomBytes(16).toString('base64url'),
      });
      const real = await issueLicense();
      const payload = JSON.parse(Buffer.from(real.sdJwt.split('.')[1]!, 'base64url').toString());
      const sdJwt = await stranger.issue(
        { ...LICENSE_CLAIMS, ...payload, _sd: undefined, _sd_alg: undefined },
        {
          _sd: ['number'],
        } as never,
        { header: { kid: 'not-a-published-key', typ: 'dc+sd-jwt' } },
      );
      const { vp, nonce } = await present(sdJwt);
      expect(await rejection(verify(vp, nonce))).toBe('unknown-kid');
    });

    it('a header typ other than dc+sd-jwt (the library accepts it)', async () => {
      const sdJwt = await forge({ header: { typ: 'vc+sd-jwt' } });
      const { vp, nonce } = await present(sdJwt);
      expect(await rejection(verify(vp, nonce))).toBe('typ');
      // The same credential with the right typ passes: only the typ differs.
      const good = await present(await forge({}));
      expect(await rejection(verify(good.vp, good.nonce))).toBe('accepted');
    });

    it('a disclosure no digest names (tampered or foreign), even with a valid key binding', async () => {
      const issued = await issueLicense();
      const foreign = Buffer.from(
        JSON.stringify([randomBytes(16).toString('base64url'), 'number', '00000']),
      ).toString('base64url');
      const { vp, nonce } = await bind(`${issued.sdJwt.split('~')[0]}~${foreign}~`);
      expect(await rejection(verify(vp, nonce))).toBe('disclosure-unreferenced');
    });

    it('the same disclosure twice, even with a valid key binding', async () => {
      const issued = await issueLicense();
      const [jwt, first] = issued.sdJwt.split('~');
      const { vp, nonce } = await bind(`${jwt}~${first}~${first}~`);
      expect(await rejection(verify(vp, nonce))).toBe('disclosure-duplicate');
      // One copy of it is fine.
      const once = await bind(`${jwt}~${first}~`);
      expect(await rejection(verify(once.vp, once.nonce))).toBe('accepted');
    });

    it('a salt under 128 bits (the library default of 16 hex characters)', async () => {
      const sdJwt = await forge({ salt: () => generateSalt(16) });
      const { vp, nonce } = await present(sdJwt);
      expect(await rejection(verify(vp, nonce))).toBe('salt-too-short');
    });

    it('another audience, another nonce, no key binding', async () => {
      const issued = await issueLicense();
      const { vp, nonce } = await present(issued.sdJwt);
      expect(await rejection(verify(vp, nonce, { audience: 'https://someone-else.example' }))).toBe(
        'audience',
      );
      expect(await rejection(verify(vp, 'another-nonce'))).toBe('nonce');
      const withoutKb = `${vp.slice(0, vp.lastIndexOf('~'))}~`;
      expect(await rejection(verify(withoutKb, nonce))).toBe('key-binding-missing');
    });

    it('a key-binding JWT older than 300 s or dated ahead (the library takes any iat)', async () => {
      const issued = await issueLicense();
      const withoutKb = `${issued.sdJwt.split('~')[0]}~`;
      const at = (seconds: number) => new Date(clock().getTime() + seconds * 1000);
      const old = await bind(withoutKb, { iat: at(-301) });
      expect(await rejection(verify(old.vp, old.nonce, { skewSeconds: 0 }))).toBe('key-binding-stale');
      const recent = await bind(withoutKb, { iat: at(-299) });
      expect(await rejection(verify(recent.vp, recent.nonce, { skewSeconds: 0 }))).toBe('accepted');
      const ahead = await bind(withoutKb, { iat: at(31) });
      expect(await rejection(verify(ahead.vp, ahead.nonce, { skewSeconds: 30 }))).toBe('key-binding-stale');
    });

    it('an issuer not trusted, and a status list outside the issuer (never fetched)', async () => {
      const issued = await issueLicense();
      const { vp, nonce } = await present(issued.sdJwt);
      expect(await rejection(verify(vp, nonce, { trustedIssuers: ['https://other.example'] }))).toBe(
        'issuer-untrusted',
      );
      const sdJwt = await forge({
        payload: { status: { status_list: { idx: 0, uri: 'http://169.254.169.254/x' } } },
      });
      const forged = await present(sdJwt);
      fetched = [];
      expect(await rejection(verify(forged.vp, forged.nonce))).toBe('status-list');
      expect(fetched).not.toContain('http://169.254.169.254/x');
    });

    it("a status list whose sub is not the URL it came from (another list's token)", async () => {
      const issued = await issueLicense();
      const { vp, nonce } = await present(issued.sdJwt);
      // Another real list of the same issuer, signed and valid, whose sub names itself.
      await insertStatusList(deps.db, { id: 'another-list-0001', size: 8, statuses: emptyStatuses(8) });
      const otherList = `${ORIGIN}/status-lists/another-list-0001`;
      expect((await fetchDocument(otherList, 'application/statuslist+jwt')).status).toBe(200);
      const swapped: DocumentFetcher = (url, accept) =>
        fetchDocument(url === issued.status.uri ? otherList : url, accept);
      expect(await rejection(verify(vp, nonce, { fetchDocument: swapped }))).toBe('status-list');
    });
  });

  const inputOf = () => ({ userId: maria.id, schemaName: 'nope', claims: {}, validUntil: null });

  describe('issuing refuses what would forge or mislabel a credential', () => {
    it('an unknown type, a reserved claim, a bad claim name, a bad date', async () => {
      await expect(issueLicense({ schemaName: 'generic' })).rejects.toMatchObject({ reason: 'unknown-type' });
      await expect(issueLicense({ claims: { iss: 'https://evil.example' } })).rejects.toMatchObject({
        reason: 'reserved-claim',
      });
      await expect(issueLicense({ claims: { cnf: {} } })).rejects.toMatchObject({ reason: 'reserved-claim' });
      await expect(issueLicense({ claims: { 'Bad Name': 1 } })).rejects.toMatchObject({
        reason: 'invalid-claim-name',
      });
      await expect(issueLicense({ validUntil: 'soon' })).rejects.toMatchObject({
        reason: 'invalid-valid-until',
      });
    });

    it("will not present another clinician's credential with their key", async () => {
      const issued = await issueLicense();
      await holderKeyFor(deps, other.id);
      await expect(
        presentCredential(deps, {
          userId: other.id,
          sdJwt: issued.sdJwt,
          disclose: [],
          audience: VERIFIER,
          nonce: 'n',
        }),
      ).rejects.toMatchObject({ statusCode: 404 });
    });

    it('refuses a status change for an index never handed out, or a list elsewhere', async () => {
      const issued = await issueLicense();
      await expect(
        setCredentialStatus(deps, { ...issued.status, idx: 99_999 }, 'invalid'),
      ).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(
        setCredentialStatus(
          deps,
          { uri: `https://other.example/status-lists/${'a'.repeat(16)}`, idx: 0 },
          'invalid',
        ),
      ).rejects.toMatchObject({ statusCode: 404 });
    });
  });

  describe('keys', () => {
    it('keeps private keys sealed at rest', async () => {
      await holderKeyFor(deps, maria.id);
      const rows = [
        ...(await deps.db.selectFrom('issuer_keys').select(['private_jwk', 'public_jwk']).execute()),
        ...(await deps.db.selectFrom('holder_keys').select(['private_jwk', 'public_jwk']).execute()),
      ];
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) {
        expect(row.private_jwk).toMatchObject({ $sealed: 'aes-256-gcm' });
        expect(JSON.stringify(row)).not.toMatch(/"d"/);
      }
      // The seal names its owner: Maria's sealed key does not open as the other clinician's.
      const holder = (await readHolderKey(deps.db, maria.id))!;
      expect(() => openPrivateJwk(deps.secrets.dataKeys, other.id, holder)).toThrow();
    });
  });

  describe('status lists', () => {
    it('changes only the one entry, counted from the least-significant bit', async () => {
      const small: IssuerDeps = { ...deps, statusListSize: 8 };
      const a = await issueCredential(small, { ...inputOf(), schemaName: 'dea' });
      const b = await issueCredential(small, { ...inputOf(), schemaName: 'dea' });
      await setCredentialStatus(deps, b.status, 'suspended');
      const token = (await fetchDocument(b.status.uri, 'application/statuslist+jwt')).body;
      const list = getListFromStatusListJWT(token);
      expect(list.getStatus(b.status.idx)).toBe(2);
      if (a.status.uri === b.status.uri) expect(list.getStatus(a.status.idx)).toBe(0);
      const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
      expect(header).toMatchObject({ typ: 'statuslist+jwt', alg: 'ES256' });
      expect(payload).toMatchObject({ sub: b.status.uri, ttl: STATUS_LIST_TTL_SECONDS });
      // lst: ZLIB (RFC 1950), whose first byte is 0x78.
      expect(Buffer.from(payload.status_list.lst, 'base64url')[0]).toBe(0x78);
    });
  });

  describe('public endpoints', () => {
    it('answer without a session, cacheable, with an ETag that answers 304', async () => {
      const issued = await issueLicense();
      const urls = ['/.well-known/jwt-vc-issuer', '/vct/rn_license/v1', new URL(issued.status.uri).pathname];
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toMatch(/^public, max-age=\d+$/);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        const etag = String(response.headers.etag);
        expect(etag).toMatch(/^".+"$/);
        const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
      }
      const list = await t.app.inject({ method: 'GET', url: new URL(issued.status.uri).pathname });
      expect(list.headers['content-type']).toBe('application/statuslist+jwt');
      expect(list.headers['cache-control']).toBe(`public, max-age=${STATUS_LIST_TTL_SECONDS}`);
      // A change re-signs the list: the old ETag no longer matches.
      await setCredentialStatus(deps, issued.status, 'suspended');
      const changed = await t.app.inject({
        method: 'GET',
        url: new URL(issued.status.uri).pathname,
        headers: { 'if-none-match': String(list.headers.etag) },
      });
      expect(changed.statusCode).toBe(200);
    });

    it('serve type metadata for every catalogue type and 404 for others', async () => {
      expect(Object.keys(VCT_CATALOGUE).sort()).toEqual([...CREDENTIAL_FORM_TYPES].sort());
      for (const type of CREDENTIAL_FORM_TYPES) {
        const response = await t.app.inject({ method: 'GET', url: `/vct/${type}/v1` });
        expect(response.statusCode, type).toBe(200);
        const metadata = typeMetadataSchema.parse(response.json());
        expect(metadata.vct).toBe(`${ORIGIN}/vct/${type}/v1`);
        expect(metadata.name.length).toBeGreaterThan(0);
        expect(metadata.claims.every((claim) => claim.display[0]!.label.length > 0)).toBe(true);
      }
      expect((await t.app.inject({ method: 'GET', url: '/vct/unknown_type/v1' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/status-lists/${'z'.repeat(16)}` })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: '/status-lists/%00bad' })).statusCode).toBe(400);
    });

    it('publish the issuer identifier from PUBLIC_ORIGIN and only public key members', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/.well-known/jwt-vc-issuer' });
      const metadata = issuerMetadataSchema.parse(response.json());
      expect(metadata.issuer).toBe(ORIGIN);
      for (const key of metadata.jwks.keys)
        expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    });
  });

  // Time only moves forward from here (a status list signed "in the future" would be refused as not yet valid).
  describe('as time passes', () => {
    it('a verifier cache honours ttl: a revocation shows once the cached list is older than ttl', async () => {
      const issued = await issueLicense();
      const cache = statusListCache();
      let { vp, nonce } = await present(issued.sdJwt);
      expect(await rejection(verify(vp, nonce, { cache }))).toBe('accepted');
      await setCredentialStatus(deps, issued.status, 'invalid');
      ({ vp, nonce } = await present(issued.sdJwt));
      expect(await rejection(verify(vp, nonce, { cache }))).toBe('accepted');
      clock.advance((STATUS_LIST_TTL_SECONDS + 1) * 1000);
      ({ vp, nonce } = await present(issued.sdJwt));
      expect(await rejection(verify(vp, nonce, { cache }))).toBe('status-invalid');
    });
    it("ends with the item's own expiry when that comes first, and refuses one already past", async () => {
      const day = new Date(clock().getTime() + 10 * DAY).toISOString().slice(0, 10);
      const issued = await issueLicense({ validUntil: day });
      const exp = JSON.parse(Buffer.from(issued.sdJwt.split('.')[1]!, 'base64url').toString()).exp as number;
      const endOfDay = Date.parse(`${day}T00:00:00Z`) + DAY;
      expect(exp).toBe(endOfDay / 1000);
      clock.advance(endOfDay - 60_000 - clock().getTime());
      let { vp, nonce } = await present(issued.sdJwt);
      expect(await rejection(verify(vp, nonce, { skewSeconds: 0 }))).toBe('accepted');
      clock.advance(120_000);
      ({ vp, nonce } = await present(issued.sdJwt));
      expect(await rejection(verify(vp, nonce, { skewSeconds: 0 }))).toBe('expired');
      await expect(issueLicense({ validUntil: day })).rejects.toMatchObject({ reason: 'already-expired' });
    });
    it(`expires ${CREDENTIAL_MAX_AGE_DAYS} days after issue at the latest: valid a minute before, expired a minute after`, async () => {
      const start = clock().getTime();
      const issued = await issueLicense({ validUntil: '2030-01-01' });
      const exp = JSON.parse(Buffer.from(issued.sdJwt.split('.')[1]!, 'base64url').toString()).exp as number;
      expect(exp).toBe(Math.floor((start + 120 * DAY) / 1000));
      clock.advance(120 * DAY - 60_000);
      let { vp, nonce } = await present(issued.sdJwt);
      expect(await rejection(verify(vp, nonce, { skewSeconds: 0 }))).toBe('accepted');
      clock.advance(120_000);
      ({ vp, nonce } = await present(issued.sdJwt));
      expect(await rejection(verify(vp, nonce, { skewSeconds: 0 }))).toBe('expired');
    });
    it('rotates: new credentials use the new kid, the old key stays published until what it signed expires', async () => {
      const before = await issueLicense({
        validUntil: new Date(clock().getTime() + 5 * DAY).toISOString().slice(0, 10),
      });
      const { kid, retired } = await rotateIssuerKey(deps);
      expect(retired).toBe(before.kid);
      const after = await issueLicense();
      expect(after.kid).toBe(kid);
      const metadata = issuerMetadataSchema.parse(
        JSON.parse((await fetchDocument(`${ORIGIN}/.well-known/jwt-vc-issuer`, 'application/json')).body),
      );
      expect(metadata.jwks.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([before.kid, kid]));
      expect(JSON.stringify(metadata)).not.toMatch(/"d"/);
      // The credential signed by the retired key still verifies.
      const old = await present(before.sdJwt);
      expect(await rejection(verify(old.vp, old.nonce))).toBe('accepted');
      // Once everything the old key signed has expired (the longest: a status list token or a 120-day
      // credential), it is no longer published.
      clock.advance(121 * DAY);
      const later = issuerMetadataSchema.parse(
        JSON.parse((await fetchDocument(`${ORIGIN}/.well-known/jwt-vc-issuer`, 'application/json')).body),
      );
      expect(later.jwks.keys.map((key) => key.kid)).not.toContain(before.kid);
      expect(later.jwks.keys.map((key) => key.kid)).toContain(kid);
    });
  });
});
