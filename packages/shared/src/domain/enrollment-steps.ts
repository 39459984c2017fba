import { z } from 'zod';
import { DEFAULT_LICENSE_TYPES, DEFAULT_PROVIDER_STEPS } from '../constants';
import type { LicenseType } from './licenses';

/**
 * The enrolment wizard's component set, in wizard order (000 §2). `id` is the URL slug, `key` the name used
 * in a provider type's `professional_steps`.
 *
 * Which steps a clinician sees (selectEnrollmentSteps):
 * - personal steps (name to mobile-number) and review: always; these are the /enroll/{hash} values;
 * - provider-type: while `provider_type` is in the professional steps, which is the default
 *   (DEFAULT_PROVIDER_STEPS) before a provider type is chosen and stays first in every provider type;
 * - professional steps (npi to alias): when the chosen provider type lists them, and, for the license
 *   look-ups, only when its license_types include the matching type (state-licenses: medical_license,
 *   dea: dea_license, ncsbn-id: rn_license);
 * - identity-check and identity-verification: only when the application requirement asks for them.
 */
export const ENROLLMENT_STEPS = [
  { id: 'provider-type', key: 'provider_type', group: 'provider' },
  { id: 'name', key: 'name', group: 'personal' },
  { id: 'dob', key: 'dob', group: 'personal' },
  { id: 'pob', key: 'pob', group: 'personal' },
  { id: 'citizenship', key: 'citizenship', group: 'personal' },
  { id: 'ssn', key: 'ssn', group: 'personal' },
  { id: 'address', key: 'address', group: 'personal' },
  { id: 'mobile-number', key: 'mobile_number', group: 'personal' },
  { id: 'identity-check', key: 'identity_check', group: 'identity' },
  { id: 'npi', key: 'npi', group: 'professional' },
  { id: 'ncsbn-id', key: 'ncsbn_id', group: 'professional' },
  { id: 'specialty', key: 'specialty', group: 'professional' },
  { id: 'state-licenses', key: 'state_licenses', group: 'professional' },
  { id: 'dea', key: 'dea', group: 'professional' },
  // The training step holds the training-position sub-step.
  { id: 'training', key: 'training', group: 'professional' },
  { id: 'alias', key: 'alias', group: 'professional' },
  { id: 'identity-verification', key: 'identity_verification', group: 'identity' },
  { id: 'review', key: 'review', group: 'review' },
] as const;

export type EnrollmentStep = (typeof ENROLLMENT_STEPS)[number];
export type EnrollmentStepId = EnrollmentStep['id'];
export type EnrollmentStepGroup = EnrollmentStep['group'];

export const enrollmentStepIdSchema = z.enum(ENROLLMENT_STEPS.map((step) => step.id));

/** Keys a provider type may list in `professional_steps`. */
export const PROFESSIONAL_STEP_KEYS = [
  'provider_type',
  'npi',
  'ncsbn_id',
  'specialty',
  'state_licenses',
  'dea',
  'training',
  'alias',
] as const;
export const professionalStepKeySchema = z.enum(PROFESSIONAL_STEP_KEYS);
export type ProfessionalStepKey = z.infer<typeof professionalStepKeySchema>;

/** The license look-up steps only make sense when the provider type has that kind of license. */
export const STEP_LICENSE_TYPE: Partial<Record<EnrollmentStepId, LicenseType>> = {
  'state-licenses': 'medical_license',
  dea: 'dea_license',
  'ncsbn-id': 'rn_license',
};

/** Sub-steps inside a step of the wizard. */
export const ENROLLMENT_SUBSTEPS: Partial<Record<EnrollmentStepId, readonly string[]>> = {
  training: ['training-position'],
};

export interface EnrollmentStepSelection {
  /** The chosen provider type's `professional_steps`; DEFAULT_PROVIDER_STEPS when none is chosen yet. */
  professionalSteps?: readonly string[] | null;
  /** The chosen provider type's `license_types`; DEFAULT_LICENSE_TYPES when none is chosen yet. */
  licenseTypes?: readonly string[] | null;
  /** The application requirement asks for the identity check (POST /api/id_check). */
  identityCheck?: boolean;
  /** The application requirement asks for identity verification (POST /api/id_verify). */
  identityVerification?: boolean;
}

export function selectEnrollmentSteps(selection: EnrollmentStepSelection = {}): EnrollmentStepId[] {
  const professional = new Set<string>(selection.professionalSteps ?? DEFAULT_PROVIDER_STEPS);
  const licenses = new Set<string>(selection.licenseTypes ?? DEFAULT_LICENSE_TYPES);
  return ENROLLMENT_STEPS.filter((step) => {
    switch (step.group) {
      case 'personal':
      case 'review':
        return true;
      case 'identity':
        return step.id === 'identity-check' ? !!selection.identityCheck : !!selection.identityVerification;
      case 'provider':
      case 'professional': {
        const license = STEP_LICENSE_TYPE[step.id];
        return professional.has(step.key) && (license === undefined || licenses.has(license));
      }
    }
  }).map((step) => step.id);
}
