import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  applyDateMask,
  applyMonthDateMask,
  applyUsDateMask,
  compareDates,
  daysInMonth,
  formatDate,
  isInOrder,
  isNotAfterYearsAhead,
  isOnOrBeforeToday,
  isWithinPastYears,
  parseDate,
  parseIsoDate,
  parseMonthDate,
  parseUsDate,
  readDate,
  todayUtc,
  type DateFormat,
} from './dates';

const NOW = new Date('2025-06-15T12:00:00Z');

describe('parseDate', () => {
  it.each([
    ['2025-06-15', { year: 2025, month: 6, day: 15 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1900-01-01', { year: 1900, month: 1, day: 1 }],
    ['2099-12-31', { year: 2099, month: 12, day: 31 }],
  ])('reads ISO %s', (value, date) => {
    expect(parseIsoDate(value)).toEqual(date);
  });

  it.each([
    ['2025-6-15', 'format'],
    ['2025/06/15', 'format'],
    ['20250615', 'format'],
    ['2025-06-15T00:00', 'format'],
    [' 2025-06-15', 'format'],
    ['', 'format'],
    ['2023-02-29', 'date'],
    ['1900-02-29', 'date'],
    ['2025-04-31', 'date'],
    ['2025-13-01', 'date'],
    ['2025-00-10', 'date'],
    ['2025-01-00', 'date'],
    ['1899-12-31', 'date'],
    ['2100-01-01', 'date'],
  ])('refuses ISO %j (%s)', (value, failure) => {
    expect(readDate(value, 'iso')).toBe(failure);
    expect(parseIsoDate(value)).toBeNull();
  });

  it('reads month dates MM/yyyy without a day', () => {
    expect(parseMonthDate('06/2025')).toEqual({ year: 2025, month: 6 });
    expect(readDate('6/2025', 'month')).toBe('format');
    expect(readDate('13/2025', 'month')).toBe('date');
    expect(readDate('00/2025', 'month')).toBe('date');
    expect(readDate('01/1899', 'month')).toBe('date');
  });

  it('reads MM/DD/YYYY', () => {
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readDate('02/30/2024', 'us')).toBe('date');
    expect(readDate('2/3/2024', 'us')).toBe('format');
    expect(readDate('2024-02-03', 'us')).toBe('format');
  });

  it('formats and parses back any date of 19xx or 20xx', () => {
    const date = fc
      .record({ year: fc.integer({ min: 1900, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) })
      .chain(({ year, month }) =>
        fc.integer({ min: 1, max: daysInMonth(year, month) }).map((day) => ({ year, month, day })),
      );
    fc.assert(
      fc.property(date, fc.constantFrom<DateFormat>('iso', 'us', 'month'), (d, format) => {
        const parsed = parseDate(formatDate(d, format), format);
        expect(parsed).toEqual(format === 'month' ? { year: d.year, month: d.month } : d);
      }),
    );
  });
});

describe('comparisons', () => {
  it('compares at month precision when either date has no day', () => {
    expect(compareDates({ year: 2025, month: 6, day: 1 }, { year: 2025, month: 6, day: 2 })).toBeLessThan(0);
    expect(compareDates({ year: 2025, month: 6 }, { year: 2025, month: 6, day: 30 })).toBe(0);
    expect(compareDates({ year: 2025, month: 7 }, { year: 2025, month: 6, day: 30 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2024, month: 12, day: 31 }, { year: 2025, month: 1, day: 1 })).toBeLessThan(
      0,
    );
  });

  it('adds years, turning 29 February into 28 February', () => {
    expect(addYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addYears({ year: 2024, month: 2, day: 29 }, 4)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addYears({ year: 2025, month: 6 }, -85)).toEqual({ year: 1940, month: 6 });
  });

  it('takes today from the UTC calendar day', () => {
    expect(todayUtc(NOW)).toEqual({ year: 2025, month: 6, day: 15 });
    // 23:30 in New York is already the next day in UTC.
    expect(todayUtc(new Date('2025-06-15T23:30:00-05:00'))).toEqual({ year: 2025, month: 6, day: 16 });
  });

  it.each([
    ['1940-06-15', true],
    ['1940-06-14', false],
    ['2030-01-01', true],
  ])('within the past 85 years: %s -> %s', (value, expected) => {
    expect(isWithinPastYears(parseIsoDate(value)!, 85, NOW)).toBe(expected);
  });

  it.each([
    ['06/1940', true],
    ['05/1940', false],
  ])('within the past 85 years at month precision: %s -> %s', (value, expected) => {
    expect(isWithinPastYears(parseMonthDate(value)!, 85, NOW)).toBe(expected);
  });

  it.each([
    ['2035-06-15', 'iso', true],
    ['2035-06-16', 'iso', false],
    ['06/2035', 'month', true],
    ['07/2035', 'month', false],
  ] as const)('not after 10 years ahead: %s -> %s', (value, format, expected) => {
    expect(isNotAfterYearsAhead(parseDate(value, format)!, 10, NOW)).toBe(expected);
  });

  it.each([
    ['2025-06-15', 'iso', true],
    ['2025-06-16', 'iso', false],
    ['06/2025', 'month', true],
    ['07/2025', 'month', false],
  ] as const)('on or before today: %s -> %s', (value, format, expected) => {
    expect(isOnOrBeforeToday(parseDate(value, format)!, NOW)).toBe(expected);
  });

  it('judges order only when both dates parse', () => {
    expect(isInOrder('2020-01-01', '2020-01-01')).toBe(true);
    expect(isInOrder('2020-01-02', '2020-01-01')).toBe(false);
    expect(isInOrder('03/2020', '02/2020', 'month')).toBe(false);
    expect(isInOrder('03/2020', '03/2020', 'month')).toBe(true);
    expect(isInOrder('nonsense', '2020-01-01')).toBe(true);
  });
});

describe('date masks', () => {
  it.each([
    ['1', '1'],
    ['19801', '1980-1'],
    ['198012', '1980-12'],
    ['1980123', '1980-12-3'],
    ['19801231', '1980-12-31'],
    ['1980-12-31', '1980-12-31'],
  ])('####-##-##: %j -> %j', (typed, masked) => {
    expect(applyDateMask(typed)).toBe(masked);
  });

  it('##/#### and ##/##/####', () => {
    expect(applyMonthDateMask('0620')).toBe('06/20');
    expect(applyMonthDateMask('062025')).toBe('06/2025');
    expect(applyMonthDateMask('0620251')).toBe('06/2025');
    expect(applyUsDateMask('02292024')).toBe('02/29/2024');
  });

  it('a full masked date parses back to the digits typed', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(applyDateMask(iso.replaceAll('-', ''))).toBe(iso);
          expect(parseIsoDate(applyDateMask(iso))).not.toBeNull();
        },
      ),
    );
  });
});
