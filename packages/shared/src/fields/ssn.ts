import { SSN_LENGTH } from '../constants';
import type { WordingKey } from '../wording/index';
import { stringField, type FieldOptions, type RuleIssue } from './rule';

export const ssnMessages = {
  invalid: 'validation.ssn-invalid',
  neverIssued: 'validation.ssn-never-issued',
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

/**
 * Whether the Social Security Administration could have issued this number: never area 000, 666 or
 * 900-999, group 00 or serial 0000 (SSA, "Social Security Number Randomization"). False for a bad format.
 */
export function isIssuableSsn(value: string): boolean {
  const digits = normalizeSsn(value);
  if (digits === null) return false;
  const area = Number(digits.slice(0, 3));
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  return area !== 0 && area !== 666 && area < 900 && group !== '00' && serial !== '0000';
}

function checkSsn(value: string): RuleIssue | undefined {
  if (!isValidSsn(value)) return { message: ssnMessages.invalid };
  return isIssuableSsn(value) ? undefined : { message: ssnMessages.neverIssued };
}

/** Accepts either form of an issuable number and outputs the stored form. */
export const makeSsnSchema = (options: FieldOptions = {}) =>
  stringField(checkSsn, options).transform((value) => (isValidSsn(value) ? formatSsn(value) : value));

export const ssnSchema = makeSsnSchema();
