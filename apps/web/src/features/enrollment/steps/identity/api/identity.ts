import { idVerificationStatusSchema, type IdVerificationStatus } from '@credence/shared';
import { z } from 'zod';
import { api, type ApiClient } from '../../../../../lib/api-client';

// The identity routes of apps/server/src/modules/identity-verification. The person's status lives in the
// actor's settings.id_verification (not_started, pending, finished, invalid); the identity check's outcome
// in basic_info|verification.

export const checkStatusSchema = z.enum(['pending', 'finished', 'invalid']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

const checkOutcomeSchema = z.object({ status: checkStatusSchema, checked_at: z.string() });
export type CheckOutcome = z.infer<typeof checkOutcomeSchema>;

/** The saved identity check (basic_info|verification), when there is one. */
export function savedCheck(value: unknown): CheckOutcome | null {
  const parsed = checkOutcomeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** POST /api/id_check: runs (or asks again about) the identity check; saves basic_info|verification. */
export async function postIdCheck(client: ApiClient = api): Promise<CheckOutcome> {
  return z.object({ data: checkOutcomeSchema }).parse(await client.post('/api/id_check')).data;
}

const startedSchema = z.object({
  status: idVerificationStatusSchema,
  cross_device_url: z.string(),
  cross_device_token: z.string(),
  expires_in_seconds: z.number(),
});
export type VerificationStarted = z.infer<typeof startedSchema>;

/**
 * POST /api/id_verify (the wizard and /id-verify) or POST /api/verify_identity (/verify-identity, the
 * organization sign-in path): starts a round and answers the cross-device link.
 */
export async function startVerification(
  path: '/api/id_verify' | '/api/verify_identity',
  client: ApiClient = api,
): Promise<VerificationStarted> {
  return z.object({ data: startedSchema }).parse(await client.post(path)).data;
}

/**
 * PUT /api/id_verification: `pending` once the person has done their part (with the link's token when on a
 * phone), answered with the provider's verdict so far; `not_started` to retry after invalid.
 */
export async function putIdVerification(
  body: { status: 'pending' | 'not_started'; cross_device_token?: string },
  client: ApiClient = api,
): Promise<IdVerificationStatus> {
  const answer = await client.put('/api/id_verification', body);
  return z.object({ data: z.object({ status: idVerificationStatusSchema }) }).parse(answer).data.status;
}
