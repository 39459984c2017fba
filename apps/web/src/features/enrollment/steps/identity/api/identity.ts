import {
  checkOutcomeSchema,
  identityVerificationApi as contracts,
  type CheckOutcome,
  type IdVerificationStatus,
  type VerificationStarted,
} from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

// The identity routes (contracts: packages/shared/src/api/identity-verification.ts). The person's status
// lives in the actor's settings.id_verification (not_started, pending, finished, invalid); the identity
// check's outcome in basic_info|verification.

export type { CheckOutcome, VerificationStarted };

/** The saved identity check (basic_info|verification), when there is one. */
export function savedCheck(value: unknown): CheckOutcome | null {
  const parsed = checkOutcomeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** POST /api/id_check: runs (or asks again about) the identity check; saves basic_info|verification. */
export async function postIdCheck(client?: ApiClient): Promise<CheckOutcome> {
  return callEndpoint(contracts.check, {}, { client });
}

/**
 * POST /api/id_verify (the wizard and /id-verify) or POST /api/verify_identity (/verify-identity, the
 * organization sign-in path): starts a round and answers the cross-device link.
 */
export async function startVerification(
  path: '/api/id_verify' | '/api/verify_identity',
  client?: ApiClient,
): Promise<VerificationStarted> {
  const contract = path === '/api/id_verify' ? contracts.start : contracts.startOrganization;
  return callEndpoint(contract, {}, { client });
}

/**
 * PUT /api/id_verification: `pending` once the person has done their part (with the link's token when on a
 * phone), answered with the provider's verdict so far; `not_started` to retry after invalid.
 */
export async function putIdVerification(
  body: { status: 'pending' | 'not_started'; cross_device_token?: string },
  client?: ApiClient,
): Promise<IdVerificationStatus> {
  return (await callEndpoint(contracts.update, { body }, { client })).status;
}
