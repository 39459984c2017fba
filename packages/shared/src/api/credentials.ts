import { z } from 'zod';
import { credentialCategorySchema } from '../domain/credential-categories';
import {
  sourceVerificationStatusSchema,
  VERIFICATION_METHODS,
  verificationSourceSchema,
} from '../domain/source-verifications';
import { credentialLifecycleStateSchema } from '../domain/verification';
import {
  credentialOriginSchema,
  credentialSourceSchema,
  DISPUTE_REASON_MAX,
  disputeStatusSchema,
  flagTypeSchema,
  PICTURE_ACCEPTED_MIME_TYPES,
  PICTURE_MAX_BYTES,
} from '../domain/wallet-credentials';
import { contract } from './contract';

// The wallet's offers and credentials (apps/server/src/modules/credentials; issue 14; decision 035; 001 §3,
// §4, §7). One record per item: an offer is a credential whose status is `offered`; its id is the spec's
// offer_id. Only the caller's own: another clinician's offer or credential answers the 404 of a missing one.
// Every read is audited with ids only.

/** A field's value: text, a list (an exclusion result's matched records), or nothing. */
export const credentialFieldValueSchema = z.union([z.string(), z.array(z.string()), z.null()]);
export type CredentialFieldValue = z.infer<typeof credentialFieldValueSchema>;

/**
 * One field of a credential beside what the clinician said, for the verified-source review page. `source_value`
 * is the source's (the credential's own value), `attested_value` the clinician's self-attested one (null when
 * the clinician gave none); `matches` is null when there is nothing to compare.
 */
export const credentialFieldReviewSchema = z.object({
  field: z.string(),
  source_value: credentialFieldValueSchema,
  attested_value: credentialFieldValueSchema,
  matches: z.boolean().nullable(),
});
export type CredentialFieldReview = z.infer<typeof credentialFieldReviewSchema>;

/** Where a credential's values come from: "From NPPES, checked 24 Nov 2026" (wording credential.origin.*). */
export const credentialEvidenceSchema = z.object({
  /** A verification source, or work_verification: a record an outside verifier signed (decision 042). */
  source: credentialSourceSchema,
  origin: credentialOriginSchema,
  method: z.enum(VERIFICATION_METHODS),
  /** When the source was last asked (ISO 8601). */
  checked_at: z.string().nullable(),
  /** The verification holding the exact record the source answered (GET /api/verifications). */
  verification_id: z.string().nullable(),
  /** A signed record's SHA-256 (work_verification: the signature record's record_sha256), else absent. */
  record_sha256: z.string().nullable().optional(),
});
export type CredentialEvidence = z.infer<typeof credentialEvidenceSchema>;

/**
 * A dispute and its answer. `answer` is a wording key (credential.dispute.answer-upheld / -rejected);
 * `answer_evidence` is the re-check of the source that answered it.
 */
export const credentialDisputeSchema = z.object({
  reason: z.string(),
  document_id: z.string().nullable(),
  status: disputeStatusSchema,
  opened_at: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  answer_evidence: credentialEvidenceSchema.nullable(),
});
export type CredentialDispute = z.infer<typeof credentialDisputeSchema>;

export const credentialSchema = z.object({
  /** The offer_id while offered; the same id for the whole lifecycle. */
  id: z.uuid(),
  /** The catalogue type (001 §2): nppes, state_license, rn_license, dea, cds, odm, ... */
  schema_name: z.string(),
  /** credentialCategoryFor (001 §4: reviewed board_certification under training; dea and cds controlled). */
  category: credentialCategorySchema,
  /** What the card says, e.g. "NY state license 123456" or "New York Medicaid exclusion" (odm: state from the name). */
  name: z.string(),
  status: credentialLifecycleStateSchema,
  /** A changed or flagged value the clinician must review before it counts (001 §3). */
  needs_review: z.boolean(),
  /** Accepted while the clinician's identity is not verified yet: usable, issued once it is (001 §4). */
  awaiting_identity: z.boolean(),
  /** The catalogue type's fields (domain/wallet-credentials.ts CREDENTIAL_FIELDS), keyed by field name. */
  fields: z.record(z.string(), credentialFieldValueSchema),
  /** Each field's source value beside the clinician's self-attested one. */
  review: z.array(credentialFieldReviewSchema),
  evidence: credentialEvidenceSchema,
  /** The item's own expiry (YYYY-MM-DD), when it has one. */
  expires_on: z.string().nullable(),
  /** When the source confirmed the values now held (ISO 8601). */
  verified_at: z.string().nullable(),
  offered_at: z.string(),
  accepted_at: z.string().nullable(),
  /** The open or answered dispute, the latest one. */
  dispute: credentialDisputeSchema.nullable(),
  /** The credential this offer would replace (a re-check found changed values), else null. */
  replaces: z.string().nullable(),
  /**
   * The portable copy (decision 036): an SD-JWT VC signed by Credence's issuer key and bound to the
   * clinician's holder key, checkable by anyone with the public issuer metadata and status list. Null until
   * the credential is in the wallet and the clinician's identity is verified.
   */
  portable: z
    .object({
      format: z.literal('dc+sd-jwt'),
      vct: z.string(),
      sd_jwt: z.string(),
      status_list: z.object({ uri: z.string(), idx: z.number().int().nonnegative() }),
    })
    .nullable()
    .optional(),
});
export type Credential = z.infer<typeof credentialSchema>;

