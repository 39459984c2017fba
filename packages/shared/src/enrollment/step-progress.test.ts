import { describe, expect, it } from 'vitest';
import { ENROLLMENT_STEPS, selectEnrollmentSteps, type EnrollmentStepId } from '../domain/enrollment-steps';
import { providerTypeByName } from '../domain/provider-types';
import type { ProfileValues } from '../domain/wallet-completeness';
import {
  ENROLLMENT_STEP_KEYS,
  firstUnfinishedStep,
  isStepComplete,
  nextUnconfirmedSteps,
  unconfirmedSteps,
} from './step-progress';

const ALL_STEPS = ENROLLMENT_STEPS.map((step) => step.id);

/** A profile where every step is done. */
const DONE: ProfileValues = {
  'basic_info|occupation_code': 'NP',
  'basic_info|first_name': 'Ada',
  'basic_info|last_name': 'Lovelace',
  'basic_info|date_of_birth': '1985-04-12',
  'basic_info|place_of_birth': { country: 'FR' },
  'basic_info|citizenship': ['US'],
  'basic_info|social_security': '123-45-6789',
  'address|line_1': '12 Main St',
  'address|city': 'Springfield',
  'address|state': 'IL',
  'address|zip': '62704',
  'basic_info|phone_number': '+15551234567',
  'basic_info|mobile_confirm': true,
  'basic_info|verification': { status: 'finished', checked_at: '2026-06-15T12:00:00.000Z' },
  'identifiers|nppes_number': '1234567893',
  'identifiers|ncsbn_number': '12345',
  'basic_info|specialty_code': '363L00000X',
  'licenses|list': [
    { record_type: 'rn_license', license_number: 'RN1', state: 'IL' },
    { record_type: 'state_license', license_number: 'MD1', state: 'IL' },
    { record_type: 'dea', license_number: 'AB1234563', state: 'IL' },
  ],
  'work_history|history': [{ type: 'training', training_type: 'residency' }],
  'basic_info|has_other_names': false,
  'status|enrollment_status': 'finished',
};
const VERIFIED = { idVerification: 'finished' } as const;

const without = (...keys: string[]): ProfileValues =>
  Object.fromEntries(Object.entries(DONE).filter(([k]) => !keys.includes(k)));
const withValues = (values: ProfileValues): ProfileValues => ({ ...DONE, ...values });

describe('ENROLLMENT_STEP_KEYS', () => {
  it('names the keys of every wizard step', () => {
    expect(Object.keys(ENROLLMENT_STEP_KEYS)).toEqual(ALL_STEPS);
  });
});

