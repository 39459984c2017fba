import { ECFMG_LENGTH } from '../constants';
import type { WordingKey } from '../wording/index';
import { checkWith, stringField, type FieldOptions } from './rule';

export const ecfmgMessages = {
  invalid: 'validation.ecfmg-invalid',
} as const satisfies Record<string, WordingKey>;

export const isValidEcfmg = (value: string): boolean =>
  /^\d+$/.test(value) && value.length >= ECFMG_LENGTH.min && value.length <= ECFMG_LENGTH.max;

export const makeEcfmgSchema = (options: FieldOptions = {}) =>
  stringField(checkWith(isValidEcfmg, ecfmgMessages.invalid), options);

export const ecfmgSchema = makeEcfmgSchema();
