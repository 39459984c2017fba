import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_HISTORY_CONFIG, workHistoryConfigOf } from './config';
import { findWorkHistoryGaps } from './gaps';
import { historyStepStatus } from './history-step';

const now = new Date('2026-11-22T12:00:00Z');
const options = { lookBackYears: 5, allowedGapDays: 60, now };

describe('findWorkHistoryGaps', () => {
  it('finds the whole look-back period when there is no history', () => {
    expect(findWorkHistoryGaps([], options)).toEqual([
      { start_date: '11/2021', end_date: '11/2026', days: expect.any(Number) },
    ]);
  });

  it('finds nothing when a current position started before the look-back', () => {
    expect(findWorkHistoryGaps([{ start_date: '01/2015', isCurrent: true }], options)).toEqual([]);
  });

  it('reports a break longer than the allowed days with its first and last uncovered month', () => {
    const gaps = findWorkHistoryGaps(
      [
        { start_date: '01/2015', end_date: '03/2023' },
        { start_date: '07/2023', isCurrent: true },
      ],
      options,
    );
    expect(gaps).toEqual([{ start_date: '04/2023', end_date: '06/2023', days: 91 }]);
  });

  it('lets a break of up to the allowed days pass (one month between positions)', () => {
    const history = [
      { start_date: '01/2015', end_date: '03/2023' },
      { start_date: '05/2023', isCurrent: true },
    ];
    expect(findWorkHistoryGaps(history, options)).toEqual([]);
  });

  it('counts a gap entry as covering its months, so an explained gap is gone', () => {
    const history = [
      { start_date: '01/2015', end_date: '03/2023' },
      { start_date: '04/2023', end_date: '06/2023', type: 'gap' },
      { start_date: '07/2023', isCurrent: true },
    ];
    expect(findWorkHistoryGaps(history, options)).toEqual([]);
  });

  it('reports the time since the last position ended', () => {
    const gaps = findWorkHistoryGaps([{ start_date: '01/2015', end_date: '06/2026' }], options);
    expect(gaps).toEqual([{ start_date: '07/2026', end_date: '11/2026', days: 145 }]);
  });

  it('ignores entries whose dates do not read and overlapping positions merge', () => {
    const history = [
      { start_date: 'nope', end_date: '01/2020' },
      { start_date: '01/2015', end_date: '12/2024' },
      { start_date: '06/2024', isCurrent: true },
    ];
    expect(findWorkHistoryGaps(history, options)).toEqual([]);
  });
});

describe('workHistoryConfigOf', () => {
  it('reads the requirement and falls back to the defaults for missing or malformed values', () => {
    expect(workHistoryConfigOf(null)).toEqual(DEFAULT_WORK_HISTORY_CONFIG);
    expect(
      workHistoryConfigOf({
        look_back_years: 7,
        allowed_gap_days: 'x',
        optional_work_history: true,
        verification: { work_history: { required: true } },
      }),
    ).toEqual({
      ...DEFAULT_WORK_HISTORY_CONFIG,
      required: true,
      lookBackYears: 7,
      optionalWorkHistory: true,
    });
  });
});

describe('historyStepStatus', () => {
  const job = {
    id: 'a',
    type: 'job',
    institution: 'Mercy Hospital',
    address_line1: '12 Main St',
    address_city: 'Springfield',
    address_state: 'IL',
    address_zip: '62701',
    start_date: '01/2015',
    isCurrent: true,
    reference_email: 'chair@mercy.test',
  };

  it('is complete with one valid current position covering the look-back', () => {
    expect(historyStepStatus([job], DEFAULT_WORK_HISTORY_CONFIG, now)).toMatchObject({
      complete: true,
      incompleteIds: [],
      gaps: [],
    });
  });

  it('is not complete when an entry fails a rule, and names it', () => {
    const status = historyStepStatus(
      [{ ...job, address_line1: 'Main St' }],
      DEFAULT_WORK_HISTORY_CONFIG,
      now,
    );
    expect(status).toMatchObject({ complete: false, incompleteIds: ['a'] });
  });

  it('is not complete with no position at all', () => {
    expect(historyStepStatus([], DEFAULT_WORK_HISTORY_CONFIG, now).complete).toBe(false);
  });
});
