import { describe, expect, it } from 'vitest';
import {
  canShare,
  cardState,
  daysSince,
  daysUntil,
  EXPIRING_WITHIN_DAYS,
  offersReverification,
} from './card-state';

const NOW = new Date('2026-11-25T17:00:00Z');
const base = {
  status: 'added' as const,
  needs_review: false,
  awaiting_identity: false,
  expires_on: null as string | null,
  dispute: null,
  evidence: { method: 'primary_source' as 'primary_source' | 'attested' },
};

describe('a credential card’s state', () => {
  it('counts days to an expiry date in whole UTC days', () => {
    expect(daysUntil('2026-11-25', NOW)).toBe(0);
    expect(daysUntil('2026-11-26', NOW)).toBe(1);
    expect(daysUntil('2026-11-24', NOW)).toBe(-1);
    expect(daysUntil('soon', NOW)).toBeNull();
    expect(daysSince('2026-11-22T09:00:00Z', NOW)).toBe(3);
    expect(daysSince('2026-11-25T01:00:00Z', NOW)).toBe(0);
  });

  it('is expiring from 90 days before the expiry date, verified at 91', () => {
    expect(EXPIRING_WITHIN_DAYS).toBe(90);
    expect(cardState({ ...base, expires_on: '2027-02-23' }, NOW)).toEqual({ kind: 'expiring', days: 90 });
    expect(cardState({ ...base, expires_on: '2027-02-24' }, NOW)).toEqual({ kind: 'verified' });
    expect(cardState({ ...base, expires_on: '2026-11-25' }, NOW)).toEqual({ kind: 'expiring', days: 0 });
    expect(cardState(base, NOW)).toEqual({ kind: 'verified' });
  });

  it('is self-attested, never verified, when only the clinician’s word stands behind it', () => {
    const attested = { ...base, evidence: { method: 'attested' as const } };
    expect(cardState(attested, NOW)).toEqual({ kind: 'attested' });
    expect(cardState({ ...attested, expires_on: '2027-02-24' }, NOW)).toEqual({ kind: 'attested' });
    // What asks something of the clinician, or ends the credential, still comes first.
    expect(cardState({ ...attested, expires_on: '2027-02-23' }, NOW)).toEqual({ kind: 'expiring', days: 90 });
    expect(cardState({ ...attested, status: 'expired' }, NOW)).toEqual({ kind: 'expired' });
    expect(canShare({ kind: 'attested' })).toBe(true);
  });

  it('is expired by status, or once the expiry date has passed', () => {
    expect(cardState({ ...base, expires_on: '2026-11-24' }, NOW)).toEqual({ kind: 'expired' });
    expect(cardState({ ...base, status: 'expired' }, NOW)).toEqual({ kind: 'expired' });
  });

  it('tells revoked, suspended, needs review, disputed and pending apart', () => {
    expect(cardState({ ...base, status: 'revoked', needs_review: true }, NOW).kind).toBe('revoked');
    expect(cardState({ ...base, status: 'suspended' }, NOW).kind).toBe('suspended');
    expect(cardState({ ...base, needs_review: true }, NOW).kind).toBe('needs-review');
    expect(cardState({ ...base, status: 'disputed' }, NOW).kind).toBe('disputed');
    expect(cardState({ ...base, status: 'pending_verification' }, NOW).kind).toBe('pending');
    expect(cardState({ ...base, awaiting_identity: true }, NOW).kind).toBe('pending');
  });

  it('lets expired, revoked and suspended credentials not be shared; expired and revoked offer re-verification', () => {
    for (const kind of ['expired', 'revoked', 'suspended'] as const) expect(canShare({ kind })).toBe(false);
    for (const kind of ['verified', 'pending', 'needs-review'] as const)
      expect(canShare({ kind })).toBe(true);
    expect(offersReverification({ kind: 'expired' })).toBe(true);
    expect(offersReverification({ kind: 'revoked' })).toBe(true);
    expect(offersReverification({ kind: 'suspended' })).toBe(false);
    expect(offersReverification({ kind: 'verified' })).toBe(false);
  });
});
