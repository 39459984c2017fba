import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf } from './test-support';
import {
  isValidVerificationCode,
  makeVerificationCodeSchema,
  verificationCodeSchema,
} from './verification-code';

describe('verification code', () => {
  it('is 6 digits by default', () => {
    expect(isValidVerificationCode('012345')).toBe(true);
    expect(messagesOf(verificationCodeSchema, '012345')).toEqual([]);
  });

  it.each(['12345', '1234567', '12a456', '12 456', '１２３４５６'])(
    'rejects %j with the length in params',
    (code) => {
      expect(issuesOf(verificationCodeSchema, code)).toEqual([
        { message: 'validation.code-invalid', params: { length: 6 }, path: [] },
      ]);
    },
  );

  it('takes another length', () => {
    const fourDigits = makeVerificationCodeSchema({ length: 4 });
    expect(messagesOf(fourDigits, '1234')).toEqual([]);
    expect(issuesOf(fourDigits, '123456')[0]?.params).toEqual({ length: 4 });
  });

  it('is always required', () => {
    expect(messagesOf(verificationCodeSchema, '')).toEqual(['validation.required']);
  });
});
