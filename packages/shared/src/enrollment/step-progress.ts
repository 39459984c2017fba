import type { EnrollmentStepId } from '../domain/enrollment-steps';
import type { IdVerificationStatus } from '../domain/id-verification';
import type { LicenseRecordType } from '../domain/licenses';
import { selfAttestedKey as key, type SelfAttestedKey } from '../domain/self-attested-keys';
import type { ProfileValues } from '../domain/wallet-completeness';

/**
 * Which keys each wizard step writes, and when a step counts as finished, so that a clinician who comes back
 * resumes at the first unfinished step (firstUnfinishedStep). The web and the server share this.
 */
export const ENROLLMENT_STEP_KEYS: Record<EnrollmentStepId, readonly SelfAttestedKey[]> = {
  'provider-type': [key('basic_info', 'occupation_code')],
  name: [
    key('basic_info', 'first_name'),
    key('basic_info', 'middle_name'),
    key('basic_info', 'last_name'),
    key('basic_info', 'suffix'),
  ],
  dob: [key('basic_info', 'date_of_birth')],
  pob: [key('basic_info', 'place_of_birth')],
  citizenship: [key('basic_info', 'citizenship')],
  ssn: [key('basic_info', 'social_security')],
  address: [
    key('address', 'line_1'),
    key('address', 'line_2'),
    key('address', 'city'),
    key('address', 'state'),
    key('address', 'zip'),
    key('address', 'zip4'),
  ],
  'mobile-number': [key('basic_info', 'phone_number')],
  'identity-check': [],
  npi: [key('identifiers', 'nppes_number')],
  'ncsbn-id': [
    key('identifiers', 'ncsbn_number'),
    key('licenses', 'list'),
    key('licenses', 'has_no_license_rn'),
  ],
  specialty: [key('basic_info', 'specialty_code')],
  'state-licenses': [key('licenses', 'list'), key('licenses', 'has_no_license_state')],
  dea: [key('licenses', 'list'), key('licenses', 'has_no_license_dea')],
  training: [key('basic_info', 'graduate_attested_none')],
  alias: [key('basic_info', 'has_other_names'), key('basic_info', 'other_names')],
  'identity-verification': [],
  review: [key('status', 'enrollment_status')],
};

export const UNCONFIRMED_STEPS_KEY = key('status', 'unconfirmed_steps');

/** The steps a prefill filled in that the clinician has not confirmed with the step's own Next yet. */
export function unconfirmedSteps(values: ProfileValues): EnrollmentStepId[] {
  const list = values[UNCONFIRMED_STEPS_KEY];
  return Array.isArray(list) ? (list.filter((step) => typeof step === 'string') as EnrollmentStepId[]) : [];
}

/**
 * The value of `status|unconfirmed_steps` after a prefill fills `filled` in (added) or the clinician
 * confirms `confirmed` (removed); undefined when it does not change, so nothing needs saving.
 */
export function nextUnconfirmedSteps(
  values: ProfileValues,
  { filled = [], confirmed }: { filled?: readonly EnrollmentStepId[]; confirmed?: string },
): EnrollmentStepId[] | undefined {
  const before = unconfirmedSteps(values);
  const after = [...new Set([...before, ...filled])].filter((step) => step !== confirmed);
  const same = after.length === before.length && after.every((step) => before.includes(step));
  return same ? undefined : after;
}

export interface StepProgressContext {
  /** The actor's settings.id_verification. */
  idVerification?: IdVerificationStatus | null;
}

const filled = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const get = (values: ProfileValues, k: SelfAttestedKey): unknown => values[k];

function hasLicense(values: ProfileValues, type: LicenseRecordType): boolean {
  const list = get(values, key('licenses', 'list'));
  return (
    Array.isArray(list) && list.some((record) => (record as { record_type?: unknown })?.record_type === type)
  );
}

function hasTraining(values: ProfileValues): boolean {
  const history = get(values, key('work_history', 'history'));
  return (
    Array.isArray(history) &&
    history.some((position) => (position as { type?: unknown })?.type === 'training')
  );
}

const isTrue = (values: ProfileValues, k: SelfAttestedKey) => get(values, k) === true;

/** Whether the clinician has finished `step` given the saved values. */
export function isStepComplete(
  step: EnrollmentStepId,
  values: ProfileValues,
  context: StepProgressContext = {},
): boolean {
  const has = (k: SelfAttestedKey) => filled(get(values, k));
  // A prefilled step is done only once the clinician has confirmed it (issue 11, decision 029).
  if (unconfirmedSteps(values).includes(step)) return false;
  switch (step) {
    case 'provider-type':
      return has(key('basic_info', 'occupation_code'));
    case 'name':
      return has(key('basic_info', 'first_name')) && has(key('basic_info', 'last_name'));
    case 'dob':
      return has(key('basic_info', 'date_of_birth'));
    case 'pob':
      return has(key('basic_info', 'place_of_birth'));
    case 'citizenship':
      return has(key('basic_info', 'citizenship'));
    case 'ssn':
      return has(key('basic_info', 'social_security'));
    case 'address':
      return ['line_1', 'city', 'state', 'zip'].every((field) => has(`address|${field}` as SelfAttestedKey));
    case 'mobile-number':
      return has(key('basic_info', 'phone_number')) && isTrue(values, key('basic_info', 'mobile_confirm'));
    case 'identity-check':
      return has(key('basic_info', 'verification'));
    case 'npi':
      return has(key('identifiers', 'nppes_number'));
    case 'ncsbn-id':
      return (
        has(key('identifiers', 'ncsbn_number')) &&
        (hasLicense(values, 'rn_license') || isTrue(values, key('licenses', 'has_no_license_rn')))
      );
    case 'specialty':
      return has(key('basic_info', 'specialty_code'));
    case 'state-licenses':
      return hasLicense(values, 'state_license') || isTrue(values, key('licenses', 'has_no_license_state'));
    case 'dea':
      return hasLicense(values, 'dea') || isTrue(values, key('licenses', 'has_no_license_dea'));
    case 'training':
      return hasTraining(values) || isTrue(values, key('basic_info', 'graduate_attested_none'));
    case 'alias': {
      const answer = get(values, key('basic_info', 'has_other_names'));
      return answer === false || (answer === true && has(key('basic_info', 'other_names')));
    }
    case 'identity-verification':
      return context.idVerification === 'pending' || context.idVerification === 'finished';
    case 'review':
      return get(values, key('status', 'enrollment_status')) === 'finished';
  }
}

/** Where a returning clinician resumes: the first step of `steps` not finished, else the last (review). */
export function firstUnfinishedStep(
  steps: readonly EnrollmentStepId[],
  values: ProfileValues,
  context: StepProgressContext = {},
): EnrollmentStepId | undefined {
  return steps.find((step) => !isStepComplete(step, values, context)) ?? steps.at(-1);
}
