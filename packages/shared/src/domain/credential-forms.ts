import { z } from 'zod';
import { PRODUCT_KEY } from '../constants';

/** The product's own identity credential: the `{product}_id` row of the form catalogue. */
export const IDENTITY_CREDENTIAL_TYPE = `${PRODUCT_KEY}_id` as const;

/** Credential types that have their own read-only and edit form (001 §2). */
export const CREDENTIAL_FORM_TYPES = [
  'malpractice',
  'npdb',
  'nppes',
  'nsc_education',
  'odm',
  'sam',
  'oig_hhs',
  'ofac',
  'participation_reported',
  'rn_license',
  'state_license',
  'training',
  'work_gap',
  'work_equifax',
  'work_history',
  'work_training',
  'work_transcript',
  'work_verification',
  IDENTITY_CREDENTIAL_TYPE,
  'cds',
  'cms',
  'dea',
  'hospital_affiliation',
  'aha_cert',
] as const;

/** Unknown types fall back to a generic form that lists each field as a text input. */
export const GENERIC_FORM_TYPE = 'generic';

export const credentialFormTypeSchema = z.enum([...CREDENTIAL_FORM_TYPES, GENERIC_FORM_TYPE]);
export type CredentialFormType = z.infer<typeof credentialFormTypeSchema>;

const KNOWN: ReadonlySet<string> = new Set(CREDENTIAL_FORM_TYPES);

export function formTypeFor(type: string | null | undefined): CredentialFormType {
  return type && KNOWN.has(type) ? credentialFormTypeSchema.parse(type) : GENERIC_FORM_TYPE;
}

/** The exclusion checks share one form shape and one excluded/not-excluded rule (see exclusions.ts). */
export const EXCLUSION_FORM_TYPES = ['odm', 'sam', 'oig_hhs', 'ofac'] as const;
