import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, digitsOnly, isDigits, spreadDigits } from './mask';

describe('digitsOnly and isDigits', () => {
  it('keeps ASCII digits only', () => {
    expect(digitsOnly('(555) 123-4567 ext. 8')).toBe('55512345678');
    expect(digitsOnly('١٢٣')).toBe(''); // Arabic-Indic digits are not accepted as digits
  });

  it('checks an exact length of digits', () => {
    expect(isDigits('123', 3)).toBe(true);
    expect(isDigits('12', 3)).toBe(false);
    expect(isDigits('12a', 3)).toBe(false);
    expect(isDigits('', 0)).toBe(true);
  });
});

describe('applyMask', () => {
  it.each([
    ['', '####-##-##', ''],
    ['2', '####-##-##', '2'],
    ['2020', '####-##-##', '2020'],
    ['20201', '####-##-##', '2020-1'],
    ['20201231', '####-##-##', '2020-12-31'],
    ['2020-12-31', '####-##-##', '2020-12-31'],
    ['2020123199', '####-##-##', '2020-12-31'], // extra digits dropped
    ['20a20/12', '####-##-##', '2020-12'],
    ['5', '(###) ###-####', '(5'],
    ['555', '(###) ###-####', '(555'],
    ['55512', '(###) ###-####', '(555) 12'],
    ['5551234567', '(###) ###-####', '(555) 123-4567'],
  ])('%j with %s -> %j', (value, mask, masked) => {
    expect(applyMask(value, mask)).toBe(masked);
  });

  it('masking is idempotent and never longer than the mask', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('####-##-##', '##/####', '(###) ###-####'), (value, mask) => {
        const once = applyMask(value, mask);
        expect(applyMask(once, mask)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(mask.length);
      }),
    );
  });
});

describe('spreadDigits', () => {
  it('fills boxes from a paste, skipping non-digits', () => {
    expect(spreadDigits('123-45-6789', 9)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(spreadDigits('12 34', 6)).toEqual(['1', '2', '3', '4', '', '']);
    expect(spreadDigits('12345678', 6)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(spreadDigits('abc', 3)).toEqual(['', '', '']);
  });

  it('starts at the box pasted into and keeps the boxes before it', () => {
    expect(spreadDigits('789', 6, ['1', '2', '', '', '', ''], 2)).toEqual(['1', '2', '7', '8', '9', '']);
    expect(spreadDigits('99', 4, ['1', 'x', '3', '4'], 3)).toEqual(['1', '', '3', '9']);
  });

  it('always yields `length` boxes of one digit or empty', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.string({ maxLength: 2 }), { maxLength: 14 }),
        fc.integer({ min: 0, max: 14 }),
        (text, length, current, start) => {
          const boxes = spreadDigits(text, length, current, start);
          expect(boxes).toHaveLength(length);
          for (const box of boxes) expect(box).toMatch(/^\d?$/);
        },
      ),
    );
  });
});
