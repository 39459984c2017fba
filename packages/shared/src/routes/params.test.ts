import { describe, expect, it } from 'vitest';
import { selectEnrollmentSteps } from '../domain/enrollment-steps';
import { ENROLL_STEP_HASHES, RESET_PASSWORD_ERRORS, isEnrollHash, isUuid } from './params';

describe('enrol step hashes', () => {
  it('are the eight of 000 §2', () => {
    expect(ENROLL_STEP_HASHES).toEqual([
      'name',
      'dob',
      'pob',
      'citizenship',
      'ssn',
      'address',
      'mobile-number',
      'review',
    ]);
  });

  it('are exactly the wizard steps every clinician sees besides the provider-type picker', () => {
    const always = selectEnrollmentSteps({ professionalSteps: [] });
    expect(always).toEqual([...ENROLL_STEP_HASHES]);
  });

  it.each([
    ['name', true],
    ['mobile-number', true],
    ['review', true],
    ['npi', false],
    ['mobile_number', false],
    ['Name', false],
    ['', false],
    [undefined, false],
  ])('isEnrollHash(%s) is %s', (value, expected) => {
    expect(isEnrollHash(value)).toBe(expected);
  });
});

describe('isUuid', () => {
  it.each([
    ['0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c', true],
    ['0B9A4D1E-3C2F-4E8A-9B7C-1D2E3F4A5B6C', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['0b9a4d1e3c2f4e8a9b7c1d2e3f4a5b6c', false],
    ['0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6', false],
    ['0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6g', false],
    [' 0b9a4d1e-3c2f-4e8a-9b7c-1d2e3f4a5b6c', false],
    ['', false],
    [42, false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

it('reset-password error pages are expired and invalid', () => {
  expect(RESET_PASSWORD_ERRORS).toEqual(['expired', 'invalid']);
});
