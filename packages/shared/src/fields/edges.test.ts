import { describe, expect, it } from 'vitest';
import { isValidYear, makeDateOfBirthSchema, makeDateSchema, isAtLeastYearsOld } from './date-rules';
import { compareDates, formatDate, parseDate, readDate } from './dates';
import { deaCheckDigit, isValidDea } from './dea';
import { applyMask, spreadDigits } from './mask';
import { NPI_MASK, npiCheckDigit } from './npi';
import { newPasswordSchema, passwordSchema } from './password';
import { isValidPhone, makePhoneSchema, phoneDigits } from './phone';
import { requiredString, stringField } from './rule';
import { isMaskedRegistrationNumber, maskLicenseList, maskRegistrationNumber } from './sensitive-masks';
import { formatSsn } from './ssn';
import { issuesOf, messagesOf } from './test-support';

// Edges found by mutation testing (docs/testing/mutation-scores.md): each case fails when the rule it names
// is changed.

describe('date edges', () => {
  it('a year is exactly four digits: no sign, space or fifth character around them', () => {
    expect(isValidYear('2020')).toBe(true);
    expect(isValidYear('+2020')).toBe(false);
    expect(isValidYear(' 2020')).toBe(false);
    expect(isValidYear('2020 ')).toBe(false);
    expect(isValidYear('2020.')).toBe(false);
  });

  it('a month date has no day at all, not an undefined one', () => {
    expect(readDate('03/2025', 'month')).toStrictEqual({ year: 2025, month: 3 });
    expect(Object.keys(parseDate('03/2025', 'month') ?? {})).toEqual(['year', 'month']);
  });

  it('a day date and a month date compare at month precision, whichever comes first', () => {
    expect(compareDates({ year: 2025, month: 3, day: 15 }, { year: 2025, month: 3 })).toBe(0);
    expect(compareDates({ year: 2025, month: 3 }, { year: 2025, month: 3, day: 15 })).toBe(0);
    expect(compareDates({ year: 2025, month: 3, day: 15 }, { year: 2025, month: 4 })).toBeLessThan(0);
  });

  it('formatDate writes YYYY-MM-DD unless told otherwise', () => {
    expect(formatDate({ year: 2025, month: 3, day: 9 })).toBe('2025-03-09');
    expect(formatDate({ year: 2025, month: 3, day: 9 }, 'us')).toBe('03/09/2025');
    expect(formatDate({ year: 2025, month: 3, day: 9 }, 'month')).toBe('03/2025');
  });

  it('a value that is not a date is never old enough', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(isAtLeastYearsOld('1950-01-01', 18, now)).toBe(true);
    expect(isAtLeastYearsOld('not a date', 18, now)).toBe(false);
    expect(isAtLeastYearsOld('1950-02-30', 18, now)).toBe(false);
  });

  it('a date of birth that is not required may be left blank, and is required by default', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(messagesOf(makeDateOfBirthSchema({ now, required: false }), '')).toEqual([]);
    expect(messagesOf(makeDateOfBirthSchema({ now }), '')).toEqual(['validation.required']);
  });

  it('without a clock the rules read the current day', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(messagesOf(makeDateSchema({ notFuture: true }), today)).toEqual([]);
    expect(messagesOf(makeDateSchema({ notFuture: true }), `${Number(today.slice(0, 4)) + 1}-01-01`)).toEqual(
      ['date.not-future'],
    );
  });
});

describe('check digits refuse a wrong length with a message naming it', () => {
  it.each([
    [() => deaCheckDigit('12345'), 'deaCheckDigit needs exactly 6 digits'],
    [() => npiCheckDigit('12345678'), 'npiCheckDigit needs exactly 9 digits'],
    [() => formatSsn('12345678'), 'formatSsn needs 9 digits'],
  ])('%#', (call, message) => {
    expect(call).toThrow(new RangeError(message));
  });

  it('a DEA number is two letters and seven digits, nothing around them', () => {
    expect(isValidDea('AB1234563')).toBe(true);
    expect(isValidDea('AB12345634')).toBe(false);
    expect(isValidDea('AB123456')).toBe(false);
    expect(isValidDea('A91234563')).toBe(true);
    expect(isValidDea('IB1234563')).toBe(false);
    // A valid number with a character before or after it (Number('3 ') would read the check digit 3).
    expect(isValidDea('AAB1234563')).toBe(false);
    expect(isValidDea('AB1234563 ')).toBe(false);
  });

  it('the NPI mask has ten digit slots', () => {
    expect(NPI_MASK).toBe('##########');
    expect(applyMask('12345678901', NPI_MASK)).toBe('1234567890');
  });
});

describe('spreadDigits keeps what a paste does not reach', () => {
  it('boxes after the pasted digits keep their digits', () => {
    expect(spreadDigits('12', 4, ['', '', '7', '8'])).toEqual(['1', '2', '7', '8']);
    expect(spreadDigits('9', 3, ['1', '2', '3'], 1)).toEqual(['1', '9', '3']);
  });

  it('without current boxes every box starts empty', () => {
    expect(spreadDigits('', 3)).toEqual(['', '', '']);
    expect(spreadDigits('5', 3, undefined, 2)).toEqual(['', '', '5']);
  });
});

describe('password messages', () => {
  it('a blank or missing password and a missing confirmation say the field is required', () => {
    expect(messagesOf(passwordSchema, '   ')).toEqual(['validation.required']);
    expect(messagesOf(passwordSchema, undefined)).toEqual(['validation.required']);
    expect(issuesOf(newPasswordSchema, { password: 'Correct-Horse-7' })).toEqual([
      { message: 'validation.required', path: ['confirmation'] },
    ]);
  });
});

describe('phone edges', () => {
  it('a +1 typed after spaces is a country code even before the number is complete', () => {
    expect(phoneDigits('  +1555123')).toBe('555123');
  });

  it('keeps at most 10 national digits', () => {
    expect(phoneDigits('555123456789')).toBe('5551234567');
  });

  it('spaces around a valid number do not make it invalid', () => {
    expect(isValidPhone(' +1 555 123 4567 ')).toBe(true);
  });

  it('an invalid number is reported with the phone message', () => {
    expect(messagesOf(makePhoneSchema(), '555')).toEqual(['validation.phone-invalid']);
  });
});

describe('rule issues', () => {
  it('are custom issues carrying the wording key', () => {
    const result = requiredString.safeParse(' ');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ code: 'custom', message: 'validation.required' }]);
    expect(stringField(() => undefined).safeParse('').error?.issues[0]?.code).toBe('custom');
  });
});

describe('sensitive masks', () => {
  it('a registration number loses every white space, each counted once', () => {
    expect(maskRegistrationNumber('AB 12 \t 34563')).toBe('*****4563');
    expect(maskRegistrationNumber('  ')).toBe('');
  });

  it('only a string of stars and at most four other characters is a masked number', () => {
    expect(isMaskedRegistrationNumber('*****4563')).toBe(true);
    expect(isMaskedRegistrationNumber('A*4563')).toBe(false);
    expect(isMaskedRegistrationNumber(['*****4563'])).toBe(false);
  });

  it('leaves entries that are not records, and DEA records without a text number, as they are', () => {
    const odd = [null, undefined, 'dea', 7, { record_type: 'dea', license_number: 1234563 }];
    expect(maskLicenseList(odd)).toEqual(odd);
  });
});
