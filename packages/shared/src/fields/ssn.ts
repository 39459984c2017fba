import { SSN_LENGTH } from '../constants';
import type { WordingKey } from '../wording/index';
import { checkWith, stringField, type FieldOptions } from './rule';

export const ssnMessages = {
  invalid: 'validation.ssn-invalid',
} as const satisfies Record<string, WordingKey>;

/** The 9 digits of an SSN given as 'ddddddddd' or 'ddd-dd-dddd'; null for anything else. */
export function normalizeSsn(value: string): string | null {
  const match = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(value);
  // Dashes come both or neither: '123-456789' is a typo, not a format.
  if (!match || (value.length !== SSN_LENGTH && value.length !== SSN_LENGTH + 2)) return null;
  return match.slice(1).join('');
}

export const isValidSsn = (value: string): boolean => normalizeSsn(value) !== null;

/** The stored form 'ddd-dd-dddd'. Throws when `value` is not an SSN in either accepted form. */
export function formatSsn(value: string): string {
  const digits = normalizeSsn(value);
  if (digits === null) throw new RangeError('formatSsn needs 9 digits');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** '***-**-1234'; a value that is not an SSN reveals nothing at all. */
export function maskSsn(value: string): string {
  if (value === '') return '';
  const digits = normalizeSsn(value);
  return `***-**-${digits ? digits.slice(5) : '****'}`;
}

/** Accepts either form and outputs the stored form. */
export const makeSsnSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isValidSsn, ssnMessages.invalid), options).transform((value) =>
    isValidSsn(value) ? formatSsn(value) : value,
  );

export const ssnSchema = makeSsnSchema();
