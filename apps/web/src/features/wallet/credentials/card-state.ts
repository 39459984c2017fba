import { EXPIRY_REMINDER_DAYS } from '@credence/shared';
import type { Credential } from '@credence/shared';

/**
 * What a credential's card says about it (issue 14): verified, expiring in N days, expired, revoked,
 * suspended, needs review, pending verification, or disputed while a dispute is open; and self-attested where
 * a verified one would be when no primary source could confirm it (evidence method `attested`).
 */
export type CardState =
  | { kind: 'verified' }
  | { kind: 'attested' }
  | { kind: 'expiring'; days: number }
  | { kind: 'expired' }
  | { kind: 'revoked' }
  | { kind: 'suspended' }
  | { kind: 'needs-review' }
  | { kind: 'pending' }
  | { kind: 'disputed' };

/** A credential is "expiring" from the first expiry reminder on: 90 days before (source-verifications.ts). */
export const EXPIRING_WITHIN_DAYS = Math.max(...EXPIRY_REMINDER_DAYS);

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** Whole days from today (UTC) to a YYYY-MM-DD date: 0 on the day itself, negative once past. */
export function daysUntil(isoDate: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round((day - utcDay(now)) / DAY_MS);
}

/** Whole days since an ISO 8601 time (0 today), for "verified 3 days ago". */
export function daysSince(isoTime: string, now: Date = new Date()): number | null {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return null;
  return Math.max(0, Math.round((utcDay(now) - utcDay(time)) / DAY_MS));
}

type StateFacts = Pick<
  Credential,
  'status' | 'needs_review' | 'awaiting_identity' | 'expires_on' | 'dispute'
> & { evidence: Pick<Credential['evidence'], 'method'> };

/**
 * The card's state. The ends of the lifecycle come first (revoked, suspended, expired: by status, or by an
 * expiry date that has passed before the server's daily pass caught up); then what asks something of the
 * clinician (needs review, an open dispute); then pending verification (awaiting identity approval
 * included); then expiring within 90 days; otherwise verified, or self-attested when no source confirmed it.
 */
export function cardState(credential: StateFacts, now: Date = new Date()): CardState {
  if (credential.status === 'revoked') return { kind: 'revoked' };
  if (credential.status === 'suspended') return { kind: 'suspended' };
  const days = credential.expires_on ? daysUntil(credential.expires_on, now) : null;
  if (credential.status === 'expired' || (days !== null && days < 0)) return { kind: 'expired' };
  if (credential.needs_review) return { kind: 'needs-review' };
  if (credential.status === 'disputed' || credential.dispute?.status === 'open') return { kind: 'disputed' };
  if (credential.status === 'pending_verification' || credential.awaiting_identity)
    return { kind: 'pending' };
  if (days !== null && days <= EXPIRING_WITHIN_DAYS) return { kind: 'expiring', days };
  // Only the clinician's word (no primary source here, e.g. a state CDS registration): never called verified.
  if (credential.evidence.method === 'attested') return { kind: 'attested' };
  return { kind: 'verified' };
}

/** Expired, revoked and suspended credentials cannot be shared (credentials.md §3). */
export const canShare = (state: CardState) =>
  state.kind !== 'expired' && state.kind !== 'revoked' && state.kind !== 'suspended';

/** Expired and revoked credentials offer a re-verification (issue 14). */
export const offersReverification = (state: CardState) =>
  state.kind === 'expired' || state.kind === 'revoked';
