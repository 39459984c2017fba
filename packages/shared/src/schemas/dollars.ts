import { z } from 'zod';
import { checkWith, isBlank, stringField, type FieldOptions } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { formMessages } from './form-fields';

// Coverage amounts are whole US dollars (000 §5 "dollar amounts keep digits only", §9 "USD, cents stripped"):
// '$1,000,000.00' is stored as '1000000'. A string of digits, not a number, so a large aggregate never
// meets floating point.

export const dollarMessages = {
  invalid: 'validation.dollar-amount',
} as const satisfies Record<string, WordingKey>;

// Optional '$', whole dollars with or without thousands commas, optional cents (which are dropped).
const DOLLAR_AMOUNT = /^\$?\s*\d[\d,]*(?:\.\d*)?$/;

/** '$1,000,000.00', '1000000' and '1,000' are amounts; '-5', '.50', '1e6' and 'ten' are not. */
export const isDollarAmount = (value: string): boolean => DOLLAR_AMOUNT.test(value.trim());

/** Whole dollars as digits: cents stripped (not rounded), leading zeros dropped; '' when there are none. */
export const toDollarDigits = (value: string): string =>
  value
    .replace(/\..*/s, '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');

/** '1000000' -> '$1,000,000', for showing a stored amount (string arithmetic, so any length is exact). */
export const formatDollars = (digits: string): string =>
  digits === '' ? '' : `$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

export const makeDollarAmountSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isDollarAmount, dollarMessages.invalid), options).transform((value) =>
    isBlank(value) ? '' : toDollarDigits(value),
  );

/** An amount from a form (text) or from JSON (a number); missing reads as blank. Outputs digits. */
export const makeDollarAmountField = (options: FieldOptions = {}) =>
  z
    .union([z.string(), z.number()], { error: formMessages.invalid })
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value)))
    .pipe(makeDollarAmountSchema(options));
