import { z } from 'zod';
import { contract } from './contract';
import { sharingErrors } from './sharing.errors';

// The console's received shares and expirables (issue 18 part 2, decision 051). Staff of the group a share
// was made to read it with a verification panel computed on the server by the outside verifier's code; every
// open and download is recorded and listed. Another group's share is the same 404 as a missing one; a
// recruiter (no view_shares) and a clinician are refused 403 by the action every contract declares.

const id = z.uuid({ error: 'request.invalid' });
const idParams = z.object({ id });

export const receivedShareSchema = z.object({
  id: z.string(),
  clinician: z.object({ name: z.string() }),
  shared_at: z.string(),
  requirement: z.string().nullable(),
  state: z.enum(['active', 'ended']),
  ended_at: z.string().nullable(),
  credential_count: z.number().int(),
});
export type ReceivedShare = z.infer<typeof receivedShareSchema>;

/** One check of the verification panel: passed, failed, or not reached (the verifier stops at a failure). */
export const panelCheckSchema = z.enum(['pass', 'fail', 'not_checked']);
export type PanelCheck = z.infer<typeof panelCheckSchema>;
export const PANEL_CHECKS = ['signature', 'binding', 'status', 'expiry', 'source_age'] as const;
export type PanelCheckName = (typeof PANEL_CHECKS)[number];

export const shareLogEntrySchema = z.object({
  kind: z.enum(['shared', 'viewed', 'downloaded', 'ended']),
  at: z.string(),
  /** The staff member's name (null for the clinician's own "shared"). */
  by: z.string().nullable(),
  /** What was opened or downloaded: a document's name; null for the share itself (decision 066). */
  what: z.string().nullable(),
});

/**
 * A document of a share (decision 066): fixed when the clinician shared (a task's upload or a signed consent
 * form); `available` is false once the clinician deleted the file since.
 */
export const shareDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['task', 'consent']),
  name: z.string(),
  /** What the document answers: the task's or the consent form's name. */
  label: z.string(),
  content_type: z.string(),
  available: z.boolean(),
});
export type ShareDocument = z.infer<typeof shareDocumentSchema>;

export const verifiedCredentialSchema = z.object({
  credential_id: z.string(),
  name: z.string(),
  schema_name: z.string(),
  pending_identity: z.boolean(),
  checks: z.object({
    signature: panelCheckSchema,
    binding: panelCheckSchema,
    status: panelCheckSchema,
    expiry: panelCheckSchema,
    source_age: panelCheckSchema,
  }),
  /** Why a check failed, in words (empty when every check passed). */
  reasons: z.array(z.string()),
  expires_on: z.string().nullable(),
  /** The primary-source check: when, and its age in whole days against the requirement's window. */
  verified_at: z.string().nullable(),
  age_days: z.number().int().nullable(),
  /** The disclosed fields, as the verifier read them. */
  claims: z.record(z.string(), z.unknown()),
});
export type VerifiedCredential = z.infer<typeof verifiedCredentialSchema>;

export const shareVerificationSchema = z.object({
  id: z.string(),
  clinician: z.object({ name: z.string() }),
  shared_at: z.string(),
  requirement: z.string().nullable(),
  window_days: z.number().int(),
  /** True when every check of every credential passed. */
  verified: z.boolean(),
  credentials: z.array(verifiedCredentialSchema),
  binding: z.object({ audience: z.string(), nonce: z.string() }),
  /** The documents shared with the credentials, in the order the clinician's checklist gave them. */
  documents: z.array(shareDocumentSchema),
  /** Who in the group opened or downloaded the share, and when (this open included), oldest first. */
  log: z.array(shareLogEntrySchema),
});
export type ShareVerification = z.infer<typeof shareVerificationSchema>;

export const EXPIRY_HORIZONS = [30, 60, 90] as const;

export const expirableSchema = z.object({
  credential_id: z.string(),
  clinician: z.object({ name: z.string() }),
  name: z.string(),
  schema_name: z.string(),
  expires_on: z.string(),
  days_left: z.number().int(),
  /** The smallest horizon (30, 60 or 90 days) the expiry falls within. */
  within: z.union([z.literal(30), z.literal(60), z.literal(90)]),
});
export type Expirable = z.infer<typeof expirableSchema>;

export const consoleReceivedApi = {
  shares: contract({
    method: 'GET',
    path: '/api/console/shares',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'The presentations clinicians shared with the group, open or ended',
    response: z.array(receivedShareSchema),
    errors: [],
  }),
  share: contract({
    method: 'GET',
    path: '/api/console/shares/:id',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'One share with its verification panel, verified now; the open is recorded',
    params: idParams,
    response: shareVerificationSchema,
    errors: ['request.not-found', sharingErrors.accessEnded],
  }),
  packet: contract({
    method: 'GET',
    path: '/api/console/shares/:id/packet.pdf',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary:
      'A PDF packet of the share: the consent receipt, then the shared documents’ pages; the download is recorded',
    params: idParams,
    envelope: 'none',
    response: z.string().meta({ description: 'The PDF’s bytes', format: 'binary' }),
    errors: ['request.not-found', sharingErrors.accessEnded],
  }),
  document: contract({
    method: 'GET',
    path: '/api/console/shares/:id/documents/:documentId',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'One document of the share, as the clinician uploaded or signed it; the download is recorded',
    params: z.object({ id, documentId: id }),
    envelope: 'none',
    response: z.string().meta({ description: 'The file’s bytes', format: 'binary' }),
    errors: ['request.not-found', sharingErrors.accessEnded],
  }),
  expirables: contract({
    method: 'GET',
    path: '/api/console/expirables',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'Shared credentials of the group’s clinicians expiring within 30, 60 or 90 days',
    response: z.array(expirableSchema),
    errors: [],
  }),
};
