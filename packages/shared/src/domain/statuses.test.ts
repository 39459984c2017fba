import { describe, expect, it } from 'vitest';
import { enrollmentStatusSchema, isEnrollmentFinished } from './enrollment-status';
import { idVerificationStatusSchema } from './id-verification';
import { PROFESSIONAL_HISTORY_STEPS, isProfessionalHistoryStep } from './professional-history';
import { subscriptionStatusSchema } from './subscriptions';
import { POSITION_TYPES, TRAINING_TYPES } from './work-history';
import { REFERENCE_PROVIDER_TYPES } from './affiliations';
import {
  NOT_ON_HAND_COVERAGE_TYPES,
  MALPRACTICE_DEFAULT_REQUIRED_FIELDS,
  MALPRACTICE_DEFAULT_OPTIONAL_FIELDS,
} from './malpractice';
import { LICENSE_RECORD_TYPES, NO_LICENSE_KINDS, hasBoardActions } from './licenses';

describe('status lists of 000 §3–§4', () => {
  it('enrolment status is null, in_progress or finished', () => {
    for (const value of [null, 'in_progress', 'finished'])
      expect(enrollmentStatusSchema.parse(value)).toBe(value);
    expect(enrollmentStatusSchema.safeParse('started').success).toBe(false);
    expect(isEnrollmentFinished('finished')).toBe(true);
    expect(isEnrollmentFinished(null)).toBe(false);
  });

  it('id verification, subscription', () => {
    expect(idVerificationStatusSchema.options).toEqual(['not_started', 'pending', 'finished', 'invalid']);
    expect(subscriptionStatusSchema.options).toEqual(['active', 'pending']);
  });

  it('professional-history steps in order', () => {
    expect(PROFESSIONAL_HISTORY_STEPS).toEqual([
      'resume',
      'history',
      'affiliations',
      'references',
      'verifications',
    ]);
    expect(isProfessionalHistoryStep('references')).toBe(true);
    expect(isProfessionalHistoryStep('summary')).toBe(false);
  });

  it('work history positions and training types', () => {
    expect(POSITION_TYPES).toEqual(expect.arrayContaining(['job', 'training', 'gap']));
    expect(TRAINING_TYPES).toEqual(['internship', 'residency', 'fellowship']);
  });

  it('affiliation references are DO or MD', () => {
    expect(REFERENCE_PROVIDER_TYPES).toEqual(['DO', 'MD']);
  });

  it('malpractice coverage types and default fields', () => {
    expect(NOT_ON_HAND_COVERAGE_TYPES).toEqual(['Employer-Provided', 'Self-Insured']);
    expect(MALPRACTICE_DEFAULT_REQUIRED_FIELDS).toEqual([
      'name',
      'policy_number',
      'effective_date',
      'expiration_date',
    ]);
    expect(MALPRACTICE_DEFAULT_OPTIONAL_FIELDS).toEqual(['retro_date', 'per_occurrence', 'agg_coverage']);
  });

  it('license record types and no-license flags', () => {
    expect(LICENSE_RECORD_TYPES).toEqual(['dea', 'state_license', 'cds', 'rn_license']);
    expect(NO_LICENSE_KINDS).toEqual(['cds', 'dea', 'rn', 'state']);
  });

  it.each([
    ['True', true],
    ['False', false],
    ['true', false],
    [null, false],
  ])('board_actions %s -> %s', (value, expected) => {
    expect(hasBoardActions(value)).toBe(expected);
  });
});
