import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textField } from '../schemas/form-fields';
import { requiredString } from './rule';
import { hasUnsafeCharacters } from './text-characters';
import { messagesOf } from './test-support';

// An independent oracle: encodeURIComponent refuses exactly the strings with an unpaired surrogate.
const wellFormed = (value: string) => {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
};

describe('hasUnsafeCharacters', () => {
  it.each([
    ['a NUL', 'a\u0000b', true],
    ['only a NUL', '\u0000', true],
    ['a lone high surrogate', 'a\uD800b', true],
    ['a high surrogate at the end', 'ab\uDBFF', true],
    ['a lone low surrogate', 'a\uDC00b', true],
    ['a low surrogate before its high one', '\uDC00\uD800', true],
    ['plain text', 'St. Mary’s Hospital', false],
    ['an emoji (a surrogate pair)', 'Dr. 😀 Smith', false],
    ['U+0001', 'a\u0001b', false],
    ['U+FFFD', 'a\uFFFDb', false],
    ['empty', '', false],
  ])('%s -> %s', (_name, value, unsafe) => {
    expect(hasUnsafeCharacters(value)).toBe(unsafe);
  });

  // Code units chosen to make pairs, broken pairs and NULs likely.
  const unit = fc.constantFrom(
    'a',
    ' ',
    '\u0000',
    '\u0001',
    '\uD800',
    '\uDBFF',
    '\uDC00',
    '\uDFFF',
    '\uFFFD',
  );

  it('agrees with "well-formed and NUL-free" on any UTF-16 text', () => {
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), (value) => {
        const expected = value.includes('\u0000') || !wellFormed(value);
        expect(hasUnsafeCharacters(value)).toBe(expected);
      }),
    );
  });
});

describe('the shared text schemas refuse it with the wording key', () => {
  it.each([
    ['textField', textField],
    ['requiredString', requiredString],
  ])('%s', (_name, schema) => {
    expect(messagesOf(schema, 'Mercy\u0000General')).toEqual(['validation.text-invalid-characters']);
    expect(messagesOf(schema, 'Mercy\uD800')).toEqual(['validation.text-invalid-characters']);
    expect(messagesOf(schema, 'Mercy General 😀')).toEqual([]);
  });
});
