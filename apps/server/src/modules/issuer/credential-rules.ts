import { statusListPathOf } from '@credence/shared';
import { notFound } from '../../lib/app-error';

// What the issuer checks before it signs (decision 036): the claims a caller may set, the credential's expiry
// and the status-list URIs it will change. Pure; issuer.service.ts signs.

/** Why the issuer refused a request from another module (a programming or data error, never a user's). */
export class IssuanceRefused extends Error {
  constructor(
    readonly reason:
      | 'unknown-type'
      | 'reserved-claim'
      | 'invalid-claim-name'
      | 'invalid-valid-until'
      | 'already-expired'
      | 'unknown-status'
      | 'status-final'
      | 'not-holder',
    message: string,
  ) {
    super(message);
    this.name = 'IssuanceRefused';
  }
}

/**
 * A credential is good for at most this many days after it was issued: NCQA asks for primary-source
 * verification within 120 days of a credentialing decision (credentials.md §1, §4), so exp = min(the item's
 * own expiry, issuance + 120 days); a re-verified credential is issued anew.
 */
export const CREDENTIAL_MAX_AGE_DAYS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Claims the issuer sets itself; a caller's claim of these names would forge them. */
const RESERVED_CLAIMS = new Set([
  'iss',
  'sub',
  'aud',
  'iat',
  'nbf',
  'exp',
  'jti',
  'vct',
  'vct#integrity',
  'cnf',
  'status',
  '_sd',
  '_sd_alg',
  '...',
]);
const CLAIM_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * exp of a credential: the end of `validUntil`, at most 120 days on. `validUntil` is a date alone (valid
 * through that whole UTC day) or an instant as Date#toISOString writes it; anything else is refused.
 */
export function expiryOf(validUntil: string | null, now: Date): Date {
  const cap = now.getTime() + CREDENTIAL_MAX_AGE_DAYS * DAY_MS;
  if (validUntil === null) return new Date(cap);
  // YYYY-MM-DD is 10 characters; the round trip below refuses any other 10 characters.
  const dateOnly = validUntil.length === 10;
  const start = dateOnly ? `${validUntil}T00:00:00.000Z` : validUntil;
  const at = new Date(start);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== start)
    throw new IssuanceRefused('invalid-valid-until', 'validUntil is not an ISO date');
  const end = at.getTime() + (dateOnly ? DAY_MS : 0);
  if (end <= now.getTime()) throw new IssuanceRefused('already-expired', 'validUntil has passed');
  return new Date(Math.min(end, cap));
}

/** The caller's claims without undefined ones; a reserved or non-snake_case name is refused. */
export function checkedClaims(claims: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (RESERVED_CLAIMS.has(name))
      throw new IssuanceRefused('reserved-claim', `claim ${name} is set by the issuer`);
    if (!CLAIM_NAME.test(name))
      throw new IssuanceRefused('invalid-claim-name', 'a claim name is not snake_case');
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The list id of a status list URI of this issuer; anything else answers the 404 of an unknown list. */
export function listIdOf(issuer: string, uri: string): string {
  const prefix = `${issuer}${statusListPathOf('')}`;
  if (!uri.startsWith(prefix)) throw notFound();
  const id = uri.slice(prefix.length);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw notFound();
  return id;
}
