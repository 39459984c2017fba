import { z } from 'zod';
import { VERIFICATION_SOURCES, type VerificationSource } from './source-verifications';

// Offers and credentials of the wallet (issue 14, decision 035). A verification's record becomes offers of
// catalogue types (001 §2); an accepted offer is a credential. One row carries the whole lifecycle
// (domain/verification.ts): an offer is a credential whose status is `offered`, and its id is the offer_id.

/**
 * The fields each catalogue type carries, in the order its form shows them. Names are the spec's where it
 * gives them (001 §2 nppes, nsc_education, work_transcript; 001 §3 license and training; 000 §3 DEA, CDS);
 * board_certification is ours. Exclusion results (odm, sam, oig_hhs, ofac, cms) carry the list of matched
 * records: an empty list means not excluded (domain/exclusions.ts).
 */
export const CREDENTIAL_FIELDS = {
  nppes: ['first_name', 'last_name', 'number', 'status'],
  nsc_education: ['first_name', 'last_name', 'status', 'award_date', 'degree', 'institution'],
  state_license: [
    'license_board',
    'license_number',
    'initial_date',
    'expiration_date',
    'validity_date',
    'license_status',
    'board_actions',
  ],
  rn_license: [
    'license_board',
    'license_number',
    'initial_date',
    'expiration_date',
    'validity_date',
    'license_status',
    'board_actions',
  ],
  training: [
    'program_name',
    'institution_name',
    'institution_state',
    'verification_status',
    'specialty',
    'start_date',
    'end_date',
    'training_type',
  ],
  work_transcript: ['start_date', 'end_date', 'institution', 'degree'],
  dea: [
    'dea',
    'state',
    'expiration_date',
    'drug_schedule',
    'activity',
    'payment_indicator',
    'uin',
    'patients_permitted',
  ],
  cds: ['license_board', 'license_number', 'issue_date', 'expiration_date'],
  board_certification: [
    'board_name',
    'certification',
    'certificate_number',
    'status',
    'issue_date',
    'expiration_date',
  ],
  cms: ['exclusions'],
  oig_hhs: ['exclusions'],
  sam: ['exclusions'],
  ofac: ['exclusions'],
  odm: ['exclusions'],
} as const satisfies Record<string, readonly string[]>;

/** Catalogue types the wallet offers from a verification (board_certification is not a form type: 001 §4). */
export type OfferedCredentialType = keyof typeof CREDENTIAL_FIELDS;
export const OFFERED_CREDENTIAL_TYPES = Object.keys(CREDENTIAL_FIELDS) as OfferedCredentialType[];
export const offeredCredentialTypeSchema = z.enum(
  OFFERED_CREDENTIAL_TYPES as [OfferedCredentialType, ...OfferedCredentialType[]],
);

/** Which source's record becomes which catalogue types (issue 14). */
export const OFFER_TYPES_BY_SOURCE: Readonly<Record<VerificationSource, readonly OfferedCredentialType[]>> = {
  nppes: ['nppes'],
  state_license: ['state_license'],
  rn_license: ['rn_license'],
  dea: ['dea', 'cds'],
  board_cert: ['board_certification'],
  education: ['nsc_education', 'training'],
  medicare_optout: ['cms'],
  exclusions: ['oig_hhs', 'sam', 'ofac', 'odm'],
};

/**
 * The body whose record a credential rests on, for "From NPPES, checked 24 Nov 2026" (wording
 * `credential.origin.<origin>`). `attested`: no source could be reached, only the clinician's word.
 */
export const CREDENTIAL_ORIGINS = [
  'nppes',
  'fsmb',
  'state_board',
  'nursys',
  'dea',
  'board',
  'nsc',
  'cms_optout',
  'oig_leie',
  'sam',
  'ofac',
  'odm_ny',
  'odm_ca',
  'verifier',
  'attested',
] as const;
export const credentialOriginSchema = z.enum(CREDENTIAL_ORIGINS);
export type CredentialOrigin = z.infer<typeof credentialOriginSchema>;

/**
 * Where a credential row comes from: a verification source (its record re-checked by a job), or
 * `work_verification`, a record an outside verifier signed (issue 16; decision 042), which no job re-checks.
 */
export const CREDENTIAL_SOURCES = [...VERIFICATION_SOURCES, 'work_verification'] as const;
export const credentialSourceSchema = z.enum(CREDENTIAL_SOURCES);
export type CredentialSource = z.infer<typeof credentialSourceSchema>;

/**
 * The fields of a work_verification credential, from the verifier's signed record (000 §3), in the form's
 * order, plus the signature's: the request id, the SHA-256 of the signed record and who signed. The date of
 * birth the verifier confirmed stays in the signed record only: the portable credential does not need it.
 */
export const WORK_VERIFICATION_CREDENTIAL_FIELDS = [
  'first_name',
  'last_name',
  'institution',
  'department',
  'role',
  'start_date',
  'end_date',
  'good_standing',
  'good_standing_details',
  'privileges',
  'privileges_details',
  'discipline',
  'discipline_details',
  'drug_history',
  'drug_history_details',
  'condition',
  'condition_details',
  'carrier',
  'verifier_name',
  'verifier_title',
  'signature_request_id',
  'record_sha256',
  'signed_at',
] as const;

/**
 * A dispute: open until the re-check of the source answers it (decision 035); `unanswered` when that re-check
 * failed on every try, so nothing was decided (decision 042).
 */
export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected', 'unanswered'] as const;
export const disputeStatusSchema = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof disputeStatusSchema>;

/** The longest dispute reason taken (a few paragraphs). */
export const DISPUTE_REASON_MAX = 2000;

/**
 * Why a self-attested section is flagged for the subscriptions that need it (001 §3 app_req_meta flags):
 * the source says something else (mismatch), has no record (not_found), says it is not in force (inactive),
 * lists the clinician (excluded), or holds a name hit a person must review (candidate).
 */
export const FLAG_TYPES = ['mismatch', 'not_found', 'inactive', 'excluded', 'candidate'] as const;
export const flagTypeSchema = z.enum(FLAG_TYPES);
export type FlagType = z.infer<typeof flagTypeSchema>;

/** A profile picture (PATCH /api/person): checked by its bytes, refused while streaming past the limit. */
export const PICTURE_ACCEPTED_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** 5 MB (decimal, as the web shows sizes): a phone photo fits, under the spec's 30 MB default upload limit. */
export const PICTURE_MAX_BYTES = 5_000_000;
