import { z } from 'zod';

/**
 * Verification statuses the wording names (001 §4): pending, in progress, verified, error (the clinician
 * retries by button) and signed by the outside verifier. Transitions are not shown; ours follow below.
 */
export const VERIFICATION_STATUSES = ['pending', 'in_progress', 'verified', 'error', 'signed'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const VERIFICATION_STATUS_TRANSITIONS: Readonly<
  Record<VerificationStatus, readonly VerificationStatus[]>
> = {
  pending: ['in_progress', 'signed', 'error'],
  in_progress: ['verified', 'signed', 'error'],
  // A signature from the outside verifier still needs checking before the position counts as verified.
  signed: ['verified', 'error'],
  error: ['pending'],
  verified: [],
};

export function canTransitionVerification(from: VerificationStatus, to: VerificationStatus): boolean {
  return VERIFICATION_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * Credential lifecycle (001 §4 wording: offered, accepted, pending verification, added to wallet, expired,
 * revoked, failed; the clinician may dispute). Ours beside them (decision 035): disputed (a dispute is open),
 * suspended (the source put the item on hold: it may come back) and declined (the clinician refused an offer;
 * kept so the same value is not offered again, never listed).
 */
export const CREDENTIAL_LIFECYCLE_STATES = [
  'offered',
  'accepted',
  'pending_verification',
  'added',
  'expired',
  'revoked',
  'suspended',
  'failed',
  'disputed',
  'declined',
] as const;
export const credentialLifecycleStateSchema = z.enum(CREDENTIAL_LIFECYCLE_STATES);
export type CredentialLifecycleState = z.infer<typeof credentialLifecycleStateSchema>;

export const CREDENTIAL_LIFECYCLE_TRANSITIONS: Readonly<
  Record<CredentialLifecycleState, readonly CredentialLifecycleState[]>
> = {
  // An offer the source no longer supports fails; a clinician may dispute before accepting.
  offered: ['accepted', 'declined', 'disputed', 'failed'],
  accepted: ['pending_verification', 'added'],
  // Pending identity approval (001 §4): usable, issued once identity is verified.
  pending_verification: ['added', 'failed', 'disputed', 'expired', 'revoked'],
  added: ['expired', 'revoked', 'suspended', 'disputed'],
  suspended: ['added', 'revoked', 'expired'],
  // A dispute is answered: rejected returns the credential (or offer) as it was, upheld revokes it.
  disputed: ['offered', 'added', 'pending_verification', 'revoked'],
  // A re-verification that finds the item renewed brings an expired credential back.
  expired: ['added'],
  revoked: [],
  failed: [],
  declined: [],
};

export function canTransitionCredential(
  from: CredentialLifecycleState,
  to: CredentialLifecycleState,
): boolean {
  return CREDENTIAL_LIFECYCLE_TRANSITIONS[from].includes(to);
}
