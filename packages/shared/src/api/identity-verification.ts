import { z } from 'zod';
import { idVerificationStatusSchema } from '../domain/id-verification';
import { contract } from './contract';
import { lookupErrors } from './lookup-sources.errors';

// The contract of the identity routes (apps/server/src/modules/identity-verification). The person's status
// lives in the actor's settings.id_verification (not_started, pending, finished, invalid); the identity
// check's outcome in basic_info|verification.

export const checkStatusSchema = z.enum(['pending', 'finished', 'invalid']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

export const checkOutcomeSchema = z.object({ status: checkStatusSchema, checked_at: z.string() });
export type CheckOutcome = z.infer<typeof checkOutcomeSchema>;

export const verificationStartedSchema = z.object({
  status: idVerificationStatusSchema,
  /** Open on a phone to finish there; carries the token below. */
  cross_device_url: z.string(),
  cross_device_token: z.string(),
  expires_in_seconds: z.number().int(),
});
export type VerificationStarted = z.infer<typeof verificationStartedSchema>;

const access = { action: 'post_self_attested' } as const;
const tags = ['identity-verification'];
// A status that does not allow the step is a 400 with details at `status` (identity.start-first, …).
const statusErrors = [lookupErrors.unavailable] as const;

/** The endpoints of identity verification (decision 030: one contract per endpoint). */
export const identityVerificationApi = {
  applicant: contract({
    method: 'POST',
    path: '/api/id_applicant',
    access,
    tags,
    summary:
      'Creates the identity-provider applicant from the saved name, date of birth and address (400 naming missing keys)',
    response: z.object({ applicant_id: z.string() }),
    errors: ['lookup.unavailable'],
  }),
  check: contract({
    method: 'POST',
    path: '/api/id_check',
    access,
    tags,
    summary: 'Runs the identity check and saves its outcome in basic_info|verification',
    response: checkOutcomeSchema,
    errors: ['lookup.unavailable'],
  }),
  start: contract({
    method: 'POST',
    path: '/api/id_verify',
    access,
    tags,
    summary: 'Starts identity verification: the current status and a cross-device link',
    response: verificationStartedSchema,
    errors: statusErrors,
  }),
  startOrganization: contract({
    method: 'POST',
    path: '/api/verify_identity',
    access,
    tags,
    summary: 'Starts identity verification on the organization sign-in path (same as POST /api/id_verify)',
    response: verificationStartedSchema,
    errors: statusErrors,
  }),
  update: contract({
    method: 'PUT',
    path: '/api/id_verification',
    access,
    tags,
    summary:
      'pending once the person has done their part (the result is fetched from the provider), or not_started to retry after invalid',
    body: z.object({
      status: idVerificationStatusSchema,
      /** When finishing on a phone through the cross-device link. */
      cross_device_token: z.string().min(1).max(200).optional(),
    }),
    response: z.object({ status: idVerificationStatusSchema }),
    errors: statusErrors,
  }),
  requirement: contract({
    method: 'GET',
    path: '/api/app_req/id_verification',
    access: { action: 'get_self_attested' },
    tags,
    summary:
      "Whether the clinician's application requirement asks for the identity check and identity verification (404 unless theirs)",
    query: z.object({ app_req_id: z.uuid({ error: 'request.invalid' }) }),
    response: z.object({
      app_req_id: z.string(),
      identity_check: z.boolean(),
      identity_verification: z.boolean(),
      status: idVerificationStatusSchema,
    }),
    errors: ['request.not-found'],
  }),
};
