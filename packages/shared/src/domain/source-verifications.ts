import { z } from 'zod';

// Primary-source verification (issue 13, decision 034): one clinician × one source, checked by a job and
// re-checked on a schedule. The wording statuses of 001 §4 (pending, in progress, verified, error) plus
// `flagged`: the source answered, but a person must review what it said (deactivated NPI, lapsed license).

/** The sources a clinician is verified against. Exclusion screening (OIG, SAM, OFAC, state Medicaid) is added by the exclusions module. */
export const VERIFICATION_SOURCES = [
  'nppes',
  'state_license',
  'rn_license',
  'dea',
  'board_cert',
  'education',
  'medicare_optout',
  'exclusions',
] as const;
export const verificationSourceSchema = z.enum(VERIFICATION_SOURCES);
export type VerificationSource = z.infer<typeof verificationSourceSchema>;

export const SOURCE_VERIFICATION_STATUSES = [
  'pending',
  'in_progress',
  'verified',
  'flagged',
  'error',
] as const;
export const sourceVerificationStatusSchema = z.enum(SOURCE_VERIFICATION_STATUSES);
export type SourceVerificationStatus = z.infer<typeof sourceVerificationStatusSchema>;

/** primary_source: the issuing body's own record; attested: only what the clinician said (no source reachable). */
export const VERIFICATION_METHODS = ['primary_source', 'attested'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/**
 * Credential types of POST /api/request_cred (001 §2 names) and the source that verifies each. The exclusion
 * forms (oig_hhs, sam, ofac, odm) all re-run the one exclusion screening (every list at once).
 */
export const REQUESTABLE_CREDENTIALS = {
  nppes: 'nppes',
  state_license: 'state_license',
  rn_license: 'rn_license',
  dea: 'dea',
  board_certification: 'board_cert',
  nsc_education: 'education',
  cms: 'medicare_optout',
  oig_hhs: 'exclusions',
  sam: 'exclusions',
  ofac: 'exclusions',
  odm: 'exclusions',
} as const satisfies Record<string, VerificationSource>;
export type RequestableCredential = keyof typeof REQUESTABLE_CREDENTIALS;
export const requestableCredentialSchema = z.enum(
  Object.keys(REQUESTABLE_CREDENTIALS) as [RequestableCredential, ...RequestableCredential[]],
);

/** Re-checked once older than this, so with a daily pass and retries none passes the 45-day data expiration (000 §9). */
export const VERIFICATION_RECHECK_DAYS = 30;
/** Reminders before a license, registration or certification expires, each sent once (in-app and e-mail). */
export const EXPIRY_REMINDER_DAYS = [90, 60, 30, 7] as const;

/**
 * The reminder due `daysLeft` days before expiry: the nearest threshold at or above it (61 → 90, 60 → 60,
 * 8 → 30, 0 → 7), none when more than 90 days remain or the item has expired.
 */
export function dueReminder(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const due = EXPIRY_REMINDER_DAYS.filter((days) => daysLeft <= days);
  return due.length ? Math.min(...due) : null;
}

/** Something with an expiry date a verification found (license, DEA registration, certification). */
export const expiringItemSchema = z.object({
  key: z.string(),
  kind: z.enum(['license', 'dea', 'certification']),
  label: z.string(),
  expires_on: z.string(),
});
export type ExpiringItem = z.infer<typeof expiringItemSchema>;
