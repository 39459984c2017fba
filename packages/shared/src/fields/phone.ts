import { z } from 'zod';
import { PHONE } from '../constants';
import type { WordingKey } from '../wording/index';
import { applyMask, digitsOnly } from './mask';
import { addIssues, isBlank } from './rule';

// Only United States numbers (+1) are handled: the visible field shows '(xxx) xxx-xxxx', the stored
// value is '+1' followed by the digits.

export const phoneMessages = {
  invalid: 'validation.phone-invalid',
} as const satisfies Record<string, WordingKey>;

/**
 * The national digits of a typed, pasted, displayed or stored number, at most 10. A leading country
 * code 1 is dropped when written as '+1…' or when it makes an 11-digit number.
 */
export function phoneDigits(input: string): string {
  const digits = digitsOnly(input);
  const hasCountryCode = input.trimStart().startsWith('+') || digits.length === PHONE.digits + 1;
  const national = hasCountryCode && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, PHONE.digits);
}

/** Progressive display while typing: '(555', '(555) 12', '(555) 123-4567' (never past 14 characters). */
export const formatPhoneDisplay = (input: string): string => applyMask(phoneDigits(input), PHONE.displayMask);

/** '+1' and the digits typed so far; '' when there are none. */
export function toStoredPhone(input: string): string {
  const digits = phoneDigits(input);
  return digits === '' ? '' : PHONE.countryCode + digits;
}

/** Exactly 10 national digits, written with the usual separators, and no country code but +1. */
export function isValidPhone(input: string): boolean {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]*$/.test(trimmed)) return false;
  const digits = digitsOnly(trimmed);
  const withCountryCode = digits.length === PHONE.digits + 1 && digits.startsWith('1');
  return trimmed.startsWith('+') ? withCountryCode : digits.length === PHONE.digits || withCountryCode;
}

/**
 * Valid if exactly 10 digits, or empty when not required; the one message covers both (spec 001 §5).
 * Outputs the stored form.
 */
export const makePhoneSchema = ({ required = true }: { required?: boolean } = {}) =>
  z
    .string({ error: phoneMessages.invalid })
    .superRefine((value, ctx) => {
      if (isBlank(value) ? required : !isValidPhone(value))
        // Stryker disable next-line ObjectLiteral: z.string's own error names the same key for a bare issue
        addIssues(ctx, [{ message: phoneMessages.invalid }]);
    })
    .transform((value) => (isBlank(value) ? '' : toStoredPhone(value)));

export const phoneSchema = makePhoneSchema();
