import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_HISTORY_CONFIG, positionOptionsOf, workHistoryConfigOf } from './config';

// A requirement's look_back_years is 1 to 85 years and allowed_gap_days 0 to 3650 days; anything else
// falls back to the defaults (5 years, 60 days), so a broken requirement never breaks the flow.
describe('look_back_years', () => {
  it.each([1, 5, 85])('takes %d years', (years) => {
    expect(workHistoryConfigOf({ look_back_years: years }).lookBackYears).toBe(years);
  });

  it.each([0, -1, 86, 2.5, '5', null])('refuses %j and uses 5 years', (years) => {
    expect(workHistoryConfigOf({ look_back_years: years }).lookBackYears).toBe(5);
  });
});

describe('allowed_gap_days', () => {
  it.each([0, 1, 60, 3650])('takes %d days', (days) => {
    expect(workHistoryConfigOf({ allowed_gap_days: days }).allowedGapDays).toBe(days);
  });

  it.each([-1, 3651, 30.5, '30', null])('refuses %j and uses 60 days', (days) => {
    expect(workHistoryConfigOf({ allowed_gap_days: days }).allowedGapDays).toBe(60);
  });
});

describe('the other switches are on only when exactly true', () => {
  it('reads each switch from its own place', () => {
    expect(
      workHistoryConfigOf({
        verification: { work_history: { required: true } },
        optional_work_history: true,
        work_history: { certificate_of_insurance: true, no_coverage_reason: true },
      }),
    ).toEqual({
      ...DEFAULT_WORK_HISTORY_CONFIG,
      required: true,
      optionalWorkHistory: true,
      certificateOfInsuranceRequired: true,
      noCoverageReasonRequired: true,
    });
  });

  it.each([
    [
      'a truthy non-boolean',
      { required: 'yes' },
      { optional_work_history: 1 },
      { certificate_of_insurance: 'true' },
    ],
    ['an array in place of an object', [], [], []],
  ])('treats %s as off', (_what, verificationWorkHistory, top, workHistory) => {
    const config = workHistoryConfigOf({
      ...top,
      verification: { work_history: verificationWorkHistory },
      work_history: workHistory,
    });
    expect(config).toEqual(DEFAULT_WORK_HISTORY_CONFIG);
  });

  it('defaults are off, 5 years and 60 days', () => {
    expect(DEFAULT_WORK_HISTORY_CONFIG).toEqual({
      required: false,
      lookBackYears: 5,
      optionalWorkHistory: false,
      allowedGapDays: 60,
      certificateOfInsuranceRequired: false,
      noCoverageReasonRequired: false,
    });
  });
});

describe('positionOptionsOf', () => {
  it('passes the requirement on to the position rules', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const config = {
      ...DEFAULT_WORK_HISTORY_CONFIG,
      lookBackYears: 7,
      optionalWorkHistory: true,
      certificateOfInsuranceRequired: true,
      noCoverageReasonRequired: true,
    };
    expect(positionOptionsOf(config, now)).toEqual({
      now,
      optionalWorkHistory: true,
      lookBackYears: 7,
      certificateOfInsuranceRequired: true,
      noCoverageReasonRequired: true,
    });
  });
});
