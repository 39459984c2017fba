import { addYears, formatDate, parseDate, todayUtc, type CalendarDate } from '../fields/dates';
import type { Now } from '../fields/date-rules';
import { resolveNow } from '../schemas/form-fields';

/**
 * Gaps in a work history (POST /api/calculate_gaps, and the history step of /professional-history):
 * the stretches of the look-back period that no entry covers and that are longer than the allowed gap.
 *
 * Dates are months (MM/yyyy), so an entry covers whole months: from the first day of its start month to the
 * last day of its end month (to today when it is current). Every entry covers, gap explanations included,
 * so an explained gap is no longer a gap. The look-back period runs from the same day `lookBackYears` ago
 * to today. An entry whose dates do not read covers nothing (its own form reports them).
 */
export interface WorkGapSpan {
  /** First uncovered month, MM/yyyy. */
  readonly start_date: string;
  /** Last uncovered month, MM/yyyy. */
  readonly end_date: string;
  /** Length in days, for "Gaps of more than {n} days need an explanation". */
  readonly days: number;
}

export interface CoveringEntry {
  readonly start_date?: string | null;
  readonly end_date?: string | null;
  readonly isCurrent?: boolean | null;
}

export interface GapOptions {
  readonly lookBackYears: number;
  /** 0 or more (workHistoryConfigOf sees to it), so an empty or overlapping stretch is never a gap. */
  readonly allowedGapDays: number;
  readonly now?: Now;
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a calendar day. */
const dayNumber = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / DAY_MS;
const firstDayOf = (date: CalendarDate): number => dayNumber(date.year, date.month, 1);
/** The first day of the month after `date`'s month. */
const firstDayAfter = (date: CalendarDate): number => dayNumber(date.year, date.month + 1, 1);
const monthOfDay = (day: number): CalendarDate => {
  const at = new Date(day * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
};

const typed = (value: string | null | undefined): string =>
  // Stryker disable next-line StringLiteral: any text that is not MM/yyyy reads as no date, as '' does
  value?.trim() ?? '';

/** The half-open day range [from, to) the entry covers, or null when its dates do not read. */
function coveredDays(entry: CoveringEntry, tomorrow: number): [number, number] | null {
  const start = parseDate(typed(entry.start_date), 'month');
  if (!start) return null;
  if (entry.isCurrent) return [firstDayOf(start), tomorrow];
  const end = parseDate(typed(entry.end_date), 'month');
  if (!end) return null;
  return [firstDayOf(start), firstDayAfter(end)];
}

export function findWorkHistoryGaps(entries: readonly CoveringEntry[], options: GapOptions): WorkGapSpan[] {
  const today = todayUtc(resolveNow(options.now));
  const cutoff = addYears(today, -options.lookBackYears);
  const windowStart = dayNumber(cutoff.year, cutoff.month, cutoff.day ?? 1);
  const tomorrow = dayNumber(today.year, today.month, (today.day ?? 1) + 1);

  const covered = entries
    .map((entry) => coveredDays(entry, tomorrow))
    .filter((range): range is [number, number] => range !== null)
    // One check after clipping drops both an end before its start and an entry wholly outside the window.
    .map(([from, to]): [number, number] => [Math.max(from, windowStart), Math.min(to, tomorrow)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);

  const gaps: WorkGapSpan[] = [];
  let cursor = windowStart;
  const consider = (from: number, to: number) => {
    const days = to - from;
    if (days > options.allowedGapDays) {
      gaps.push({
        start_date: formatDate(monthOfDay(from), 'month'),
        end_date: formatDate(monthOfDay(to - 1), 'month'),
        days,
      });
    }
  };
  for (const [from, to] of covered) {
    consider(cursor, from);
    cursor = Math.max(cursor, to);
  }
  consider(cursor, tomorrow);
  return gaps;
}
