import { createHash } from 'node:crypto';
import { issuerMetadataSchema, type PublicJwk } from '@credence/shared';
import { digest } from '@sd-jwt/crypto-nodejs';
import { getListFromStatusListJWT } from '@sd-jwt/jwt-status-list';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { es256Verify } from './keys';

// Verifies an SD-JWT VC presentation with public documents only: the issuer's /.well-known/jwt-vc-issuer and
// the status list the credential names, fetched over HTTP (decision 036). @sd-jwt/sd-jwt-vc 0.19.0 checks the
// signatures, exp/iat, the key-binding JWT's signature, nonce and sd_hash, and the status; around it we check
// what it misses (credentials.md §2): the header typ, a disclosure no digest names, the same disclosure twice,
// a salt under 128 bits, the key-binding JWT's audience and age, the status list's typ and sub, and fetching
// only from trusted issuers.

export type RejectionReason =
  | 'malformed'
  | 'typ'
  | 'algorithm'
  | 'issuer-untrusted'
  | 'issuer-metadata'
  | 'unknown-kid'
  | 'signature'
  | 'expired'
  | 'not-yet-valid'
  | 'status-missing'
  | 'status-list'
  | 'status-invalid'
  | 'status-suspended'
  | 'disclosure-unreferenced'
  | 'disclosure-duplicate'
  | 'salt-too-short'
  | 'key-binding-missing'
  | 'key-binding'
  | 'audience'
  | 'nonce'
  | 'key-binding-stale';

export class PresentationRejected extends Error {
  constructor(
    readonly reason: RejectionReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'PresentationRejected';
  }
}

export interface FetchedDocument {
  status: number;
  contentType: string;
  body: string;
}
/** Fetches a public document (GET, with an Accept header); tests answer through the app's inject. */
export type DocumentFetcher = (url: string, accept: string) => Promise<FetchedDocument>;

/**
 * The default fetcher: plain HTTP(S) GET with a 5 s timeout and a size cap, no redirects followed (a redirect
 * could lead off the trusted origin). verifyPresentation only ever asks it for a trusted issuer's URLs.
 */
export function httpDocumentFetcher({
  timeoutMs = 5000,
  maxBytes = 1_000_000,
}: { timeoutMs?: number; maxBytes?: number } = {}): DocumentFetcher {
  return async (url, accept) => {
    const response = await fetch(url, {
      headers: { accept },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes) throw new PresentationRejected('status-list', 'document too large');
    const chunks: Uint8Array[] = [];
    let size = 0;
    // Leaving the loop by the throw cancels the stream: nothing more is read from the connection.
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new PresentationRejected('status-list', 'document too large');
      chunks.push(chunk);
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
    };
  };
}

/** Remembers status lists for their `ttl` (at most 10 minutes), keyed by URL. */
export function statusListCache(maxSeconds = 600) {
  const entries = new Map<string, { token: string; until: number }>();
  return {
    get: (uri: string, now: Date) => {
      const hit = entries.get(uri);
      return hit && hit.until > now.getTime() ? hit.token : undefined;
    },
    put: (uri: string, token: string, ttlSeconds: number, now: Date) => {
      entries.set(uri, { token, until: now.getTime() + Math.min(ttlSeconds, maxSeconds) * 1000 });
    },
  };
}
export type StatusListCache = ReturnType<typeof statusListCache>;

export interface VerifyInput {
  presentation: string;
  /** Who we are: the key-binding JWT's `aud` must be exactly this. */
  audience: string;
  /** The nonce we gave the holder for this presentation. */
  nonce: string;
  /** Issuer identifiers (origins) we accept credentials from; nothing else is ever fetched. */
  trustedIssuers: readonly string[];
  fetchDocument?: DocumentFetcher;
  cache?: StatusListCache;
  now?: Date;
  /** A key-binding JWT older than this (or dated ahead by more than the skew) is stale. */
  maxKeyBindingAgeSeconds?: number;
  skewSeconds?: number;
}

export interface VerifiedPresentation {
  issuer: string;
  vct: string;
  kid: string;
  /** Every claim the verifier can read: the visible ones and the disclosed ones. */
  claims: Record<string, unknown>;
}

const decodePart = (part: string): Record<string, unknown> => {
  const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error();
  return value as Record<string, unknown>;
};

function decodeJwt(jwt: string) {
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new PresentationRejected('malformed', 'not a compact JWT');
  try {
    return { header: decodePart(parts[0]!), payload: decodePart(parts[1]!) };
  } catch {
    throw new PresentationRejected('malformed', 'JWT header or payload is not JSON');
  }
}

