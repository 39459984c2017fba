import { ECARD_LENGTH } from '../constants';
import type { WordingKey } from '../wording/index';
import { checkWith, stringField, type FieldOptions } from './rule';

export const ecardMessages = {
  invalid: 'validation.ecard-invalid',
} as const satisfies Record<string, WordingKey>;

// The spec says "12 digits, no special characters"; the second half only makes sense if letters may
// appear, and eCard codes are printed as 12 letters and digits, so both are accepted (any case).
export const isValidEcard = (value: string): boolean =>
  value.length === ECARD_LENGTH && /^[A-Za-z0-9]*$/.test(value);

export const makeEcardSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isValidEcard, ecardMessages.invalid), options);

export const ecardSchema = makeEcardSchema();
