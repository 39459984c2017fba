import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_HISTORY_CONFIG } from './config';
import { historyStepStatus, isEntryComplete, isGapEntry } from './history-step';

const now = new Date('2026-11-22T12:00:00Z');
const job = {
  id: 'a',
  type: 'job',
  institution: 'Mercy Hospital',
  address_line1: '12 Main St',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip: '62701',
  start_date: '01/2015',
  end_date: '03/2023',
  reference_email: 'chair@mercy.test',
};
const current = { ...job, id: 'b', start_date: '07/2023', end_date: '', isCurrent: true };

describe('historyStepStatus: a history with an unexplained gap is not complete', () => {
  it('is not complete when every position is valid but 04/2023 to 06/2023 (91 days) is unexplained', () => {
    expect(historyStepStatus([job, current], DEFAULT_WORK_HISTORY_CONFIG, now)).toEqual({
      complete: false,
      incompleteIds: [],
      gaps: [{ start_date: '04/2023', end_date: '06/2023', days: 91 }],
      hasPositions: true,
    });
  });

  it('is complete once a gap entry explains those months', () => {
    const gap = {
      id: 'g',
      type: 'gap',
      start_date: '04/2023',
      end_date: '06/2023',
      explanation: 'Parental leave',
    };
    expect(isEntryComplete(gap, DEFAULT_WORK_HISTORY_CONFIG, now)).toBe(true);
    expect(historyStepStatus([job, gap, current], DEFAULT_WORK_HISTORY_CONFIG, now)).toEqual({
      complete: true,
      incompleteIds: [],
      gaps: [],
      hasPositions: true,
    });
  });

  it('uses the requirement: a 91-day break passes when 91 days are allowed, and a 1-year look-back ignores it', () => {
    expect(
      historyStepStatus([job, current], { ...DEFAULT_WORK_HISTORY_CONFIG, allowedGapDays: 91 }, now).complete,
    ).toBe(true);
    expect(
      historyStepStatus([job, current], { ...DEFAULT_WORK_HISTORY_CONFIG, lookBackYears: 1 }, now).complete,
    ).toBe(true);
  });

  it('gap entries alone are not positions', () => {
    const gap = { id: 'g', type: 'gap', start_date: '01/2015', isCurrent: true, explanation: 'Travel' };
    const status = historyStepStatus([gap], DEFAULT_WORK_HISTORY_CONFIG, now);
    expect(status.hasPositions).toBe(false);
    expect(status.complete).toBe(false);
  });

  it('names an unexplained gap entry as incomplete', () => {
    const gap = { id: 'g', type: 'gap', start_date: '04/2023', end_date: '06/2023', explanation: '' };
    expect(isGapEntry(gap)).toBe(true);
    expect(isGapEntry(job)).toBe(false);
    expect(historyStepStatus([job, gap, current], DEFAULT_WORK_HISTORY_CONFIG, now).incompleteIds).toEqual([
      'g',
    ]);
  });

  it('judges a gap entry on the given day: a gap running to 11/2026 is in the future on 1 October 2026', () => {
    const gap = { id: 'g', type: 'gap', start_date: '04/2026', end_date: '11/2026', explanation: 'Travel' };
    expect(isEntryComplete(gap, DEFAULT_WORK_HISTORY_CONFIG, new Date('2026-10-01T12:00:00Z'))).toBe(false);
    expect(isEntryComplete(gap, DEFAULT_WORK_HISTORY_CONFIG, new Date('2026-11-01T12:00:00Z'))).toBe(true);
  });
});
