import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEA_REGISTRANT_TYPES,
  deaCheckDigit,
  deaMessages,
  deaSchema,
  isValidDea,
  makeDeaSchema,
} from './dea';
import { messagesOf } from './test-support';

const sixDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 6, maxLength: 6 });
const secondCharacter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ9');

describe('deaCheckDigit', () => {
  it.each([
    ['123456', 3], // (1 + 3 + 5) + 2 x (2 + 4 + 6) = 33
    ['000000', 0],
    ['999999', 1], // 27 + 54 = 81
  ])('%s -> %i', (first6, check) => {
    expect(deaCheckDigit(first6)).toBe(check);
  });

  it('refuses anything but 6 digits', () => {
    expect(() => deaCheckDigit('12345')).toThrow(RangeError);
    expect(() => deaCheckDigit('12345a')).toThrow(RangeError);
  });
});

describe('isValidDea and deaSchema', () => {
  it.each([
    ['AB1234563', 'AB1234563'],
    ['ab1234563', 'AB1234563'], // typed in lower case, stored in capitals
    ['A91234563', 'A91234563'], // second character 9
    ['XZ0000000', 'XZ0000000'],
  ])('accepts %s and stores %s', (input, stored) => {
    expect(isValidDea(input)).toBe(true);
    expect(deaSchema.parse(input)).toBe(stored);
  });

  it.each([
    ['AB1234564', 'wrong check digit'],
    ['IB1234563', 'I is not a registrant type'],
    ['NB1234563', 'N is not a registrant type'],
    ['ZB1234563', 'Z is not a registrant type'],
    ['A11234563', 'second character a digit other than 9'],
    ['9B1234563', 'first character a digit'],
    ['AB123456', '8 characters'],
    ['AB12345633', '10 characters'],
    ['AB-1234563', 'a dash'],
    [' AB1234563', 'a leading space'],
    ['ABC234563', 'three letters'],
  ])('rejects %j (%s)', (dea) => {
    expect(isValidDea(dea)).toBe(false);
    expect(messagesOf(deaSchema, dea)).toEqual([deaMessages.invalid]);
  });

  it('allows an empty DEA number (spec), unless a form requires one', () => {
    expect(deaSchema.parse('')).toBe('');
    expect(messagesOf(makeDeaSchema({ required: true }), '')).toEqual(['validation.required']);
  });

  it('knows exactly the 18 registrant types of the spec', () => {
    expect(DEA_REGISTRANT_TYPES.join('')).toBe('ABCDEFGHJKLMPRSTUX');
  });
});

describe('DEA properties', () => {
  const registrant = fc.constantFrom(...DEA_REGISTRANT_TYPES);

  it('any registrant type, second character and 6 digits plus their check digit is valid', () => {
    fc.assert(
      fc.property(registrant, secondCharacter, sixDigits, (type, second, first6) => {
        expect(isValidDea(`${type}${second}${first6}${deaCheckDigit(first6)}`)).toBe(true);
      }),
    );
  });

  it('changing the check digit makes it invalid', () => {
    fc.assert(
      fc.property(
        registrant,
        secondCharacter,
        sixDigits,
        fc.integer({ min: 1, max: 9 }),
        (type, second, first6, shift) => {
          const wrong = (deaCheckDigit(first6) + shift) % 10;
          expect(isValidDea(`${type}${second}${first6}${wrong}`)).toBe(false);
        },
      ),
    );
  });

  it('a letter outside the registrant types is never valid', () => {
    const other = fc.constantFrom(...'INOQVWYZ');
    fc.assert(
      fc.property(other, secondCharacter, sixDigits, (type, second, first6) => {
        expect(isValidDea(`${type}${second}${first6}${deaCheckDigit(first6)}`)).toBe(false);
      }),
    );
  });
});