/** A verification still running: a page shows it as in progress (GET /api/job/{id} follows it). */
export const credentialInProgressSchema = z.object({
  source: verificationSourceSchema,
  status: z.enum(['pending', 'in_progress']),
  job_id: z.string().nullable(),
  /** The catalogue types the source's record will be offered as. */
  credential_types: z.array(z.string()),
});
export type CredentialInProgress = z.infer<typeof credentialInProgressSchema>;

// GET /api/credential → data: { credentials, in_progress }. Every offer and credential of the caller except
// declined offers, newest first; in_progress: the sources being checked now.
export const credentialListDataSchema = z.object({
  credentials: z.array(credentialSchema),
  in_progress: z.array(credentialInProgressSchema),
});
export type CredentialListData = z.infer<typeof credentialListDataSchema>;

/** One offer of a profile entry (001 §3: offer_id and status). */
export const profileOfferSchema = z.object({
  offer_id: z.string(),
  status: credentialLifecycleStateSchema,
  schema_name: z.string(),
  name: z.string(),
  needs_review: z.boolean(),
});

/** One source of the profile: its verification and the offers its record became. */
export const profileEntrySchema = z.object({
  /** The verification's id. */
  id: z.string(),
  source: verificationSourceSchema,
  /** The self-attested section the source checks (self-attested keys: identifiers, licenses, ...). */
  namespace: z.string(),
  status: sourceVerificationStatusSchema,
  checked_at: z.string().nullable(),
  offers: z.array(profileOfferSchema),
});
export type ProfileEntry = z.infer<typeof profileEntrySchema>;

/** A self-attested section a source disagrees with, and the subscriptions that will see it (001 §3). */
export const appReqFlagSchema = z.object({
  flagged_attested_namespace: z.string(),
  flag_type: flagTypeSchema,
  subscriptions: z.array(z.object({ app_req_id: z.string() })),
});
export type AppReqFlag = z.infer<typeof appReqFlagSchema>;

// GET /api/holder_profile → data: { profile, app_req_meta }. app_req: the requirement of the caller's
// newest active subscription (null when none).
export const holderProfileDataSchema = z.object({
  profile: z.array(profileEntrySchema),
  app_req_meta: z.object({
    app_req: z.string().nullable(),
    flags: z.array(appReqFlagSchema),
  }),
});
export type HolderProfileData = z.infer<typeof holderProfileDataSchema>;

// PATCH /api/credential body { id, attested: true } → data: the credential, now added (or
// pending_verification while identity is not verified). Only an offer (status offered) is accepted: 409
// request.conflict otherwise. `attested` is the review page's checkbox (001 §5: required for reviewed data).
export const acceptCredentialBodySchema = z.object({
  id: z.uuid({ error: 'request.invalid' }),
  attested: z.literal(true, { error: 'credential.attestation-required' }),
});

