import { describe, expect, it } from 'vitest';
import { isValidSsn, normalizeSsn } from './ssn';

// An SSN is exactly 9 digits, with both dashes (ddd-dd-dddd) or none: never a 9-digit run read out of a
// longer number.
describe('SSN length and shape', () => {
  it.each([
    ['123456789', '123456789'],
    ['123-45-6789', '123456789'],
  ])('accepts %j (9 digits)', (value, digits) => {
    expect(normalizeSsn(value)).toBe(digits);
    expect(isValidSsn(value)).toBe(true);
  });

  it.each([
    ['12345678', '8 digits'],
    ['1234567890', '10 digits'],
    ['12345678901', '11 digits'],
    ['123-45-67890', '10 digits with dashes'],
    ['0123-45-6789', '10 digits with dashes, one in front'],
    ['x123456789', 'a letter in front'],
    ['123456789x', 'a letter after'],
    ['123-456789', 'one dash only'],
    ['12345-6789', 'one dash only, after the fifth digit'],
  ])('refuses %j (%s)', (value) => {
    expect(normalizeSsn(value)).toBeNull();
    expect(isValidSsn(value)).toBe(false);
  });
});
