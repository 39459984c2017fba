import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../constants';
import {
  formatPhoneDisplay,
  isValidPhone,
  makePhoneSchema,
  phoneDigits,
  phoneSchema,
  toStoredPhone,
} from './phone';
import { messagesOf } from './test-support';

const tenDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });

describe('formatPhoneDisplay', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['55512', '(555) 12'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['55512345678', '(555) 123-4567'], // an eleventh digit is not taken
    ['+15551234567', '(555) 123-4567'],
    ['1 (555) 123-4567', '(555) 123-4567'],
    ['+1', ''],
  ])('%j -> %j', (input, display) => {
    expect(formatPhoneDisplay(input)).toBe(display);
  });
});

describe('toStoredPhone', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['15551234567', '+15551234567'],
    ['(555) 12', '+155512'],
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (input, stored) => {
    expect(toStoredPhone(input)).toBe(stored);
  });
});

describe('isValidPhone', () => {
  it.each(['5551234567', '(555) 123-4567', '+15551234567', '+1 (555) 123-4567', '1-555-123-4567'])(
    'accepts %j',
    (input) => {
      expect(isValidPhone(input)).toBe(true);
    },
  );

  it.each([
    ['555123456', '9 digits'],
    ['55512345678', '11 digits not starting with the country code'],
    ['+445551234567', 'another country code'],
    ['+5551234567', 'a plus without country code 1'],
    ['555-123-4567 x2', 'an extension'],
    ['', 'empty'],
  ])('rejects %j (%s)', (input) => {
    expect(isValidPhone(input)).toBe(false);
  });
});

describe('phone schema', () => {
  it('stores +1 and the digits', () => {
    expect(phoneSchema.parse('(555) 123-4567')).toBe('+15551234567');
    expect(phoneSchema.parse('+15551234567')).toBe('+15551234567');
  });

  it('gives the one phone message for a wrong or, when required, missing number', () => {
    expect(messagesOf(phoneSchema, '(555) 123-456')).toEqual(['validation.phone-invalid']);
    expect(messagesOf(phoneSchema, '')).toEqual(['validation.phone-invalid']);
    expect(messagesOf(phoneSchema, undefined)).toEqual(['validation.phone-invalid']);
  });

  it('lets an optional number be empty but not wrong', () => {
    const optional = makePhoneSchema({ required: false });
    expect(optional.parse('')).toBe('');
    expect(messagesOf(optional, '555')).toEqual(['validation.phone-invalid']);
  });
});

describe('phone properties', () => {
  it('display and stored forms round trip for any 10 digits', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        const display = formatPhoneDisplay(digits);
        const stored = toStoredPhone(display);
        expect(display).toHaveLength(PHONE.displayMaxLength);
        expect(stored).toBe(`+1${digits}`);
        expect(formatPhoneDisplay(stored)).toBe(display);
        expect(isValidPhone(display) && isValidPhone(stored)).toBe(true);
        expect(phoneSchema.parse(display)).toBe(stored);
      }),
    );
  });

  it('partial input round trips too, and the display never passes 14 characters', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const display = formatPhoneDisplay(typed);
        expect(display.length).toBeLessThanOrEqual(PHONE.displayMaxLength);
        expect(phoneDigits(toStoredPhone(display))).toBe(phoneDigits(display));
        expect(formatPhoneDisplay(toStoredPhone(display))).toBe(display);
      }),
    );
  });
});
