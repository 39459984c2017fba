import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { es256Signer, publicJwkOf } from './keys';
import { emptyStatuses, signStatusList, withStatus } from './status-list';
import {
  PresentationRejected,
  verifyPresentation,
  type DocumentFetcher,
  type FetchedDocument,
  type VerifyInput,
} from './verify';

// An issuer, a holder and a verifier in memory, for verify.ts's unit tests: every credential is built by hand
// (header, payload, disclosures, key-binding JWT), so a test can change exactly the one thing a check reads.

export const ISSUER = 'https://credence.example';
export const AUDIENCE = 'https://credence.example/organizations/clinic';
export const NONCE = 'nonce-0123456789';
export const NOW = new Date('2026-11-25T12:00:00Z');
export const NOW_S = NOW.getTime() / 1000;
export const LIST_URI = `${ISSUER}/status-lists/list-0001`;
export const METADATA_URL = `${ISSUER}/.well-known/jwt-vc-issuer`;
export const IDX = 5;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
export const digestOf = (disclosure: string) =>
  createHash('sha256').update(disclosure, 'ascii').digest('base64url');
/** 16 random bytes: 22 base64url characters, the 128 bits RFC 9901 asks for. */
export const salt = () => randomBytes(16).toString('base64url');
export const disclosure = (...items: unknown[]) => b64(items);

export function keyPair(kid = `kid-${randomBytes(4).toString('hex')}`) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateJwk = privateKey.export({ format: 'jwk' }) as JsonWebKey;
  const jwk = publicKey.export({ format: 'jwk' }) as Record<string, unknown>;
  return { kid, privateJwk, publicJwk: publicJwkOf(jwk, kid), sign: es256Signer(privateJwk) };
}
export type KeyPair = ReturnType<typeof keyPair>;

export const signJwt = (header: unknown, payload: unknown, key: KeyPair) => {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${key.sign(unsigned)}`;
};

export function testIssuer() {
  const issuerKey = keyPair('issuer-kid-1');
  const holderKey = keyPair('holder-kid-1');
  const documents = new Map<string, FetchedDocument | Error>();
  const fetched: string[] = [];

  const statusList = (
    value = 0,
    { header = {}, payload = {}, key = issuerKey }: { header?: object; payload?: object; key?: KeyPair } = {},
  ) => {
    const { token } = signStatusList({
      uri: LIST_URI,
      statuses: withStatus(emptyStatuses(16), IDX, value),
      size: 16,
      key: { kid: key.kid, privateJwk: key.privateJwk },
      now: NOW,
    });
    const [h, p] = token.split('.');
    return signJwt({ ...decode(h!), ...header }, { ...decode(p!), ...payload }, key);
  };
  const serveList = (token: string, contentType = 'application/statuslist+jwt', status = 200) =>
    documents.set(LIST_URI, { status, contentType, body: token });
  const serveMetadata = (metadata: unknown, status = 200) =>
    documents.set(METADATA_URL, { status, contentType: 'application/json', body: JSON.stringify(metadata) });

  serveMetadata({ issuer: ISSUER, jwks: { keys: [issuerKey.publicJwk] } });
  serveList(statusList());

  const fetchDocument: DocumentFetcher = async (url, accept) => {
    fetched.push(`${accept} ${url}`);
    const document = documents.get(url);
    if (!document) throw new Error(`no route to ${url}`);
    if (document instanceof Error) throw document;
    return document;
  };

  /** `<issuer JWT>~<disclosure>~…~` (no key binding yet); given_name and number disclosed by default. */
  function credential({
    header = {},
    payload = {},
    disclosures = [disclosure(salt(), 'given_name', 'Maria'), disclosure(salt(), 'number', '95012')],
    extra = [],
    key = issuerKey,
  }: {
    header?: Record<string, unknown>;
    payload?: Record<string, unknown>;
    /** Disclosures the payload's _sd names. */
    disclosures?: string[];
    /** Disclosures sent but named by no digest of the payload. */
    extra?: string[];
    key?: KeyPair;
  } = {}) {
    const jwt = signJwt(
      { alg: 'ES256', typ: 'dc+sd-jwt', kid: issuerKey.kid, ...header },
      {
        iss: ISSUER,
        iat: NOW_S - 60,
        exp: NOW_S + 86_400,
        vct: `${ISSUER}/vct/rn_license/v1`,
        cnf: { jwk: holderKey.publicJwk },
        status: { status_list: { uri: LIST_URI, idx: IDX } },
        family_name: 'Delgado',
        _sd: disclosures.map(digestOf),
        _sd_alg: 'sha-256',
        ...payload,
      },
      key,
    );
    return `${[jwt, ...disclosures, ...extra].join('~')}~`;
  }

  /** Appends a key-binding JWT, signed by the holder's key unless told otherwise. */
  function bind(
    sdJwt: string,
    {
      header = {},
      payload = {},
      key = holderKey,
    }: { header?: Record<string, unknown>; payload?: Record<string, unknown>; key?: KeyPair } = {},
  ) {
    const sdHash = createHash('sha256').update(sdJwt).digest('base64url');
    return `${sdJwt}${signJwt(
      { alg: 'ES256', typ: 'kb+jwt', ...header },
      { iat: NOW_S, aud: AUDIENCE, nonce: NONCE, sd_hash: sdHash, ...payload },
      key,
    )}`;
  }

  const verify = (presentation: string, more: Partial<VerifyInput> = {}) =>
    verifyPresentation({
      presentation,
      audience: AUDIENCE,
      nonce: NONCE,
      trustedIssuers: [ISSUER],
      fetchDocument,
      now: NOW,
      ...more,
    });

  /** `reason: message` of the rejection, or 'accepted'. */
  const outcome = async (presentation: string, more: Partial<VerifyInput> = {}) => {
    try {
      await verify(presentation, more);
      return 'accepted';
    } catch (error) {
      if (error instanceof PresentationRejected && error.name === 'PresentationRejected')
        return `${error.reason}: ${error.message}`;
      throw error;
    }
  };
  /** Only the reason (for rejections whose message comes from the library). */
  const reason = async (presentation: string, more: Partial<VerifyInput> = {}) =>
    (await outcome(presentation, more)).split(':')[0];

  return {
    issuerKey,
    holderKey,
    documents,
    fetched,
    fetchDocument,
    statusList,
    serveList,
    serveMetadata,
    credential,
    bind,
    verify,
    outcome,
    reason,
  };
}
