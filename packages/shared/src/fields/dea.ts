import type { WordingKey } from '../wording/index';
import { isDigits } from './mask';
import { checkWith, stringField, type FieldOptions } from './rule';

/** Registrant types the DEA issues; I, N, O, Q, V, W, Y and Z are not among them. */
export const DEA_REGISTRANT_TYPES = [...'ABCDEFGHJKLMPRSTUX'] as const;

export const deaMessages = {
  invalid: 'validation.dea-invalid',
} as const satisfies Record<string, WordingKey>;

/** The check digit for the 6 digits that follow the two letters. Throws when `first6` is not 6 digits. */
export function deaCheckDigit(first6: string): number {
  if (!isDigits(first6, 6)) throw new RangeError('deaCheckDigit needs exactly 6 digits');
  const d = [...first6].map(Number) as [number, number, number, number, number, number];
  return (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10;
}

/** Registrations are printed in capitals; lower-case input is accepted and stored upper-cased. */
export const normalizeDea = (value: string): string => value.toUpperCase();

export function isValidDea(value: string): boolean {
  const dea = normalizeDea(value);
  // Registrant type, the first letter of the registrant's name (or 9), 6 digits and the check digit.
  if (!/^[A-Z][A-Z9]\d{7}$/.test(dea)) return false;
  return (
    (DEA_REGISTRANT_TYPES as readonly string[]).includes(dea.slice(0, 1)) &&
    deaCheckDigit(dea.slice(2, 8)) === Number(dea.slice(8))
  );
}

/** The spec allows an empty DEA number, so blank passes unless a form asks for `required`. */
export const makeDeaSchema = ({ required = false }: FieldOptions = {}) =>
  stringField(checkWith(isValidDea, deaMessages.invalid), { required }).transform(normalizeDea);

export const deaSchema = makeDeaSchema();
