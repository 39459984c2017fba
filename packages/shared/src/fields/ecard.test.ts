import { describe, expect, it } from 'vitest';
import { ecardSchema, isValidEcard } from './ecard';
import { messagesOf } from './test-support';

describe('eCard number', () => {
  it.each(['123456789012', 'AB12CD34EF56', 'ab12cd34ef56'])('accepts %s (12 letters or digits)', (value) => {
    expect(isValidEcard(value)).toBe(true);
    expect(messagesOf(ecardSchema, value)).toEqual([]);
  });

  it.each([
    ['12345678901', '11 characters'],
    ['1234567890123', '13 characters'],
    ['12345678901!', 'a special character'],
    ['1234-5678-90', 'dashes'],
    ['123456 789012', 'a space'],
    ['12345678901é', 'an accented letter'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidEcard(value)).toBe(false);
    expect(messagesOf(ecardSchema, value)).toEqual(['validation.ecard-invalid']);
  });

  it('reports blank as required', () => {
    expect(messagesOf(ecardSchema, '')).toEqual(['validation.required']);
  });
});
