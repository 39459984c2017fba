import { describe, expect, it } from 'vitest';
import {
  dateMessages,
  isAtLeastYearsOld,
  isoDateSchema,
  makeDateOfBirthSchema,
  makeDateSchema,
  makeGapDatesSchema,
  makeWorkEndDateSchema,
  makeWorkStartDateSchema,
  monthDateSchema,
  usDateSchema,
  yearSchema,
} from './date-rules';
import { issuesOf, messagesOf } from './test-support';

const NOW = new Date('2025-06-15T12:00:00Z');
const within85 = { message: 'date.within-past', params: { amount: 85, time: 'years' }, path: [] };

describe('date formats', () => {
  it.each(['2020-02-29', '1990-01-01', '2030-12-31'])('YYYY-MM-DD accepts %s', (value) => {
    expect(messagesOf(isoDateSchema, value)).toEqual([]);
  });

  it.each(['2020-2-29', '02/29/2020', '2021-02-29', '1899-12-31', '2100-01-01', '2020-13-01'])(
    'YYYY-MM-DD rejects %j with validation-date',
    (value) => {
      expect(messagesOf(isoDateSchema, value)).toEqual(['validation-date']);
    },
  );

  it('MM/yyyy', () => {
    expect(messagesOf(monthDateSchema, '06/2020')).toEqual([]);
    expect(messagesOf(monthDateSchema, '6/2020')).toEqual(['validation-month-date']);
    expect(messagesOf(monthDateSchema, '13/2020')).toEqual(['validation-month-date']);
  });

  it('MM/DD/YYYY tells a wrong format from an impossible date', () => {
    expect(messagesOf(usDateSchema, '02/28/2021')).toEqual([]);
    expect(messagesOf(usDateSchema, '2/28/2021')).toEqual(['validation-us-date']);
    expect(messagesOf(usDateSchema, '02/29/2021')).toEqual(['validation-valid-date']);
  });

  it('lets a form name its own wording for a bad date', () => {
    const affiliationStart = makeDateSchema({ messages: { format: dateMessages.invalid } });
    expect(messagesOf(affiliationStart, '2020-02-30')).toEqual(['date.invalid']);
  });

  it('blank is required unless the form says otherwise', () => {
    expect(messagesOf(isoDateSchema, '')).toEqual(['validation.required']);
    expect(messagesOf(makeDateSchema({ required: false }), '')).toEqual([]);
  });
});

describe('four digit year', () => {
  it.each(['1900', '2024', '2099'])('accepts %s', (year) => {
    expect(messagesOf(yearSchema, year)).toEqual([]);
  });

  it.each(['24', '024', '20245', '1899', '2100', 'abcd'])('rejects %j', (year) => {
    expect(messagesOf(yearSchema, year)).toEqual(['validation-year']);
  });
});

describe('look-back of 85 years', () => {
  const schema = makeDateSchema({ now: NOW });

  it('accepts exactly 85 years ago and rejects the day before, with amount and time', () => {
    expect(issuesOf(schema, '1940-06-15')).toEqual([]);
    expect(issuesOf(schema, '1940-06-14')).toEqual([within85]);
  });

  it('applies to month dates at month precision', () => {
    const month = makeDateSchema({ format: 'month', now: NOW });
    expect(issuesOf(month, '06/1940')).toEqual([]);
    expect(issuesOf(month, '05/1940')).toEqual([within85]);
  });

  it('reads the clock at validation time, not when the schema was built', () => {
    let now = NOW;
    const schema = makeDateSchema({ now: () => now });
    expect(messagesOf(schema, '1940-06-15')).toEqual([]);
    now = new Date('2025-06-16T00:00:00Z');
    expect(messagesOf(schema, '1940-06-15')).toEqual(['date.within-past']);
  });
});