// DELETE /api/credential body { id, action: 'decline' } declines an offer; { id, action: 'dispute', reason,
// document_id? } disputes an offer or a credential: a re-check of its source is queued and its answer is
// recorded on the credential and sent to the clinician. → data: { id, status, job_id }. 409 when the state
// allows neither (a declined offer, a revoked credential, an open dispute).
export const removeCredentialBodySchema = z
  .object({
    id: z.uuid({ error: 'request.invalid' }),
    action: z.enum(['decline', 'dispute'], { error: 'request.invalid' }),
    reason: z
      .string({ error: 'validation.required' })
      .trim()
      .max(DISPUTE_REASON_MAX, { error: 'validation.too-long' })
      .optional(),
    /** A document the clinician uploaded (POST /api/document) as evidence. */
    document_id: z.uuid({ error: 'request.invalid' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'dispute' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export const removeCredentialDataSchema = z.object({
  id: z.string(),
  status: credentialLifecycleStateSchema,
  /** The re-check job a dispute queued (follow it with GET /api/job/{id}); null for a decline. */
  job_id: z.string().nullable(),
});

// PATCH /api/person: multipart/form-data, text fields below and optionally one file field `picture` (PNG, JPEG
// or WebP by its bytes, at most PICTURE_MAX_BYTES, refused while streaming). Names are saved to the
// self-attested profile (with history); the picture replaces the earlier one. → data: the person.
export const personFieldsSchema = z.object({
  first_name: z.string().trim().min(1, { error: 'validation.required' }).max(100).optional(),
  middle_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().min(1, { error: 'validation.required' }).max(100).optional(),
  suffix: z.string().trim().max(20).optional(),
  /** 'true' removes the stored picture. */
  remove_picture: z.enum(['true', 'false']).optional(),
});
export const personDataSchema = z.object({
  first_name: z.string().nullable(),
  middle_name: z.string().nullable(),
  last_name: z.string().nullable(),
  suffix: z.string().nullable(),
  picture: z.object({ content_type: z.string(), size: z.number().int(), updated_at: z.string() }).nullable(),
});
export type PersonData = z.infer<typeof personDataSchema>;

/** The endpoints of the wallet's offers and credentials (decision 030: one contract per endpoint). */
export const credentialsApi = {
  holderProfile: contract({
    method: 'GET',
    path: '/api/holder_profile',
    access: { action: 'get_credentials' },
    tags: ['credentials'],
    summary: 'The profile by source with each offer (offer_id, status), and app_req_meta with flags',
    response: holderProfileDataSchema,
    errors: [],
  }),
  list: contract({
    method: 'GET',
    path: '/api/credential',
    access: { action: 'get_credentials' },
    tags: ['credentials'],
    summary:
      'The caller’s offers and credentials with fields, source evidence and disputes; checks in progress',
    response: credentialListDataSchema,
    errors: [],
  }),
  accept: contract({
    method: 'PATCH',
    path: '/api/credential',
    access: { action: 'post_self_attested' },
    tags: ['credentials'],
    summary: 'Accepts an offer: it becomes a credential in the wallet',
    body: acceptCredentialBodySchema,
    response: credentialSchema,
    errors: ['request.not-found', 'request.conflict'],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/credential',
    access: { action: 'post_self_attested' },
    tags: ['credentials'],
    summary: 'Declines an offer, or disputes an offer or credential (a re-check of the source answers it)',
    body: removeCredentialBodySchema,
    response: removeCredentialDataSchema,
    errors: ['request.not-found', 'request.conflict'],
  }),
  updatePerson: contract({
    method: 'PATCH',
    path: '/api/person',
    access: { action: 'post_self_attested' },
    tags: ['credentials'],
    summary: 'Updates the clinician’s names and profile picture (multipart)',
    description:
      'multipart/form-data: text fields first_name, middle_name, last_name, suffix, remove_picture, and ' +
      `optionally one file field named \`picture\` (PNG, JPEG or WebP by content, at most ${PICTURE_MAX_BYTES} ` +
      'bytes). 413 too large (refused as it arrives), 415 another type.',
    multipart: {
      file: 'picture',
      accept: PICTURE_ACCEPTED_MIME_TYPES,
      maxBytes: PICTURE_MAX_BYTES,
      fields: personFieldsSchema,
    },
    response: personDataSchema,
    errors: ['request.too-large', 'request.unsupported-media-type'],
  }),
  picture: contract({
    method: 'GET',
    path: '/api/person/picture',
    access: { action: 'get_self_attested' },
    tags: ['credentials'],
    summary: 'The caller’s profile picture (the image itself; 404 when none)',
    envelope: 'none',
    response: z.string().meta({ description: 'The image’s bytes', format: 'binary' }),
    errors: ['request.not-found'],
  }),
};
