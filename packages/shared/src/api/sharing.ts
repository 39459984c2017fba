import { z } from 'zod';
import { SHARE_ATTESTATIONS } from '../domain/sharing';
import { credentialLifecycleStateSchema } from '../domain/verification';
import { contract } from './contract';
import { sharingErrors } from './sharing.errors';

// Sharing (apps/server/src/modules/sharing; issue 17; decision 043; 001 §4, §7 POST /api/presentations, §8).
// The clinician's pre-share checklist against an organization's requirement, the share itself (SD-JWT VC
// presentations with only the chosen fields, bound to the organization by audience and nonce), the activity
// of every share, and the organization's read of a share. Only the caller's own: another clinician's
// subscription or share answers the 404 of a missing one.

const id = z.uuid({ error: 'request.invalid' });
const fieldName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, { error: 'request.invalid' });

export const shareOrganizationSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
});

/** Why an item of the checklist stops the share; `ok` items are ready. */
export const checklistItemStatusSchema = z.enum([
  'ok',
  'missing',
  'stale',
  'expired',
  'revoked',
  'suspended',
  'needs_review',
  'disputed',
  'todo',
  'organization_checks',
]);
export type ChecklistItemStatus = z.infer<typeof checklistItemStatusSchema>;

export const checklistItemSchema = z.object({
  kind: z.enum(['credential', 'task']),
  /** The credential type (001 §2 catalogue) or the task's id. */
  key: z.string(),
  /** The task's name; for a credential, its card's name when held, else null (the web names the type). */
  name: z.string().nullable(),
  status: checklistItemStatusSchema,
  credential_id: z.string().nullable(),
  /** When its source last confirmed it (ISO 8601). */
  verified_at: z.string().nullable(),
  pending_identity: z.boolean(),
  /** Where to fix it: a page of the app; `reverify` when re-verification (POST /api/request_cred) is offered. */
  fix: z.object({ path: z.string(), action: z.enum(['open', 'reverify']) }).nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** One field of a credential as the disclosure screen shows it. */
export const shareFieldSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.array(z.string()), z.null()]),
  /** always: the type always shows it; required: the organization needs it; optional: may be left out. */
  disclosure: z.enum(['always', 'required', 'optional']),
});
export type ShareField = z.infer<typeof shareFieldSchema>;

export const shareCredentialSchema = z.object({
  id: z.string(),
  schema_name: z.string(),
  name: z.string(),
  status: credentialLifecycleStateSchema,
  /** Waiting for identity approval: shared now, issued once identity is verified (001 §4). */
  pending_identity: z.boolean(),
  fields: z.array(shareFieldSchema),
});
export type ShareCredential = z.infer<typeof shareCredentialSchema>;

/**
 * What a request asks beyond the organization's requirement (packages/shared/src/domain/over-asking.ts): a whole
 * type it does not list, or fields outside the requirement entry's `fields`. Used by the in-app share and by
 * OpenID4VP requests alike.
 */
export const extraRequestSchema = z.object({
  type: z.string(),
  whole_credential: z.boolean(),
  fields: z.array(z.string()),
});

// GET /api/presentations/checklist/:subscription_id
export const shareChecklistSchema = z.object({
  subscription_id: z.string(),
  organization: shareOrganizationSchema,
  requirement_name: z.string().nullable(),
  purpose: z.string(),
  retention_days: z.number().int(),
  window_days: z.number().int(),
  ready: z.boolean(),
  items: z.array(checklistItemSchema),
  /** What would be shared: the wallet credentials that satisfy the requirement. */
  credentials: z.array(shareCredentialSchema),
  /**
   * The fields the share would send beyond what the requirement lists for their type (over-asking, issue 17):
   * flagged on the disclosure screen; each such field is optional there, so it can be left out.
   */
  over_asking: z.array(extraRequestSchema),
  attestations: z.array(z.enum(SHARE_ATTESTATIONS)),
  /** The signature spelling adopted at the first signature; null before it (001 §5). */
  adopted_signature: z.string().nullable(),
});
export type ShareChecklist = z.infer<typeof shareChecklistSchema>;

