import { z } from 'zod';

// Sharing (issue 17, decision 043; 001 §4 share, 000 §1 and §4 share progress). What the web and the server
// both need: the verification window, the attestation questions, which fields of a credential an organization
// needs and which the clinician may leave out, and the share progress kept on the device.

/** NCQA: primary-source verification within 120 days before the credentialing decision (credentials.md §4). */
export const DEFAULT_VERIFICATION_WINDOW_DAYS = 120;

/** How long an organization keeps what was shared unless its requirement says otherwise (36 months, NCQA recredentialing). */
export const DEFAULT_RETENTION_DAYS = 1095;

/** The attestation questions every share asks; each must be answered yes (wording share.attestation.<id>). */
export const SHARE_ATTESTATIONS = ['accurate', 'authorize', 'notify-changes'] as const;
export type ShareAttestation = (typeof SHARE_ATTESTATIONS)[number];

/**
 * The fields an organization needs of each credential type when it shares: the identifying number and its
 * expiry. Every other selectively disclosable field is optional (the clinician may leave it out); the fields
 * the credential type always shows (record status, state, …) always go.
 */
export const REQUIRED_SHARE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  nppes: ['number'],
  state_license: ['license_number', 'expiration_date'],
  rn_license: ['license_number', 'expiration_date'],
  dea: ['dea', 'expiration_date'],
  cds: ['license_number', 'expiration_date'],
  board_certification: ['certificate_number'],
};

/** A requirement's credential types that no source puts in the wallet: the organization checks them itself. */
export const ORGANIZATION_CHECKED_TYPES = ['npdb', 'work_history'] as const;

/** 000 §1 and §4: the share progress on the device, a timestamp and the questions answered. */
export const shareProgressSchema = z.object({
  timestamp: z.number(),
  questions: z.array(z.string()),
  step: z.enum(['checklist', 'disclosure', 'attestation', 'signature', 'complete']).optional(),
  omitted: z.record(z.string(), z.array(z.string())).optional(),
});
export type ShareProgress = z.infer<typeof shareProgressSchema>;

/** The local-storage key of a subscription's share progress. */
export const shareProgressKey = (subscriptionId: string) => `credence.share-progress.${subscriptionId}`;

/** Share progress older than this is dropped (000 §9 data expiration: 45 days). */
export const SHARE_PROGRESS_MAX_AGE_MS = 3_888_000_000;