describe('isStepComplete', () => {
  it('every step is complete on a finished profile', () => {
    for (const step of ALL_STEPS) expect([step, isStepComplete(step, DONE, VERIFIED)]).toEqual([step, true]);
  });

  it('no step is complete on an empty profile', () => {
    for (const step of ALL_STEPS) expect([step, isStepComplete(step, {}, {})]).toEqual([step, false]);
  });

  // Each step, and a value (or values) whose absence leaves it unfinished.
  const missing: [EnrollmentStepId, string[]][] = [
    ['provider-type', ['basic_info|occupation_code']],
    ['name', ['basic_info|first_name']],
    ['name', ['basic_info|last_name']],
    ['dob', ['basic_info|date_of_birth']],
    ['pob', ['basic_info|place_of_birth']],
    ['citizenship', ['basic_info|citizenship']],
    ['ssn', ['basic_info|social_security']],
    ['address', ['address|line_1']],
    ['address', ['address|city']],
    ['address', ['address|state']],
    ['address', ['address|zip']],
    ['mobile-number', ['basic_info|phone_number']],
    ['mobile-number', ['basic_info|mobile_confirm']],
    ['identity-check', ['basic_info|verification']],
    ['npi', ['identifiers|nppes_number']],
    ['ncsbn-id', ['identifiers|ncsbn_number']],
    ['ncsbn-id', ['licenses|list']],
    ['specialty', ['basic_info|specialty_code']],
    ['state-licenses', ['licenses|list']],
    ['dea', ['licenses|list']],
    ['training', ['work_history|history']],
    ['alias', ['basic_info|has_other_names']],
    ['review', ['status|enrollment_status']],
  ];
  it.each(missing)('%s is unfinished without %j', (step, keys) => {
    expect(isStepComplete(step, without(...keys), VERIFIED)).toBe(false);
  });

  it('blank text and empty lists count as missing', () => {
    expect(isStepComplete('name', withValues({ 'basic_info|first_name': '' }))).toBe(false);
    expect(isStepComplete('citizenship', withValues({ 'basic_info|citizenship': [] }))).toBe(false);
    expect(isStepComplete('dob', withValues({ 'basic_info|date_of_birth': null }))).toBe(false);
  });

  it('middle name, suffix, line 2 and zip4 are optional', () => {
    expect(isStepComplete('name', DONE)).toBe(true);
    expect(isStepComplete('address', DONE)).toBe(true);
  });

  it('the mobile number counts only once confirmed', () => {
    expect(isStepComplete('mobile-number', withValues({ 'basic_info|mobile_confirm': false }))).toBe(false);
    expect(isStepComplete('mobile-number', withValues({ 'basic_info|mobile_confirm': 'true' }))).toBe(false);
  });

  it('the identity check counts once it has an outcome, whatever it is', () => {
    const pending = { status: 'pending', checked_at: '2026-06-15T12:00:00.000Z' };
    expect(isStepComplete('identity-check', withValues({ 'basic_info|verification': pending }))).toBe(true);
  });

  it('license steps: a license of the kind, or the "I have none" flag', () => {
    const only = (record_type: string) =>
      withValues({ 'licenses|list': [{ record_type, license_number: '1' }] });
    expect(isStepComplete('state-licenses', only('rn_license'))).toBe(false);
    expect(isStepComplete('state-licenses', only('state_license'))).toBe(true);
    expect(isStepComplete('dea', only('state_license'))).toBe(false);
    expect(isStepComplete('dea', only('dea'))).toBe(true);
    expect(isStepComplete('ncsbn-id', only('dea'))).toBe(false);
    expect(isStepComplete('ncsbn-id', only('rn_license'))).toBe(true);
    const none = withValues({
      'licenses|list': [],
      'licenses|has_no_license_state': true,
      'licenses|has_no_license_dea': true,
      'licenses|has_no_license_rn': true,
    });
    expect(isStepComplete('state-licenses', none)).toBe(true);
    expect(isStepComplete('dea', none)).toBe(true);
    expect(isStepComplete('ncsbn-id', none)).toBe(true);
    expect(
      isStepComplete(
        'ncsbn-id',
        withValues({ 'licenses|has_no_license_rn': true, 'identifiers|ncsbn_number': '' }),
      ),
    ).toBe(false);
  });

  it('training: a training position, or the statement that there is none', () => {
    const jobOnly = withValues({ 'work_history|history': [{ type: 'job' }] });
    expect(isStepComplete('training', jobOnly)).toBe(false);
    expect(isStepComplete('training', { ...jobOnly, 'basic_info|graduate_attested_none': true })).toBe(true);
    expect(isStepComplete('training', { ...jobOnly, 'basic_info|graduate_attested_none': false })).toBe(
      false,
    );
  });

  it('alias: "no", or "yes" with at least one name', () => {
    expect(isStepComplete('alias', withValues({ 'basic_info|has_other_names': true }))).toBe(false);
    expect(
      isStepComplete(
        'alias',
        withValues({ 'basic_info|has_other_names': true, 'basic_info|other_names': [] }),
      ),
    ).toBe(false);
    expect(
      isStepComplete(
        'alias',
        withValues({
          'basic_info|has_other_names': true,
          'basic_info|other_names': [{ first_name: 'Ada', last_name: 'Byron' }],
        }),
      ),
    ).toBe(true);
    expect(isStepComplete('alias', withValues({ 'basic_info|has_other_names': null }))).toBe(false);
  });

  it('identity verification: pending or finished in the actor settings', () => {
    expect(isStepComplete('identity-verification', DONE, { idVerification: 'pending' })).toBe(true);
    expect(isStepComplete('identity-verification', DONE, { idVerification: 'finished' })).toBe(true);
    expect(isStepComplete('identity-verification', DONE, { idVerification: 'invalid' })).toBe(false);
    expect(isStepComplete('identity-verification', DONE, { idVerification: 'not_started' })).toBe(false);
    expect(isStepComplete('identity-verification', DONE)).toBe(false);
  });

  it('review: only a finished enrolment', () => {
    expect(isStepComplete('review', withValues({ 'status|enrollment_status': 'in_progress' }))).toBe(false);
  });
});

