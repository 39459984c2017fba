import { z } from 'zod';
import { contract } from './contract';
import {
  makeWorkVerificationFieldsSchema,
  makeWorkVerificationFormSchema,
  workVerificationSignatureSchema,
  signatureIssues,
} from '../schemas/work-verification';
import { makeEmailSchema, ruledText } from '../schemas/form-fields';
import { addIssues, requiredString } from '../fields/rule';

// Work verification by an outside verifier (000 §2 /work_verification, §3, §6, §7; 001 §4 statuses; issue 16;
// decision 039). Module: apps/server/src/modules/work-verification. Two halves:
// - the clinician's verifications step of /professional-history (authenticated): which positions and
//   affiliations the requirement wants verified (application_config verification.work_history.required,
//   verification.hospital_affiliations.required), and for each the request sent to a named verifier;
// - the verifier's public page, reached by the token of the e-mailed link (no account). A token is 256
//   random bits, stored only as its SHA-256, valid WORK_VERIFICATION_TOKEN_DAYS, dead once the request is
//   signed, declined, re-sent or given to another verifier. An unknown, expired, used or replaced token all
//   answer the same 404 request.not-found with the message 'work-verification.link-invalid'. The public
//   calls are rate limited per address (429).

/** Days a verifier's link works (decision 039). */
export const WORK_VERIFICATION_TOKEN_DAYS = 30;
/** Days after the link was sent that the verifier, not having answered, is reminded (each once). */
export const WORK_VERIFICATION_REMINDER_DAYS = [3, 7] as const;
/** Days after signing that the signed PDF can be fetched with the link's token. */
export const WORK_VERIFICATION_DOCUMENT_DAYS = 7;

const uuid = z.uuid({ error: 'request.invalid' });
/** The link's token: base64url, as newOneTimeToken makes it (43 characters); anything else is 400. */
const tokenSchema = z
  .string({ error: 'request.invalid' })
  .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'request.invalid' });

export const WORK_VERIFICATION_KINDS = ['work_history', 'affiliation'] as const;
export const workVerificationKindSchema = z.enum(WORK_VERIFICATION_KINDS, { error: 'request.invalid' });
export type WorkVerificationKind = z.infer<typeof workVerificationKindSchema>;

/**
 * A request's state in 001 §4's wording: pending (sent, not opened) → in_progress (the verifier opened the
 * link) → signed (signed by verifier) → verified (the wallet accepted the signed record as a credential);
 * error when the verifier declined or the link expired unanswered (retry by re-sending or changing the
 * verifier).
 */
export const WORK_VERIFICATION_STATUSES = ['pending', 'in_progress', 'signed', 'verified', 'error'] as const;
export const workVerificationStatusSchema = z.enum(WORK_VERIFICATION_STATUSES);
export type WorkVerificationStatus = z.infer<typeof workVerificationStatusSchema>;
export const workVerificationErrorSchema = z.enum(['declined', 'expired']);

export const workVerificationRequestSchema = z.object({
  id: z.string(),
  verifier_name: z.string(),
  verifier_email: z.string(),
  status: workVerificationStatusSchema,
  error: workVerificationErrorSchema.nullable(),
  /** The verifier's reason when they declined ("I cannot verify this"). */
  decline_reason: z.string().nullable(),
  sent_at: z.string(),
  opened_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  expires_at: z.string(),
});
export type WorkVerificationRequestView = z.infer<typeof workVerificationRequestSchema>;

/** A position or affiliation the requirement wants verified, as the clinician entered it. */
export const workVerificationItemSchema = z.object({
  kind: workVerificationKindSchema,
  item_id: z.string(),
  institution: z.string(),
  role: z.string(),
  department: z.string(),
  /** MM/yyyy. */
  start_date: z.string(),
  /** MM/yyyy; '' while current. */
  end_date: z.string(),
  request: workVerificationRequestSchema.nullable(),
});
export type WorkVerificationItem = z.infer<typeof workVerificationItemSchema>;

// GET /api/work_verification_requests?app_req_id=<uuid> → data: { items (work history first, then
//   affiliations), required: { work_history, hospital_affiliations }, complete (every item has a request
//   that is not in error) }. 404 when the caller is not subscribed to the requirement.
export const workVerificationRequestsDataSchema = z.object({
  items: z.array(workVerificationItemSchema),
  required: z.object({ work_history: z.boolean(), hospital_affiliations: z.boolean() }),
  complete: z.boolean(),
});
export type WorkVerificationRequestsData = z.infer<typeof workVerificationRequestsDataSchema>;

// POST /api/work_verification_requests body { app_req_id, kind, item_id, verifier_name, verifier_email } →
//   data: { request }. Sends the link: the first time, again to the same verifier (a new link; the old one
//   stops working), or to another verifier. 404 when the item is not the caller's or the requirement does
//   not want it verified; 409 request.conflict once it is signed.
/** The verifier the clinician names (the step's form checks with this too). */
export const workVerifierSchema = z.object({
  verifier_name: ruledText(requiredString),
  verifier_email: ruledText(makeEmailSchema({ required: true })),
});
export const workVerificationSendBodySchema = workVerifierSchema.extend({
  app_req_id: uuid,
  kind: workVerificationKindSchema,
  item_id: z.string({ error: 'request.invalid' }).min(1).max(100),
});

