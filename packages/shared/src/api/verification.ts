import { z } from 'zod';
import { jobSchema } from '../domain/jobs';
import {
  expiringItemSchema,
  requestableCredentialSchema,
  sourceVerificationStatusSchema,
  VERIFICATION_METHODS,
  verificationSourceSchema,
} from '../domain/source-verifications';
import { contract } from './contract';

// Primary-source verification (issue 13; decision 034) and the jobs a page waits on (000 §7 GET /api/job/{id}).

// GET /api/job/:id → data: the job with `in_progress` (queued or running). Another person's job answers 404
//   exactly as a missing one.
export const jobDataSchema = jobSchema.extend({ in_progress: z.boolean() });
export type JobData = z.infer<typeof jobDataSchema>;

// GET /api/verifications → data: { verifications: [...] } of the signed-in clinician only. `evidence` is what
//   the source answered (the exact record, or a list snapshot's SHA-256 and date); `manual_entry` is true
//   when the look-up failed or found nothing, so the page offers manual entry (001 §8).
export const verificationEntrySchema = z.object({
  id: z.string(),
  source: verificationSourceSchema,
  status: sourceVerificationStatusSchema,
  method: z.enum(VERIFICATION_METHODS).nullable(),
  reason: z.string().nullable(),
  evidence: z.unknown().nullable(),
  expirations: z.array(expiringItemSchema),
  job_id: z.string().nullable(),
  checked_at: z.string().nullable(),
  manual_entry: z.boolean(),
});
export type VerificationEntry = z.infer<typeof verificationEntrySchema>;

// POST /api/request_cred body { credential_type } or { id } → 202 data: { job_id, source, status } — the
//   (re-)verification job to follow with GET /api/job/{id}. `id` names one credential of the wallet
//   (GET /api/credential): its own source is checked again (an expired or revoked credential's "request
//   re-verification"); another clinician's id answers 404 like a missing one. A credential type whose source
//   needs an identifier the clinician has not given (an NPI, an NCSBN id, a DEA number) answers 400 with
//   detail { path: 'credential_type', message: 'verification.manual-entry' }: the page offers manual entry.
export const requestCredBodySchema = z
  .object({
    credential_type: requestableCredentialSchema.optional(),
    id: z.uuid({ error: 'request.invalid' }).optional(),
  })
  .refine((body) => body.credential_type !== undefined || body.id !== undefined, {
    path: ['credential_type'],
    message: 'validation.required',
  });
export const requestCredDataSchema = z.object({
  job_id: z.string(),
  source: verificationSourceSchema,
  status: sourceVerificationStatusSchema,
});

export const jobsApi = {
  get: contract({
    method: 'GET',
    path: '/api/job/:id',
    access: 'authenticated',
    tags: ['jobs'],
    summary: 'A background job of the signed-in person: status, progress, in_progress, result or error code',
    params: z.object({ id: z.string().max(64) }),
    response: jobDataSchema,
    errors: ['request.not-found'],
  }),
};

export const verificationApi = {
  list: contract({
    method: 'GET',
    path: '/api/verifications',
    access: { action: 'get_credentials' },
    tags: ['verifications'],
    summary: 'The signed-in clinician’s primary-source verifications with status and evidence',
    response: z.object({ verifications: z.array(verificationEntrySchema) }),
    errors: [],
  }),
  requestCred: contract({
    method: 'POST',
    path: '/api/request_cred',
    access: { action: 'post_self_attested' },
    tags: ['verifications'],
    summary: 'Starts a (re-)verification of one credential type; answers the job to follow',
    body: requestCredBodySchema,
    response: requestCredDataSchema,
    status: 202,
    errors: ['verification.manual-entry', 'request.not-found'],
  }),
};
