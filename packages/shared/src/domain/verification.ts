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
 * Credential lifecycle (001 §4 wording). The spec lets the clinician dispute a credential without naming the
 * state; disputed is ours, and a dispute ends in a new verification or a revocation.
 */
export const CREDENTIAL_LIFECYCLE_STATES = [
  'offered',
  'accepted',
  'pending_verification',
  'added',
  'expired',
  'revoked',
  'failed',
  'disputed',
] as const;
export const credentialLifecycleStateSchema = z.enum(CREDENTIAL_LIFECYCLE_STATES);
export type CredentialLifecycleState = z.infer<typeof credentialLifecycleStateSchema>;

export const CREDENTIAL_LIFECYCLE_TRANSITIONS: Readonly<
  Record<CredentialLifecycleState, readonly CredentialLifecycleState[]>
> = {
  offered: ['accepted', 'failed'],
  accepted: ['pending_verification', 'added'],
  pending_verification: ['added', 'failed'],
  added: ['expired', 'revoked', 'disputed'],
  disputed: ['pending_verification', 'revoked'],
  expired: [],
  revoked: [],
  failed: [],
};

export function canTransitionCredential(
  from: CredentialLifecycleState,
  to: CredentialLifecycleState,
): boolean {
  return CREDENTIAL_LIFECYCLE_TRANSITIONS[from].includes(to);
}
