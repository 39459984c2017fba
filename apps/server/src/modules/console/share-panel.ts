import type { PanelCheck, PanelCheckName, VerifiedCredential } from '@credence/shared';
import { translate } from '@credence/shared';
import type { RejectionReason } from '../issuer/verify';

// The verification panel of one shared credential (decision 051), pure: what the outside verifier's code said
// about the presentation, grouped into the four checks staff read (issuer signature, holder binding, status,
// expiry), plus the age of the primary-source check against the requirement's verification window.

const DAY = 24 * 60 * 60 * 1000;

const GROUP_OF: Partial<Record<RejectionReason, Exclude<PanelCheckName, 'source_age'>>> = {
  audience: 'binding',
  nonce: 'binding',
  'key-binding': 'binding',
  'key-binding-missing': 'binding',
  'key-binding-stale': 'binding',
  'status-missing': 'status',
  'status-list': 'status',
  'status-invalid': 'status',
  'status-suspended': 'status',
  expired: 'expiry',
  'not-yet-valid': 'expiry',
};

/** Whole days from one instant to another, rounded down (a check made 23 hours ago is 0 days old). */
export const wholeDays = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / DAY);

/** Days from today (UTC) to an ISO date: 0 on the day itself, negative once past. */
export function daysUntil(isoDate: string, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d!) - today) / DAY);
}

/** The smallest horizon an expiry falls within (30, 60, 90), or null when further out or already past. */
export function horizonOf(daysLeft: number): 30 | 60 | 90 | null {
  if (daysLeft < 0) return null;
  if (daysLeft <= 30) return 30;
  if (daysLeft <= 60) return 60;
  if (daysLeft <= 90) return 90;
  return null;
}

export interface PanelInput {
  /** 'verified', 'pending_identity', or the verifier's rejection reason. */
  verification: string;
  expiresOn: string | null;
  verifiedAt: Date | null;
  windowDays: number;
  now: Date;
}

export type PanelResult = Pick<VerifiedCredential, 'checks' | 'reasons' | 'age_days'>;

export function panelOf({ verification, expiresOn, verifiedAt, windowDays, now }: PanelInput): PanelResult {
  const reasons: string[] = [];
  const checks: Record<PanelCheckName, PanelCheck> = {
    signature: 'pass',
    binding: 'pass',
    status: 'pass',
    expiry: 'pass',
    source_age: 'pass',
  };
  if (verification === 'pending_identity') {
    checks.signature = checks.binding = checks.status = checks.expiry = 'not_checked';
    reasons.push(translate('console.shares.reason.pending-identity'));
  } else if (verification !== 'verified') {
    // The verifier stops at the first failure: only that check is known failed, the others are not claimed.
    const failed: Exclude<PanelCheckName, 'source_age'> =
      GROUP_OF[verification as RejectionReason] ?? 'signature';
    checks.signature = checks.binding = checks.status = checks.expiry = 'not_checked';
    checks[failed] = 'fail';
    reasons.push(translate(`console.shares.reason.${failed}`, { reason: verification }));
  }
  if (expiresOn && daysUntil(expiresOn, now) < 0 && checks.expiry !== 'fail') {
    checks.expiry = 'fail';
    reasons.push(translate('console.shares.reason.credential-expired', { date: expiresOn.slice(0, 10) }));
  }
  const age = verifiedAt ? wholeDays(verifiedAt, now) : null;
  if (age === null) {
    checks.source_age = 'fail';
    reasons.push(translate('console.shares.reason.never-verified'));
  } else if (age > windowDays) {
    checks.source_age = 'fail';
    reasons.push(translate('console.shares.reason.stale', { age, window: windowDays }));
  }
  return { checks, reasons, age_days: age };
}
