import type {
  EnrollmentStepId,
  ProfileValues,
  ProviderTypeInfo,
  StepProgressContext,
} from '@credence/shared';
import type { ComponentType } from 'react';
import type { ProfileData } from '../api/self-attested';

/** A screen of the wizard: a step, or a sub-step inside one (ENROLLMENT_SUBSTEPS, e.g. training-position). */
export type EnrollmentScreenId = EnrollmentStepId | 'training-position';

/** What the wizard frame gives every step component (see ../README.md). */
export interface EnrollmentStepProps {
  /** The screen shown. One component may serve several screens. */
  stepId: EnrollmentScreenId;
  /**
   * Everything saved so far (GET /api/self_attested, kept current after each save); the SSN is masked, the
   * date of birth and DEA/CDS numbers are in clear (GET /api/self_attested/unmasked) for the steps to edit.
   */
  values: ProfileValues;
  /** The steps this clinician goes through, in order (selectEnrollmentSteps). */
  steps: readonly EnrollmentStepId[];
  /** The provider types the clinician may choose from (filtered by the application requirement). */
  providerTypes: readonly ProviderTypeInfo[];
  /** The chosen provider type, once saved in basic_info|occupation_code. */
  providerType: ProviderTypeInfo | undefined;
  /** The application requirement the wizard follows (a subscription's app_req_id), when there is one. */
  appReqId: string | null;
  /** What step completion needs besides the values (the actor's id_verification). */
  progress: StepProgressContext;
  /** POST /api/self_attested with these keys; resolves with what was saved, rejects with an ApiError. */
  save: (data: ProfileData) => Promise<ProfileValues>;
  /** Re-reads the saved values (after a call that changes them on the server, e.g. a verified code). */
  reload: () => Promise<void>;
  /** Call once the step's answers are saved: moves to the next screen. */
  onSaved: () => void;
  /** Back to the previous screen, keeping what was typed here (see useStepDraft); absent on the first. */
  onBack: (() => void) | undefined;
  /** Jumps to another screen of the wizard (the review's change links). */
  goTo: (screen: EnrollmentScreenId) => void;
}

/** What the review shows for one step: a summary of its saved answers. */
export interface StepSummaryProps {
  stepId: EnrollmentStepId;
  values: ProfileValues;
  providerTypes: readonly ProviderTypeInfo[];
  progress: StepProgressContext;
}

export interface EnrollmentStepEntry {
  component: ComponentType<EnrollmentStepProps>;
  /** The review's summary of the step; a generic one from the step's keys when absent. */
  summary?: ComponentType<StepSummaryProps>;
}