// POST /api/presentations
export const createShareBodySchema = z.object({
  subscription_id: id,
  /** Per credential of the checklist, the optional fields left out (every credential of the checklist goes). */
  omit: z.record(id, z.array(fieldName).max(64)).default({}),
  /** Every attestation question answered yes. */
  attestations: z.record(z.enum(SHARE_ATTESTATIONS, { error: 'request.invalid' }), z.literal(true)),
  signature: z.object({
    full_name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.too-long' }),
    confirmed: z.literal(true, { error: 'signature.confirm-required' }),
  }),
});
export type CreateShareBody = z.input<typeof createShareBodySchema>;

export const shareEventSchema = z.object({
  kind: z.enum(['shared', 'viewed', 'downloaded', 'ended']),
  at: z.string(),
  /** Who at the organization (the staff member's actor name) for views and downloads. */
  by: z.string().nullable(),
});

export const sharedCredentialSchema = z.object({
  credential_id: z.string(),
  schema_name: z.string(),
  name: z.string(),
  /** The claims the organization can read: the ones always shown and the ones disclosed. */
  disclosed: z.array(z.string()),
  /** The optional fields the clinician left out. */
  omitted: z.array(z.string()),
  pending_identity: z.boolean(),
});

export const shareSchema = z.object({
  id: z.string(),
  subscription_id: z.string(),
  organization: shareOrganizationSchema,
  purpose: z.string(),
  retention_days: z.number().int(),
  status: z.enum(['active', 'ended']),
  shared_at: z.string(),
  ended_at: z.string().nullable(),
  /** When the stored presentations were verified with the verifier's code (null: none to verify). */
  verified_at: z.string().nullable(),
  signature: z.object({ full_name: z.string(), signed_at: z.string() }),
  attestations: z.array(z.string()),
  credentials: z.array(sharedCredentialSchema),
  events: z.array(shareEventSchema),
});
export type Share = z.infer<typeof shareSchema>;

/** What an organization's staff read of a share: the verified claims, checked again now. */
export const orgShareSchema = z.object({
  id: z.string(),
  clinician: z.object({ name: z.string() }),
  shared_at: z.string(),
  signature: z.object({ full_name: z.string(), signed_at: z.string() }),
  attestations: z.array(z.string()),
  credentials: z.array(
    z.object({
      credential_id: z.string(),
      schema_name: z.string(),
      name: z.string(),
      pending_identity: z.boolean(),
      /** verified: the presentation verifies now; else the verifier's reason (revoked, expired, …). */
      verification: z.string(),
      claims: z.record(z.string(), z.unknown()),
      /** The SD-JWT VC presentation itself, for the organization's own verifier. */
      presentation: z.string().nullable(),
    }),
  ),
  audience: z.string(),
  nonce: z.string(),
});
export type OrgShare = z.infer<typeof orgShareSchema>;

export const orgShareSummarySchema = z.object({
  id: z.string(),
  clinician: z.object({ name: z.string() }),
  shared_at: z.string(),
  credential_count: z.number().int(),
});

/** The consent receipt of one share (JSON; the same as PDF): what was agreed, with whom, and what went. */
export const shareReceiptSchema = z.object({
  receipt_id: z.string(),
  share_id: z.string(),
  issued_at: z.string(),
  clinician: z.object({ name: z.string() }),
  organization: shareOrganizationSchema,
  purpose: z.string(),
  retention_days: z.number().int(),
  shared_at: z.string(),
  status: z.enum(['active', 'ended']),
  ended_at: z.string().nullable(),
  attestations: z.array(z.object({ id: z.string(), text: z.string() })),
  signature: z.object({ full_name: z.string(), signed_at: z.string() }),
  credentials: z.array(sharedCredentialSchema),
  /** The organization the presentations are bound to, and the share's nonce. */
  binding: z.object({ audience: z.string(), nonce: z.string() }),
  /** SHA-256 (base64url) of the presentations as stored, in order. */
  presentations_sha256: z.string(),
});
export type ShareReceipt = z.infer<typeof shareReceiptSchema>;

