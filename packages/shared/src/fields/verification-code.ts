import { VERIFICATION_CODE_LENGTH } from '../constants';
import type { WordingKey } from '../wording/index';
import { isDigits } from './mask';
import { checkWith, stringField } from './rule';

export const verificationCodeMessages = {
  invalid: 'validation.code-invalid',
} as const satisfies Record<string, WordingKey>;

export const isValidVerificationCode = (value: string, length = VERIFICATION_CODE_LENGTH): boolean =>
  isDigits(value, length);

/** A code is always required: there is nothing to submit without one. */
export const makeVerificationCodeSchema = ({ length = VERIFICATION_CODE_LENGTH }: { length?: number } = {}) =>
  stringField(
    checkWith((value) => isValidVerificationCode(value, length), verificationCodeMessages.invalid, {
      length,
    }),
  );

export const verificationCodeSchema = makeVerificationCodeSchema();
