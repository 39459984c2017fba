import { createHash, type JsonWebKey } from 'node:crypto';
import { createHeaderAndPayload, StatusList } from '@sd-jwt/jwt-status-list';
import { es256Signer } from './keys';
import type { SignedToken } from './issuer.repository';

// IETF Token Status List (draft-ietf-oauth-status-list), 2 bits per credential (decision 036).

export const STATUS_VALUES = { valid: 0, invalid: 1, suspended: 2 } as const;
export type CredentialStatus = keyof typeof STATUS_VALUES;

/**
 * Entries per list: 2^17 = 131,072. The draft asks for lists large enough that fetching one reveals little
 * about which credential is checked ("herd privacy"); 2 bits each make 32 KiB uncompressed, a few hundred bytes
 * compressed while most are 0.
 */
export const STATUS_LIST_SIZE = 2 ** 17;
/** How long a verifier may cache a status list (the token's `ttl` and Cache-Control max-age). */
export const STATUS_LIST_TTL_SECONDS = 300;
/** A status list token is valid for a day and signed again when less than half of that is left. */
export const STATUS_LIST_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
export const STATUS_LIST_REFRESH_BEFORE_SECONDS = 12 * 60 * 60;

const BITS = 2;
const PER_BYTE = 8 / BITS;

export const emptyStatuses = (size: number) => new Uint8Array(size / PER_BYTE);

export function statusAt(statuses: Uint8Array, idx: number): number {
  return (statuses[Math.floor(idx / PER_BYTE)]! >> ((idx % PER_BYTE) * BITS)) & 0b11;
}

/** A copy with entry `idx` set; entries are counted from the least-significant bit of each byte. */
export function withStatus(statuses: Uint8Array, idx: number, value: number): Uint8Array {
  const next = Uint8Array.from(statuses);
  const byte = Math.floor(idx / PER_BYTE);
  const shift = (idx % PER_BYTE) * BITS;
  next[byte] = (next[byte]! & ~(0b11 << shift)) | ((value & 0b11) << shift);
  return next;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The statuslist+jwt of a list: `sub` its own URL, `lst` ZLIB-compressed by @sd-jwt/jwt-status-list. */
export function signStatusList({
  uri,
  statuses,
  size,
  key,
  now,
}: {
  uri: string;
  statuses: Uint8Array;
  size: number;
  key: { kid: string; privateJwk: JsonWebKey };
  now: Date;
}): SignedToken {
  const values = Array.from({ length: size }, (_, idx) => statusAt(statuses, idx));
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + STATUS_LIST_TOKEN_LIFETIME_SECONDS;
  const { header, payload } = createHeaderAndPayload(
    new StatusList(values, BITS),
    { sub: uri, iat, exp, ttl: STATUS_LIST_TTL_SECONDS },
    {
      alg: 'ES256',
      // Stryker disable next-line StringLiteral: the library sets typ statuslist+jwt itself; its type wants one
      typ: 'statuslist+jwt',
      kid: key.kid,
    },
  );
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const token = `${unsigned}.${es256Signer(key.privateJwk)(unsigned)}`;
  return {
    token,
    etag: `"${createHash('sha256').update(token).digest('base64url').slice(0, 32)}"`,
    expiresAt: new Date(exp * 1000),
  };
}