/** Every digest the payload and the disclosed values name (`_sd` arrays and `{ "...": digest }` items). */
function referencedDigests(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (
        item &&
        typeof item === 'object' &&
        !Array.isArray(item) &&
        typeof (item as { '...'?: unknown })['...'] === 'string'
      )
        into.add((item as { '...': string })['...']);
      referencedDigests(item, into);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_sd' && Array.isArray(inner))
        for (const d of inner) if (typeof d === 'string') into.add(d);
      referencedDigests(inner, into);
    }
  }
  return into;
}

/** RFC 9901 §7.1 and §9.3 checks the library skips: each disclosure once, named by a digest, with a 128-bit salt. */
function checkDisclosures(payload: Record<string, unknown>, disclosures: string[]) {
  if (payload._sd_alg !== undefined && payload._sd_alg !== 'sha-256')
    throw new PresentationRejected('malformed', 'unsupported _sd_alg');
  if (new Set(disclosures).size !== disclosures.length)
    throw new PresentationRejected('disclosure-duplicate', 'a disclosure appears twice');
  const decoded = disclosures.map((disclosure) => {
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(disclosure, 'base64url').toString('utf8'));
    } catch {
      throw new PresentationRejected('malformed', 'a disclosure is not JSON');
    }
    if (!Array.isArray(value) || (value.length !== 2 && value.length !== 3) || typeof value[0] !== 'string')
      throw new PresentationRejected('malformed', 'a disclosure is not [salt, (name,) value]');
    // 16 bytes of salt are 22 base64url characters.
    if (value[0].length < 22)
      throw new PresentationRejected('salt-too-short', 'a disclosure salt is under 128 bits');
    return { disclosure, value: value as unknown[] };
  });
  const referenced = referencedDigests(payload, new Set());
  for (const { value } of decoded) referencedDigests(value[value.length - 1], referenced);
  for (const { disclosure } of decoded) {
    // A disclosure is base64url, so its ASCII and UTF-8 bytes are the same.
    const hash = createHash('sha256').update(disclosure).digest('base64url');
    if (!referenced.has(hash))
      throw new PresentationRejected('disclosure-unreferenced', 'a disclosure is named by no digest');
  }
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Maps the library's errors (plain messages) to our reasons; ours pass through. The library's nonce error cannot
 * come: verifyPresentation compares the same nonce first.
 */
function reasonOf(error: unknown): PresentationRejected {
  if (error instanceof PresentationRejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/expired/i.test(message)) return new PresentationRejected('expired', message);
  if (/not yet valid/i.test(message)) return new PresentationRejected('not-yet-valid', message);
  if (/status list/i.test(message)) return new PresentationRejected('status-list', message);
  if (/key binding|sd_hash|kb/i.test(message)) return new PresentationRejected('key-binding', message);
  return new PresentationRejected('signature', message);
}

/**
 * Checks a presentation (`<issuer JWT>~<disclosure>~…~<key-binding JWT>`) with the issuer's public documents
 * only, and answers what it discloses; throws PresentationRejected with the first reason found.
 */
