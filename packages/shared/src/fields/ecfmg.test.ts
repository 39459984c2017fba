import { describe, expect, it } from 'vitest';
import { ecfmgMessages, ecfmgSchema, isValidEcfmg } from './ecfmg';
import { messagesOf } from './test-support';

describe('ECFMG number', () => {
  it.each(['1234567', '12345678', '0000000'])('accepts %s (7 or 8 digits)', (value) => {
    expect(isValidEcfmg(value)).toBe(true);
    expect(messagesOf(ecfmgSchema, value)).toEqual([]);
  });

  it.each(['123456', '123456789', '123456a', '1234-567', ' 1234567'])('rejects %j', (value) => {
    expect(isValidEcfmg(value)).toBe(false);
    expect(messagesOf(ecfmgSchema, value)).toEqual(['validation.ecfmg-invalid']);
  });

  it('reports blank as required', () => {
    expect(messagesOf(ecfmgSchema, '')).toEqual(['validation.required']);
    expect(ecfmgMessages.invalid).toBe('validation.ecfmg-invalid');
  });
});