/** What the verifier sees: only what they need to confirm (never the clinician's other data). */
export const workVerificationPublicDataSchema = z.object({
  clinician: z.object({ first_name: z.string(), last_name: z.string() }),
  position: z.object({
    kind: workVerificationKindSchema,
    institution: z.string(),
    department: z.string(),
    role: z.string(),
    start_date: z.string(),
    end_date: z.string(),
  }),
  verifier_name: z.string(),
  consent_version: z.string(),
  expires_at: z.string(),
});
export type WorkVerificationPublicData = z.infer<typeof workVerificationPublicDataSchema>;

export const workVerificationTokenQuerySchema = z.object({ token: tokenSchema });

/** The verifier's form on /work_verification: the record (000 §3) and the signature, checked together. */
export const workVerificationFormSchema = makeWorkVerificationFormSchema();

/** POST /api/work_verification body: the token and the form. */
export const workVerificationSubmitBodySchema = z
  .object({
    token: tokenSchema,
    record: makeWorkVerificationFieldsSchema(),
    signature: workVerificationSignatureSchema,
  })
  .superRefine((body, ctx) => addIssues(ctx, signatureIssues(body.signature, body.record.verifier_name)));

export const workVerificationSubmitDataSchema = z.object({
  signature_request_id: z.string(),
  document: z.string(),
  document_expires_at: z.string(),
  confirmation_sent: z.boolean(),
});
export type WorkVerificationSubmitData = z.infer<typeof workVerificationSubmitDataSchema>;

export const workVerificationDeclineBodySchema = z.object({
  token: tokenSchema,
  reason: ruledText(requiredString),
});
export const workVerificationConsentBodySchema = z.object({
  token: tokenSchema,
  consent_version: z.string({ error: 'request.invalid' }).max(40),
});
export const workVerificationDocumentQuerySchema = z.object({ token: tokenSchema, document: uuid });

/** The endpoints of work verification (decision 030: one contract per endpoint). */
export const workVerificationApi = {
  requests: contract({
    method: 'GET',
    path: '/api/work_verification_requests',
    access: { action: 'get_self_attested' },
    tags: ['work-verification'],
    summary: 'The positions and affiliations the requirement wants verified, each with its request',
    query: z.object({ app_req_id: uuid }),
    response: workVerificationRequestsDataSchema,
    errors: ['request.not-found'],
  }),
  send: contract({
    method: 'POST',
    path: '/api/work_verification_requests',
    access: { action: 'post_self_attested' },
    tags: ['work-verification'],
    summary: 'Sends (or re-sends, or sends to another verifier) the verification link of one item',
    body: workVerificationSendBodySchema,
    response: z.object({ request: workVerificationRequestSchema }),
    errors: ['request.not-found', 'request.conflict'],
  }),
  open: contract({
    method: 'GET',
    path: '/api/work_verification',
    access: 'public',
    tags: ['work-verification'],
    summary: 'What the verifier confirms, by the token of the link',
    query: workVerificationTokenQuerySchema,
    response: workVerificationPublicDataSchema,
    errors: ['request.not-found'],
  }),
  consent: contract({
    method: 'POST',
    path: '/api/work_verification/consent',
    access: 'public',
    xsrf: 'not-required',
    tags: ['work-verification'],
    summary: 'Records that the verifier agreed to sign electronically (the "consented" event)',
    body: workVerificationConsentBodySchema,
    response: z.object({ consented_at: z.string() }),
    errors: ['request.not-found'],
  }),
  submit: contract({
    method: 'POST',
    path: '/api/work_verification',
    access: 'public',
    xsrf: 'not-required',
    tags: ['work-verification'],
    summary: 'Stores the signed work verification with its signature record; the link then stops working',
    body: workVerificationSubmitBodySchema,
    response: workVerificationSubmitDataSchema,
    errors: ['request.not-found'],
  }),
  decline: contract({
    method: 'POST',
    path: '/api/work_verification/decline',
    access: 'public',
    xsrf: 'not-required',
    tags: ['work-verification'],
    summary: '"I cannot verify this": the verifier declines with a reason; the link then stops working',
    body: workVerificationDeclineBodySchema,
    response: z.object({ declined: z.literal(true) }),
    errors: ['request.not-found'],
  }),
  document: contract({
    method: 'GET',
    path: '/api/work_verification_document',
    access: 'public',
    tags: ['work-verification'],
    summary: 'The signed record as PDF with its audit trail, for a limited time after signing',
    description: `With the link's token and the document id the signing answered; ${WORK_VERIFICATION_DOCUMENT_DAYS} days after signing.`,
    query: workVerificationDocumentQuerySchema,
    envelope: 'none',
    response: z.string().meta({ description: 'The PDF’s bytes', format: 'binary' }),
    errors: ['request.not-found'],
  }),
};
