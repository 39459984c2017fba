import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidNpi, npiCheckDigit, npiMessages, npiSchema, makeNpiSchema } from './npi';
import { messagesOf } from './test-support';

// An independent oracle: CMS says an NPI is valid when standard Luhn passes over '80840' + the NPI.
function luhnPasses(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const d = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });

describe('npiCheckDigit', () => {
  it.each([
    ['123456789', 3], // CMS worked example
    ['100000002', 0], // the case public code gets wrong without the final mod 10
    ['000000000', 6],
  ])('%s -> %i', (first9, check) => {
    expect(npiCheckDigit(first9)).toBe(check);
  });

  it.each(['12345678', '1234567890', '12345678a', ''])('refuses %j', (first9) => {
    expect(() => npiCheckDigit(first9)).toThrow(RangeError);
  });
});

describe('isValidNpi and npiSchema', () => {
  it.each(['1234567893', '1000000020', '0000000006'])('accepts %s', (npi) => {
    expect(isValidNpi(npi)).toBe(true);
    expect(messagesOf(npiSchema, npi)).toEqual([]);
  });

  it.each([
    ['1234567890', 'wrong check digit'],
    ['1000000021', 'check digit 1 instead of 0'],
    ['123456789', '9 digits'],
    ['12345678934', '11 digits'],
    ['123456789O', 'a letter O'],
    ['1234-56789', 'a dash'],
    [' 1234567893', 'a leading space'],
    ['１２３４５６７８９３', 'full-width digits'],
  ])('rejects %j (%s) with the NPI message', (npi) => {
    expect(isValidNpi(npi)).toBe(false);
    expect(messagesOf(npiSchema, npi)).toEqual([npiMessages.invalid]);
    expect(npiMessages.invalid).toBe('validation.npi-invalid');
  });

  it('reports a blank or missing NPI as required, unless the form makes it optional', () => {
    expect(messagesOf(npiSchema, '')).toEqual(['validation.required']);
    expect(messagesOf(npiSchema, undefined)).toEqual(['validation.required']);
    expect(messagesOf(makeNpiSchema({ required: false }), '')).toEqual([]);
    expect(messagesOf(makeNpiSchema({ required: false }), '1234567890')).toEqual(['validation.npi-invalid']);
  });
});

describe('NPI properties', () => {
  it('any 9 digits plus their check digit is a valid NPI, and agrees with Luhn over 80840', () => {
    fc.assert(
      fc.property(nineDigits, (first9) => {
        const npi = first9 + String(npiCheckDigit(first9));
        expect(isValidNpi(npi)).toBe(true);
        expect(luhnPasses(`80840${npi}`)).toBe(true);
      }),
    );
  });

  it('changing the last digit makes it invalid', () => {
    fc.assert(
      fc.property(nineDigits, fc.integer({ min: 1, max: 9 }), (first9, shift) => {
        const wrong = (npiCheckDigit(first9) + shift) % 10;
        expect(isValidNpi(first9 + String(wrong))).toBe(false);
      }),
    );
  });

  it('a single changed digit anywhere is caught', () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (first9, at, shift) => {
          const npi = first9 + String(npiCheckDigit(first9));
          const changed = npi.slice(0, at) + String((Number(npi[at]) + shift) % 10) + npi.slice(at + 1);
          expect(isValidNpi(changed)).toBe(false);
        },
      ),
    );
  });
});
