import { NPI_LENGTH } from '../constants';
import type { WordingKey } from '../wording/index';
import { isDigits } from './mask';
import { checkWith, stringField, type FieldOptions } from './rule';

export const NPI_MASK = '##########';
/** The Luhn sum of the card-issuer prefix 80840 that CMS folds into every NPI (data-sources.md). */
export const NPI_PREFIX_CONSTANT = 24;

export const npiMessages = {
  invalid: 'validation.npi-invalid',
} as const satisfies Record<string, WordingKey>;

/** The check digit for the first 9 digits of an NPI. Throws when `first9` is not 9 digits. */
export function npiCheckDigit(first9: string): number {
  if (!isDigits(first9, NPI_LENGTH - 1)) throw new RangeError('npiCheckDigit needs exactly 9 digits');
  let sum = NPI_PREFIX_CONSTANT;
  for (let i = 0; i < first9.length; i += 1) {
    const digit = Number(first9[i]);
    // Doubling starts at the rightmost of the 9 digits, i.e. at even indexes counted from the left.
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  // The outer mod 10 turns a would-be check digit of 10 into 0 (e.g. 1000000020).
  return (10 - (sum % 10)) % 10;
}

export function isValidNpi(value: string): boolean {
  return isDigits(value, NPI_LENGTH) && npiCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

export const makeNpiSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isValidNpi, npiMessages.invalid), options);

export const npiSchema = makeNpiSchema();