describe('date of birth', () => {
  const dob = makeDateOfBirthSchema({ now: NOW });

  it.each(['1980-05-01', '2007-06-15', '1940-06-15'])('accepts %s', (value) => {
    expect(messagesOf(dob, value)).toEqual([]);
  });

  it('the clinician is at least 18 on the day of the 18th birthday, not the day before', () => {
    // NOW is 2025-06-15: born 2007-06-15 turns 18 today; born 2007-06-16 turns 18 tomorrow.
    expect(messagesOf(dob, '2007-06-15')).toEqual([]);
    expect(messagesOf(dob, '2007-06-16')).toEqual(['date.min-age']);
    expect(issuesOf(dob, '2007-06-16')[0]?.params).toEqual({ years: 18 });
    expect(messagesOf(dob, '2025-06-15')).toEqual(['date.min-age']);
    expect(isAtLeastYearsOld('2007-06-15', 18, NOW)).toBe(true);
    expect(isAtLeastYearsOld('2007-06-16', 18, NOW)).toBe(false);
  });

  it('a 29 February birthday counts from 1 March in a common year', () => {
    const at = (iso: string) => makeDateOfBirthSchema({ now: new Date(`${iso}T12:00:00Z`) });
    expect(messagesOf(at('2026-03-01'), '2008-02-29')).toEqual([]);
    expect(messagesOf(at('2026-02-28'), '2008-02-29')).toEqual(['date.min-age']);
  });

  it('rejects the future, more than 85 years ago and a wrong format', () => {
    expect(messagesOf(dob, '2025-06-16')).toEqual(['date.not-future']);
    expect(messagesOf(dob, '1940-06-14')).toEqual(['date.within-past']);
    expect(messagesOf(dob, '05/01/1980')).toEqual(['validation-date']);
  });
});

describe('training and employment dates', () => {
  it('end may be at most 10 years ahead (work.under-10-years)', () => {
    const end = makeWorkEndDateSchema({ now: NOW });
    expect(messagesOf(end, '06/2035')).toEqual([]);
    expect(messagesOf(end, '07/2035')).toEqual(['work.under-10-years']);
    expect(messagesOf(end, '05/1940')).toEqual(['date.within-past']);
  });

  it('start may be at most 85 years back', () => {
    const start = makeWorkStartDateSchema({ now: NOW });
    expect(messagesOf(start, '06/1940')).toEqual([]);
    expect(messagesOf(start, '05/1940')).toEqual(['date.within-past']);
  });

  it('a generic limit ahead reports amount and time', () => {
    const schema = makeDateSchema({ now: NOW, yearsAhead: 2 });
    expect(issuesOf(schema, '2027-06-16')).toEqual([
      { message: 'date.within-next', params: { amount: 2, time: 'years' }, path: [] },
    ]);
  });
});

describe('gap dates', () => {
  const gap = makeGapDatesSchema({ now: NOW });

  it.each([
    ['01/2024', '03/2024'],
    ['03/2024', '03/2024'],
    ['06/2025', '06/2025'],
  ])('accepts %s to %s', (start_date, end_date) => {
    expect(issuesOf(gap, { start_date, end_date })).toEqual([]);
  });

  it('start must be on or before the current date', () => {
    expect(issuesOf(gap, { start_date: '07/2025', end_date: '07/2025' })).toEqual([
      { message: 'gap.start-not-future', path: ['start_date'] },
      { message: 'gap.end-not-future', path: ['end_date'] },
    ]);
    expect(issuesOf(gap, { start_date: '07/2025', end_date: '06/2025' })).toEqual([
      { message: 'gap.start-not-future', path: ['start_date'] },
      { message: 'date.end-after-start', path: ['end_date'] },
    ]);
  });

  it('end must be on or before the current date', () => {
    expect(issuesOf(gap, { start_date: '01/2025', end_date: '07/2025' })).toEqual([
      { message: 'gap.end-not-future', path: ['end_date'] },
    ]);
  });

  it('end must not be before start', () => {
    expect(issuesOf(gap, { start_date: '03/2024', end_date: '02/2024' })).toEqual([
      { message: 'date.end-after-start', path: ['end_date'] },
    ]);
  });
});
