import { describe, expect, it } from 'vitest';
import { findWorkHistoryGaps } from './gaps';

// The edges of the gap rule, each written as the numbers the rule is about (spec 001 §9: "gaps of more than
// {n} days need an explanation"; look-back of {n} years, default 5; allowed gap default 60 days).
const now = new Date('2026-11-22T12:00:00Z');
const options = { lookBackYears: 5, allowedGapDays: 60, now };

describe('the allowed gap: more than 60 days is a gap, 60 days is not', () => {
  it('lets a break of exactly 60 days pass (February and March 2024: 29 + 31 days)', () => {
    const history = [
      { start_date: '01/2015', end_date: '01/2024' },
      { start_date: '04/2024', isCurrent: true },
    ];
    expect(findWorkHistoryGaps(history, options)).toEqual([]);
  });

  it('reports a break of 61 days (April and May 2023: 30 + 31 days)', () => {
    const history = [
      { start_date: '01/2015', end_date: '03/2023' },
      { start_date: '06/2023', isCurrent: true },
    ];
    expect(findWorkHistoryGaps(history, options)).toEqual([
      { start_date: '04/2023', end_date: '05/2023', days: 61 },
    ]);
  });

  it('follows the requirement: the same 61-day break passes when 61 days are allowed', () => {
    const history = [
      { start_date: '01/2015', end_date: '03/2023' },
      { start_date: '06/2023', isCurrent: true },
    ];
    expect(findWorkHistoryGaps(history, { ...options, allowedGapDays: 61 })).toEqual([]);
  });
});

describe('the look-back window runs from the same day 5 years ago to today', () => {
  it('starts on 22 November 2021 when today is 22 November 2026 (1827 days, today included)', () => {
    // 22/11/2021 to 22/11/2026 is 1826 days (29/02/2024 among them), plus today itself.
    expect(findWorkHistoryGaps([], options)).toEqual([
      { start_date: '11/2021', end_date: '11/2026', days: 1827 },
    ]);
  });

  it('counts a break before a position from its first day, not the 1st of November 2021', () => {
    // Uncovered: 22 November to 30 November 2021, 9 days; from 1 November it would be 30.
    const history = [{ start_date: '12/2021', isCurrent: true }];
    expect(findWorkHistoryGaps(history, { ...options, allowedGapDays: 9 })).toEqual([]);
    expect(findWorkHistoryGaps(history, { ...options, allowedGapDays: 8 })).toEqual([
      { start_date: '11/2021', end_date: '11/2021', days: 9 },
    ]);
  });

  it('ends today: a position ended in September 2026 leaves 1 October to 22 November 2026 (53 days)', () => {
    const history = [{ start_date: '01/2015', end_date: '09/2026' }];
    expect(findWorkHistoryGaps(history, { ...options, allowedGapDays: 52 })).toEqual([
      { start_date: '10/2026', end_date: '11/2026', days: 53 },
    ]);
    expect(findWorkHistoryGaps(history, { ...options, allowedGapDays: 53 })).toEqual([]);
  });
});

describe('positions in any order', () => {
  it('finds the same gap whatever order the positions come in', () => {
    const current = { start_date: '07/2023', isCurrent: true };
    const first = { start_date: '01/2015', end_date: '12/2019' };
    const second = { start_date: '01/2020', end_date: '03/2023' };
    const positions = [current, first, second];
    const expected = [{ start_date: '04/2023', end_date: '06/2023', days: 91 }];
    expect(findWorkHistoryGaps(positions, options)).toEqual(expected);
    expect(findWorkHistoryGaps([...positions].reverse(), options)).toEqual(expected);
    expect(findWorkHistoryGaps([first, current, second], options)).toEqual(expected);
  });
});

describe('entries that cover nothing, and dates around today', () => {
  const wholeWindow = [{ start_date: '11/2021', end_date: '11/2026', days: 1827 }];

  it.each([
    ['no start date', { end_date: '01/2024' }],
    ['a null start date', { start_date: null, end_date: '01/2024' }],
    ['no end date and not current', { start_date: '01/2015' }],
    ['an end date that does not read', { start_date: '01/2015', end_date: '13/2024' }],
    ['an end before its start', { start_date: '06/2023', end_date: '02/2023' }],
    ['an end the month before its start', { start_date: '06/2023', end_date: '05/2023' }],
  ])('an entry with %s covers nothing', (_what, entry) => {
    expect(findWorkHistoryGaps([entry], options)).toEqual(wholeWindow);
  });

  it('reads dates typed with spaces around them', () => {
    expect(findWorkHistoryGaps([{ start_date: ' 01/2015 ', end_date: ' 12/2026 ' }], options)).toEqual([]);
  });

  it('a position that starts after today covers nothing before it, and the gap still ends today', () => {
    const history = [
      { start_date: '01/2015', end_date: '08/2026' },
      { start_date: '02/2027', isCurrent: true },
    ];
    // 1 September to 22 November 2026: 30 + 31 + 22 = 83 days.
    expect(findWorkHistoryGaps(history, options)).toEqual([
      { start_date: '09/2026', end_date: '11/2026', days: 83 },
    ]);
  });

  it('a position that ended before the window covers nothing in it', () => {
    expect(findWorkHistoryGaps([{ start_date: '01/2010', end_date: '10/2021' }], options)).toEqual(
      wholeWindow,
    );
  });
});