export async function verifyPresentation(input: VerifyInput): Promise<VerifiedPresentation> {
  const now = input.now ?? new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const skew = input.skewSeconds ?? 30;
  const fetchDocument = input.fetchDocument ?? httpDocumentFetcher();
  const parts = input.presentation.split('~');
  if (parts.length < 2) throw new PresentationRejected('malformed', 'not an SD-JWT');
  const kbJwt = parts[parts.length - 1]!;
  if (!kbJwt) throw new PresentationRejected('key-binding-missing', 'no key-binding JWT');
  const disclosures = parts.slice(1, -1);
  const { header, payload } = decodeJwt(parts[0]!);

  if (header.typ !== 'dc+sd-jwt') throw new PresentationRejected('typ', 'header typ is not dc+sd-jwt');
  if (header.alg !== 'ES256') throw new PresentationRejected('algorithm', 'only ES256 is accepted');
  const issuer = input.trustedIssuers.find((trusted) => trusted === payload.iss);
  if (issuer === undefined) throw new PresentationRejected('issuer-untrusted', 'untrusted issuer');

  // The issuer's keys, from its well-known metadata (no path: the identifier is an origin).
  const metadataDocument = await fetchDocument(
    `${issuer}/.well-known/jwt-vc-issuer`,
    'application/json',
  ).catch((error: unknown) => {
    throw new PresentationRejected('issuer-metadata', `issuer metadata unreachable: ${String(error)}`);
  });
  let keys: PublicJwk[];
  try {
    const metadata = issuerMetadataSchema.parse(JSON.parse(metadataDocument.body));
    if (metadataDocument.status !== 200 || metadata.issuer !== issuer) throw new Error();
    keys = metadata.jwks.keys;
  } catch {
    throw new PresentationRejected('issuer-metadata', 'issuer metadata is missing or names another issuer');
  }
  const keyOf = (kid: unknown) => keys.find((key) => key.kid === kid);
  if (!keyOf(header.kid)) throw new PresentationRejected('unknown-kid', 'the signing key is not published');

  checkDisclosures(payload, disclosures);

  const status = (payload.status as { status_list?: { uri?: unknown; idx?: unknown } } | undefined)
    ?.status_list;
  if (typeof status?.uri !== 'string' || typeof status.idx !== 'number')
    throw new PresentationRejected('status-missing', 'no status list entry');

  // The key-binding JWT: the library checks its signature, nonce and sd_hash, not its audience or age.
  const kb = decodeJwt(kbJwt);
  if (kb.payload.aud !== input.audience)
    throw new PresentationRejected('audience', 'key-binding aud is not ours');
  if (kb.payload.nonce !== input.nonce)
    throw new PresentationRejected('nonce', 'key-binding nonce is not ours');
  const kbIat = kb.payload.iat;
  if (
    typeof kbIat !== 'number' ||
    kbIat > nowSeconds + skew ||
    nowSeconds - kbIat > (input.maxKeyBindingAgeSeconds ?? 300)
  )
    throw new PresentationRejected('key-binding-stale', 'key-binding JWT is stale');

  const statusListFetcher = async (uri: string): Promise<string> => {
    // Only the trusted issuer's own status lists are fetched: no request to any other address (SSRF).
    if (originOf(uri) !== issuer)
      throw new PresentationRejected('status-list', 'status list outside the issuer');
    const cached = input.cache?.get(uri, now);
    if (cached) return cached;
    const document = await fetchDocument(uri, 'application/statuslist+jwt').catch((error: unknown) => {
      throw new PresentationRejected('status-list', `status list unreachable: ${String(error)}`);
    });
    if (document.status !== 200 || !document.contentType.startsWith('application/statuslist+jwt'))
      throw new PresentationRejected('status-list', 'status list not served as application/statuslist+jwt');
    const token = decodeJwt(document.body);
    if (token.header.typ !== 'statuslist+jwt')
      throw new PresentationRejected('status-list', 'status list typ');
    if (token.payload.sub !== uri)
      throw new PresentationRejected('status-list', 'status list sub is not its URL');
    if (typeof token.payload.exp === 'number' && token.payload.exp + skew < nowSeconds)
      throw new PresentationRejected('status-list', 'status list expired');
    input.cache?.put(uri, document.body, typeof token.payload.ttl === 'number' ? token.payload.ttl : 0, now);
    return document.body;
  };

  const verifier = new SDJwtVcInstance({
    hasher: digest,
    hashAlg: 'sha-256',
    // Both the credential and the status list are signed by a published key named in their header.
    verifier: (data: string, signature: string) => {
      const key = keyOf(decodePart(data.split('.')[0]!).kid);
      return key ? es256Verify(key, data, signature) : false;
    },
    kbVerifier: (data: string, signature: string, sdPayload: Record<string, unknown>) => {
      const jwk = (sdPayload.cnf as { jwk?: Record<string, unknown> } | undefined)?.jwk;
      return jwk ? es256Verify(jwk, data, signature) : false;
    },
    statusListFetcher,
    statusValidator: async (value: number) => {
      if (value === 1) throw new PresentationRejected('status-invalid', 'the credential is revoked');
      if (value === 2) throw new PresentationRejected('status-suspended', 'the credential is suspended');
      if (value !== 0) throw new PresentationRejected('status-invalid', 'unknown status');
    },
  });
  let result: Awaited<ReturnType<SDJwtVcInstance['verify']>>;
  try {
    if (typeof payload.exp !== 'number') throw new PresentationRejected('expired', 'no exp');
    result = await verifier.verify(input.presentation, {
      currentDate: nowSeconds,
      skewSeconds: skew,
      keyBindingNonce: input.nonce,
    });
  } catch (error) {
    throw reasonOf(error);
  }
  if (!result.kb) throw new PresentationRejected('key-binding-missing', 'no key binding verified');
  return {
    issuer,
    vct: String(result.payload.vct),
    kid: String(header.kid),
    claims: result.payload as Record<string, unknown>,
  };
}

/** The status a list holds at `idx`, read with the library (tests and tools). */
export const statusInList = (token: string, idx: number) => getListFromStatusListJWT(token).getStatus(idx);
