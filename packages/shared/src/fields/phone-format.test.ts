import { describe, expect, it } from 'vitest';
import { isValidPhone, makePhoneSchema } from './phone';

// A phone number is digits and the usual separators only: a letter anywhere makes it wrong, even when
// 10 digits are there.
describe('phone characters', () => {
  it.each(['5551234567', '(555) 123-4567', '555.123.4567', '+1 555 123 4567', '1-555-123-4567'])(
    'accepts %j',
    (value) => {
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each([
    'a5551234567',
    '5551234567a',
    '555a1234567',
    '(555) 123-4567 ext',
    '555-CAL-1234567',
    '555_123_4567',
  ])('refuses %j', (value) => {
    expect(isValidPhone(value)).toBe(false);
    expect(makePhoneSchema().safeParse(value).success).toBe(false);
  });

  it('counts digits: 9 and 12 are wrong, 11 only with the country code 1', () => {
    expect(isValidPhone('555123456')).toBe(false);
    expect(isValidPhone('155512345678')).toBe(false);
    expect(isValidPhone('15551234567')).toBe(true);
    expect(isValidPhone('25551234567')).toBe(false);
    expect(isValidPhone('+25551234567')).toBe(false);
    expect(isValidPhone('+5551234567')).toBe(false);
  });
});
