import { allErrorCodes, isWordingKey, type ErrorCode, type WordingKey } from '@credence/shared';
import { describe, expect, it } from 'vitest';
import { errorWording, wordingOfCode } from './error-wording';

describe('errorWording', () => {
  it('has a sentence of the catalogue for every error code', () => {
    for (const code of allErrorCodes) expect(isWordingKey(errorWording[code]), code).toBe(true);
    expect(Object.keys(errorWording).sort()).toEqual([...allErrorCodes].sort());
  });

  it('maps a code to its wording, and an uncatalogued code to nothing', () => {
    expect(wordingOfCode('claim.expired')).toBe('claim.expired');
    expect(wordingOfCode('sms.unavailable')).toBe('verification-code.send-failed');
    expect(wordingOfCode('claim.made-up')).toBeUndefined();
    expect(wordingOfCode(undefined)).toBeUndefined();
  });

  it('fails typecheck for a code without wording or a code outside the catalogue (the ts-expect-error lines)', () => {
    const { 'claim.used': _dropped, ...missingOne } = errorWording;
    // @ts-expect-error claim.used has no wording
    const incomplete: Record<ErrorCode, WordingKey> = missingOne;
    // @ts-expect-error 'claim.made-up' is not a catalogued code
    const extra: Record<ErrorCode, WordingKey> = { ...errorWording, 'claim.made-up': 'claim.used' };
    expect([incomplete, extra]).toHaveLength(2);
  });
});