/** A FHIR R4 Bundle (its resources as the R4 types say; apps/server/src/modules/sharing/fhir.ts). */
const fhirBundleSchema = z
  .looseObject({ resourceType: z.literal('Bundle'), type: z.literal('collection') })
  .meta({ description: 'A FHIR R4 Bundle of type collection (application/fhir+json)' });

/** The endpoints of sharing (decision 030: one contract per endpoint). */
export const sharingApi = {
  checklist: contract({
    method: 'GET',
    path: '/api/presentations/checklist/:subscription_id',
    access: { action: 'share_credentials' },
    tags: ['sharing'],
    summary:
      'The pre-share checklist of one subscription: ready or not, each missing item and where to fix it',
    params: z.object({ subscription_id: id }),
    response: shareChecklistSchema,
    errors: ['request.not-found'],
  }),
  create: contract({
    method: 'POST',
    path: '/api/presentations',
    access: { action: 'share_credentials' },
    tags: ['sharing'],
    summary:
      'Shares with the organization: SD-JWT VC presentations of the chosen fields, key-bound to it, signed',
    body: createShareBodySchema,
    response: shareSchema,
    status: 201,
    errors: ['request.not-found', sharingErrors.notReady, sharingErrors.signatureMismatch],
  }),
  list: contract({
    method: 'GET',
    path: '/api/presentations',
    access: { action: 'share_credentials' },
    tags: ['sharing'],
    summary:
      'Every share of the caller with the fields disclosed and every view or download by the organization',
    response: z.array(shareSchema),
    errors: [],
  }),
  end: contract({
    method: 'DELETE',
    path: '/api/presentations/:id',
    access: { action: 'share_credentials' },
    tags: ['sharing'],
    summary: 'Ends the organization’s access to a share',
    params: z.object({ id }),
    response: shareSchema,
    errors: ['request.not-found'],
  }),
  receipt: contract({
    method: 'GET',
    path: '/api/presentations/:id/receipt',
    access: { action: 'share_credentials' },
    tags: ['sharing'],
    summary: 'The consent receipt of a share (JSON)',
    params: z.object({ id }),
    response: shareReceiptSchema,
    errors: ['request.not-found'],
  }),
  receiptPdf: contract({
    method: 'GET',
    path: '/api/presentations/:id/receipt.pdf',
    access: { action: 'share_credentials' },
    tags: ['sharing'],
    summary: 'The consent receipt of a share (PDF)',
    params: z.object({ id }),
    envelope: 'none',
    response: z.string().meta({ description: 'The PDF’s bytes', format: 'binary' }),
    errors: ['request.not-found'],
  }),
  fhir: contract({
    method: 'GET',
    path: '/api/presentations/:id/fhir',
    access: { action: 'share_credentials' },
    tags: ['sharing'],
    summary: 'What a share disclosed as a FHIR R4 Bundle (application/fhir+json)',
    params: z.object({ id }),
    envelope: 'none',
    response: fhirBundleSchema,
    errors: ['request.not-found'],
  }),
  orgFhir: contract({
    method: 'GET',
    path: '/api/org/shares/:id/fhir',
    access: { action: 'view_shares' },
    tags: ['sharing'],
    summary: 'Downloads a share as a FHIR R4 Bundle; recorded and shown to the clinician',
    params: z.object({ id }),
    envelope: 'none',
    response: fhirBundleSchema,
    errors: ['request.not-found', sharingErrors.accessEnded],
  }),
  orgList: contract({
    method: 'GET',
    path: '/api/org/shares',
    access: { action: 'view_shares' },
    tags: ['sharing'],
    summary: 'The shares clinicians made with the caller’s organization that are still open to it',
    response: z.array(orgShareSummarySchema),
    errors: [],
  }),
  orgRead: contract({
    method: 'GET',
    path: '/api/org/shares/:id',
    access: { action: 'view_shares' },
    tags: ['sharing'],
    summary: 'One share, verified again now; every read is recorded and shown to the clinician',
    params: z.object({ id }),
    response: orgShareSchema,
    errors: ['request.not-found', sharingErrors.accessEnded],
  }),
};
