import { z } from 'zod';
import type { LicenseType } from './licenses';
import type { ProfessionalStepKey } from './enrollment-steps';

/**
 * The provider types a clinician picks at the start of enrolment. The server answers GET /api/provider_type
 * with this shape; this list is what it serves by default (a subscriber's requirement may filter it).
 * professional_steps chooses the professional wizard steps and license_types the license look-ups
 * (see enrollment-steps.ts). Physicians go through FSMB (state licenses), DEA and residency training; the
 * APRN types and RNs are found in Nursys by NCSBN id; RNs do not prescribe, so they have no NPI or DEA step.
 */
export const PROVIDER_TYPE_NAMES = ['MD', 'DO', 'NP', 'PA', 'CRNA', 'CNM', 'CNS', 'RN'] as const;
export const providerTypeNameSchema = z.enum(PROVIDER_TYPE_NAMES);
export type ProviderTypeName = z.infer<typeof providerTypeNameSchema>;

export interface ProviderType {
  name: ProviderTypeName;
  long: string;
  professional_steps: readonly ProfessionalStepKey[];
  license_types: readonly LicenseType[];
}

const PHYSICIAN_STEPS = [
  'provider_type',
  'npi',
  'specialty',
  'state_licenses',
  'dea',
  'training',
  'alias',
] as const;
const APRN_STEPS = ['provider_type', 'npi', 'ncsbn_id', 'specialty', 'dea', 'alias'] as const;

export const PROVIDER_TYPES: readonly ProviderType[] = [
  {
    name: 'MD',
    long: 'Doctor of Medicine',
    professional_steps: PHYSICIAN_STEPS,
    license_types: ['medical_license', 'dea_license'],
  },
  {
    name: 'DO',
    long: 'Doctor of Osteopathic Medicine',
    professional_steps: PHYSICIAN_STEPS,
    license_types: ['medical_license', 'dea_license'],
  },
  {
    name: 'NP',
    long: 'Nurse Practitioner',
    professional_steps: APRN_STEPS,
    license_types: ['rn_license', 'dea_license'],
  },
  {
    name: 'PA',
    long: 'Physician Assistant',
    professional_steps: ['provider_type', 'npi', 'specialty', 'state_licenses', 'dea', 'alias'],
    license_types: ['medical_license', 'dea_license'],
  },
  {
    name: 'CRNA',
    long: 'Certified Registered Nurse Anesthetist',
    professional_steps: APRN_STEPS,
    license_types: ['rn_license', 'dea_license'],
  },
  {
    name: 'CNM',
    long: 'Certified Nurse Midwife',
    professional_steps: APRN_STEPS,
    license_types: ['rn_license', 'dea_license'],
  },
  {
    name: 'CNS',
    long: 'Clinical Nurse Specialist',
    professional_steps: APRN_STEPS,
    license_types: ['rn_license', 'dea_license'],
  },
  {
    name: 'RN',
    long: 'Registered Nurse',
    professional_steps: ['provider_type', 'ncsbn_id', 'alias'],
    license_types: ['rn_license'],
  },
];

export function providerTypeByName(name: string): ProviderType | undefined {
  return PROVIDER_TYPES.find((type) => type.name === name);
}
