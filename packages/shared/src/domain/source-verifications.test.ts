import { describe, expect, it } from 'vitest';
import { DATA_EXPIRATION_MS } from '../constants';
import { dueReminder, EXPIRY_REMINDER_DAYS, VERIFICATION_RECHECK_DAYS } from './source-verifications';

describe('expiry reminders', () => {
  it('are sent at 90, 60, 30 and 7 days before expiry', () => {
    expect(EXPIRY_REMINDER_DAYS).toEqual([90, 60, 30, 7]);
  });

  it.each([
    [91, null],
    [90, 90],
    [61, 90],
    [60, 60],
    [31, 60],
    [30, 30],
    [8, 30],
    [7, 7],
    [0, 7],
    [-1, null],
  ])('%i days left → the %s-day reminder', (daysLeft, expected) => {
    expect(dueReminder(daysLeft)).toBe(expected);
  });
});

describe('re-checks', () => {
  it('come after 30 days, inside the 45-day data expiration (000 §9)', () => {
    expect(VERIFICATION_RECHECK_DAYS).toBe(30);
    expect(DATA_EXPIRATION_MS).toBe(45 * 24 * 60 * 60 * 1000);
    expect(VERIFICATION_RECHECK_DAYS * 24 * 60 * 60 * 1000).toBeLessThan(DATA_EXPIRATION_MS);
  });
});
