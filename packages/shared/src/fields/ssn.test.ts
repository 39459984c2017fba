import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadDigits } from './mask';
import { formatSsn, isIssuableSsn, isValidSsn, makeSsnSchema, maskSsn, normalizeSsn, ssnSchema } from './ssn';
import { messagesOf } from './test-support';

const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });

describe('normalizeSsn', () => {
  it.each([
    ['123456789', '123456789'],
    ['123-45-6789', '123456789'],
  ])('%s -> %s', (value, digits) => {
    expect(normalizeSsn(value)).toBe(digits);
    expect(isValidSsn(value)).toBe(true);
  });

  it.each(['12345678', '1234567890', '123-456789', '12345-6789', '123 45 6789', '123-45-678a', ''])(
    'rejects %j',
    (value) => {
      expect(normalizeSsn(value)).toBeNull();
      expect(isValidSsn(value)).toBe(false);
    },
  );
});

describe('formatSsn and maskSsn', () => {
  it('stores as ddd-dd-dddd from either form', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
    expect(() => formatSsn('12345')).toThrow(RangeError);
  });

  it('shows only the last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(maskSsn('12345')).toBe('***-**-****');
    expect(maskSsn('')).toBe('');
  });
});

describe('ssnSchema', () => {
  it('accepts either form and outputs the stored form', () => {
    expect(ssnSchema.parse('123456789')).toBe('123-45-6789');
    expect(ssnSchema.parse('123-45-6789')).toBe('123-45-6789');
  });

  it.each(['12345678', '123-45-67890', 'abcdefghi'])('rejects %j', (value) => {
    expect(messagesOf(ssnSchema, value)).toEqual(['validation.ssn-invalid']);
  });

  it('reports blank as required unless optional', () => {
    expect(messagesOf(ssnSchema, '')).toEqual(['validation.required']);
    expect(makeSsnSchema({ required: false }).parse('')).toBe('');
  });
});

describe('never-issued numbers (area 000, 666, 900-999; group 00; serial 0000)', () => {
  it.each([
    ['000-12-3456', false],
    ['001-12-3456', true],
    ['665-12-3456', true],
    ['666-12-3456', false],
    ['667-12-3456', true],
    ['899-12-3456', true],
    ['900-12-3456', false],
    ['999-12-3456', false],
    ['123-00-4567', false],
    ['123-01-4567', true],
    ['123-45-0000', false],
    ['123-45-0001', true],
    ['000-00-0000', false],
    ['000000000', false],
    ['666123456', false],
  ])('%s issuable: %s', (value, issuable) => {
    expect(isIssuableSsn(value)).toBe(issuable);
    expect(messagesOf(ssnSchema, value)).toEqual(issuable ? [] : ['validation.ssn-never-issued']);
  });

  it('a wrong format is reported as such, not as never issued', () => {
    expect(isIssuableSsn('000-00-000')).toBe(false);
    expect(messagesOf(ssnSchema, '000-00-000')).toEqual(['validation.ssn-invalid']);
  });
});

describe('SSN properties', () => {
  it('format and normalize round trip', () => {
    fc.assert(
      fc.property(nineDigits, (digits) => {
        const stored = formatSsn(digits);
        expect(stored).toMatch(/^\d{3}-\d{2}-\d{4}$/);
        expect(normalizeSsn(stored)).toBe(digits);
        expect(formatSsn(stored)).toBe(stored);
        expect(maskSsn(stored)).toBe(`***-**-${digits.slice(5)}`);
      }),
    );
  });

  it('a paste spread over 9 boxes joins back to the same SSN', () => {
    fc.assert(
      fc.property(nineDigits, (digits) => {
        expect(spreadDigits(formatSsn(digits), 9).join('')).toBe(digits);
      }),
    );
  });
});
