import type { EnrollmentRegistry } from '../wizard/registry-context';
import { AddressStep } from './address-step';
import { CitizenshipStep } from './citizenship-step';
import { DobStep } from './dob-step';
import { IdentityCheckStep, IdentityVerificationStep } from './identity';
import { MobileNumberStep } from './mobile-number-step';
import { NameStep } from './name-step';
import { PobStep } from './pob-step';
import {
  AliasStep,
  DeaStep,
  NcsbnStep,
  NpiStep,
  SpecialtyStep,
  SpecialtySummary,
  StateLicensesStep,
  TrainingPositionStep,
  TrainingStep,
} from './professional';
import { ProviderTypeStep } from './provider-type-step';
import { ReviewStep } from './review-step';
import { SsnStep } from './ssn-step';

export type { EnrollmentScreenId, EnrollmentStepEntry, EnrollmentStepProps, StepSummaryProps } from './types';

/**
 * Which component shows each screen of the wizard (see ../README.md). A screen the clinician's steps include
 * but this registry lacks makes the wizard throw: every step must be built before it can be reached.
 * Professional steps live in ./professional/, identity steps in ./identity/: one import and one line each.
 */
export const ENROLLMENT_STEP_REGISTRY: EnrollmentRegistry = {
  'provider-type': { component: ProviderTypeStep },
  name: { component: NameStep },
  dob: { component: DobStep },
  pob: { component: PobStep },
  citizenship: { component: CitizenshipStep },
  ssn: { component: SsnStep },
  address: { component: AddressStep },
  'mobile-number': { component: MobileNumberStep },
  'identity-check': { component: IdentityCheckStep },
  npi: { component: NpiStep },
  'ncsbn-id': { component: NcsbnStep },
  specialty: { component: SpecialtyStep, summary: SpecialtySummary },
  'state-licenses': { component: StateLicensesStep },
  dea: { component: DeaStep },
  training: { component: TrainingStep },
  'training-position': { component: TrainingPositionStep },
  alias: { component: AliasStep },
  'identity-verification': { component: IdentityVerificationStep },
  review: { component: ReviewStep },
};
