import { z } from 'zod';
import { OTHER_CERTIFICATION_KEYS } from './other-certifications';

/**
 * The self-attested profile is stored by key `section|field` (000 §3). Sections and fields the spec names
 * are used as written; where it names only the data, the field names are ours: lists are stored under
 * `list`, the program numbers under `registrations` (with the clinician's Medicare opt-out answer,
 * decision 050), consent records under `consent`, the enrolment
 * state under `status|enrollment_status`, and the wizard steps another source filled in that the clinician
 * has not confirmed yet under `status|unconfirmed_steps` (decision 029).
 */
export const SELF_ATTESTED_FIELDS = {
  basic_info: [
    'first_name',
    'middle_name',
    'last_name',
    'suffix',
    'date_of_birth',
    'email',
    'phone_number',
    'gender',
    'social_security',
    'citizenship',
    'place_of_birth',
    'aliases',
    'other_names',
    'has_other_names',
    'occupation_code',
    'specialty_code',
    'intended_use',
    'cgfns_number',
    'ecfmg_number',
    'mobile_confirm',
    'verification',
    'graduate_attested_none',
  ],
  address: ['line_1', 'line_2', 'city', 'state', 'zip', 'zip4'],
  // Each board identifier is stored with its own has_board_cert flag.
  identifiers: ['nppes_number', 'ncsbn_number', 'aanp', 'ancc', 'nbcrna', 'ncc', 'nccpa', 'np_other_board'],
  board_cert: ['answer', 'exam', 'exam_date', 'explanation', 'specialties', 'boards'],
  // 'I have no education to list' (decision 049): basic_info|graduate_attested_none already says 'no training'.
  education: ['list', 'attested_none'],
  licenses: ['list', 'has_no_license_cds', 'has_no_license_dea', 'has_no_license_rn', 'has_no_license_state'],
  registrations: [
    'dea_number',
    'cds_number',
    'medicaid_number',
    'medicaid_participation',
    'medicare_number',
    'medicare_participation',
    'medicare_opt_out',
  ],
  malpractice: ['personal', 'personalPolicies', 'employerPolicies'],
  other_certifications: OTHER_CERTIFICATION_KEYS,
  work_history: ['history', 'authorization'],
  hospital_affiliations: ['list', 'answer'],
  consent: ['subscription_documents', 'eula', 'signed'],
  status: ['enrollment_status', 'unconfirmed_steps'],
} as const;

type Fields = typeof SELF_ATTESTED_FIELDS;
export type SelfAttestedSection = keyof Fields;
export type SelfAttestedField<S extends SelfAttestedSection> = Fields[S][number];
export type SelfAttestedKey = {
  [S in SelfAttestedSection]: `${S}|${SelfAttestedField<S>}`;
}[SelfAttestedSection];

export const SELF_ATTESTED_SECTIONS = Object.keys(SELF_ATTESTED_FIELDS) as SelfAttestedSection[];

export const KEY_SEPARATOR = '|';

export function selfAttestedKey<S extends SelfAttestedSection>(
  section: S,
  field: SelfAttestedField<S>,
): SelfAttestedKey {
  return `${section}${KEY_SEPARATOR}${field}` as SelfAttestedKey;
}

export const SELF_ATTESTED_KEYS: readonly SelfAttestedKey[] = SELF_ATTESTED_SECTIONS.flatMap((section) =>
  SELF_ATTESTED_FIELDS[section].map((field) => `${section}${KEY_SEPARATOR}${field}` as SelfAttestedKey),
);
export const selfAttestedKeySchema = z.enum(SELF_ATTESTED_KEYS as [SelfAttestedKey, ...SelfAttestedKey[]]);

/**
 * Attestation and disclosure question sets are open-ended: each question is stored as `{set}|{questionId}`.
 * caqh and supplemental are the shared sets; an organization's own set is `org_{subscriber group id}`.
 */
export const SHARED_QUESTION_SETS = ['caqh', 'supplemental'] as const;
export const QUESTION_FIELDS = ['answer', 'explanation', 'document'] as const;

export function organizationQuestionSet(subscriberGroupId: string): string {
  return `org_${subscriberGroupId}`;
}

export function isQuestionSetSection(section: string): boolean {
  return (
    (SHARED_QUESTION_SETS as readonly string[]).includes(section) || /^org_[A-Za-z0-9_-]+$/.test(section)
  );
}

const PART = /^[A-Za-z0-9_-]+$/;

/** Splits any well-formed `section|field` key, known or not; null for anything else. */
export function parseSelfAttestedKey(key: string): { section: string; field: string } | null {
  const parts = key.split(KEY_SEPARATOR);
  if (parts.length !== 2) return null;
  const [section, field] = parts as [string, string];
  return PART.test(section) && PART.test(field) ? { section, field } : null;
}

export function isKnownSelfAttestedKey(key: string): key is SelfAttestedKey {
  return selfAttestedKeySchema.safeParse(key).success;
}

/** A key the profile may store: a named section field, or a question of a question set. */
export function isStorableSelfAttestedKey(key: string): boolean {
  if (isKnownSelfAttestedKey(key)) return true;
  const parsed = parseSelfAttestedKey(key);
  return parsed !== null && isQuestionSetSection(parsed.section);
}
