import { z } from 'zod';
import { IDENTITY_CREDENTIAL_TYPE } from './credential-forms';

/**
 * Wallet categories a credential is shown under. The spec names training and controlled (001 §4); the rest
 * is our grouping of the form catalogue into what a clinician would look for.
 */
export const CREDENTIAL_CATEGORIES = [
  'identity',
  'education',
  'training',
  'licenses',
  'controlled',
  'certifications',
  'work',
  'affiliations',
  'insurance',
  'programs',
  'exclusions',
  'other',
] as const;
export const credentialCategorySchema = z.enum(CREDENTIAL_CATEGORIES);
export type CredentialCategory = z.infer<typeof credentialCategorySchema>;

/** Where a credential of each schema goes when the server did not assign a category. */
export const CATEGORY_BY_SCHEMA: Readonly<Record<string, CredentialCategory>> = {
  [IDENTITY_CREDENTIAL_TYPE]: 'identity',
  nppes: 'identity',
  nsc_education: 'education',
  work_transcript: 'education',
  training: 'training',
  work_training: 'training',
  state_license: 'licenses',
  rn_license: 'licenses',
  dea: 'controlled',
  cds: 'controlled',
  board_certification: 'certifications',
  aha_cert: 'certifications',
  work_history: 'work',
  work_gap: 'work',
  work_equifax: 'work',
  work_verification: 'work',
  hospital_affiliation: 'affiliations',
  malpractice: 'insurance',
  cms: 'programs',
  participation_reported: 'programs',
  npdb: 'exclusions',
  odm: 'exclusions',
  sam: 'exclusions',
  oig_hhs: 'exclusions',
  ofac: 'exclusions',
};

interface CategorizedCredential {
  category?: string | null;
  schema_name: string;
  needs_review?: boolean | null;
}

/**
 * The category a credential is shown in. Per 001 §4 a reviewed board certification belongs with training,
 * and DEA and CDS registrations always show as controlled whatever category they arrive with.
 */
export function credentialCategoryFor(credential: CategorizedCredential): CredentialCategory {
  if (credential.schema_name === 'board_certification' && !credential.needs_review) return 'training';
  if (credential.schema_name === 'dea' || credential.schema_name === 'cds') return 'controlled';
  const given = credentialCategorySchema.safeParse(credential.category);
  if (given.success) return given.data;
  return CATEGORY_BY_SCHEMA[credential.schema_name] ?? 'other';
}