describe('firstUnfinishedStep', () => {
  const rn = providerTypeByName('RN')!;
  const rnSteps = selectEnrollmentSteps({
    professionalSteps: rn.professional_steps,
    licenseTypes: rn.license_types,
  });

  it('starts a new clinician at the first step', () => {
    expect(firstUnfinishedStep(selectEnrollmentSteps(), {})).toBe('provider-type');
    expect(firstUnfinishedStep(rnSteps, {})).toBe('provider-type');
  });

  it('resumes at the first step not done, in wizard order, even when later ones are done', () => {
    expect(
      firstUnfinishedStep(rnSteps, without('basic_info|date_of_birth', 'basic_info|has_other_names')),
    ).toBe('dob');
    expect(firstUnfinishedStep(rnSteps, without('basic_info|mobile_confirm'))).toBe('mobile-number');
    expect(firstUnfinishedStep(rnSteps, without('licenses|list'))).toBe('ncsbn-id');
  });

  it('ignores steps the clinician does not have', () => {
    // An RN has no NPI step: a missing NPI does not hold them back.
    expect(
      firstUnfinishedStep(rnSteps, without('identifiers|nppes_number', 'status|enrollment_status')),
    ).toBe('review');
  });

  it('lands on review when every step is done', () => {
    expect(firstUnfinishedStep(rnSteps, DONE)).toBe('review');
    expect(firstUnfinishedStep(rnSteps, without('status|enrollment_status'))).toBe('review');
  });

  it('uses the identity-verification status when the step is asked for', () => {
    const steps = selectEnrollmentSteps({
      professionalSteps: rn.professional_steps,
      licenseTypes: rn.license_types,
      identityVerification: true,
    });
    expect(firstUnfinishedStep(steps, DONE, { idVerification: 'not_started' })).toBe('identity-verification');
    expect(firstUnfinishedStep(steps, DONE, { idVerification: 'pending' })).toBe('review');
  });

  it('answers undefined for no steps at all', () => {
    expect(firstUnfinishedStep([], DONE)).toBeUndefined();
  });
});

describe('prefilled steps count only once confirmed (status|unconfirmed_steps)', () => {
  const md = providerTypeByName('MD')!;
  const mdSteps = selectEnrollmentSteps({
    professionalSteps: md.professional_steps,
    licenseTypes: md.license_types,
  });
  // An MD after the NPI step with NPPES's specialty and state license taken: both wait for their own Next.
  const prefilled: ProfileValues = {
    ...without('licenses|has_no_license_dea', 'status|enrollment_status'),
    'licenses|list': [{ record_type: 'state_license', license_number: 'MD1', state: 'IL' }],
    'status|unconfirmed_steps': ['specialty', 'state-licenses'],
  };

  it('a prefilled step is not complete, and the wizard resumes at it rather than at DEA', () => {
    expect(isStepComplete('specialty', prefilled)).toBe(false);
    expect(isStepComplete('state-licenses', prefilled)).toBe(false);
    expect(isStepComplete('specialty', { ...prefilled, 'status|unconfirmed_steps': [] })).toBe(true);
    expect(firstUnfinishedStep(mdSteps, prefilled)).toBe('specialty');
    expect(
      firstUnfinishedStep(mdSteps, { ...prefilled, 'status|unconfirmed_steps': ['state-licenses'] }),
    ).toBe('state-licenses');
    expect(firstUnfinishedStep(mdSteps, { ...prefilled, 'status|unconfirmed_steps': [] })).toBe('dea');
  });

  it('a prefill adds its steps, a confirmation removes its own; no change answers undefined', () => {
    expect(nextUnconfirmedSteps({}, { filled: ['specialty', 'state-licenses'] })).toEqual([
      'specialty',
      'state-licenses',
    ]);
    expect(nextUnconfirmedSteps(prefilled, { confirmed: 'specialty' })).toEqual(['state-licenses']);
    expect(nextUnconfirmedSteps(prefilled, { confirmed: 'dea' })).toBeUndefined();
    expect(nextUnconfirmedSteps(prefilled, { filled: ['specialty'] })).toBeUndefined();
    expect(nextUnconfirmedSteps({}, { confirmed: 'specialty' })).toBeUndefined();
    expect(unconfirmedSteps({ 'status|unconfirmed_steps': 'specialty' })).toEqual([]);
  });
});
