import { DATE_MASK, MONTH_DATE_MASK } from '../constants';
import { applyMask } from './mask';

// The one date parser: every date rule, mask and comparison in the product goes through parseDate, and
// "today" is always the UTC calendar day of `now`, so the server and every browser agree on it.

export type DateFormat = 'iso' | 'month' | 'us';

/** A calendar date. Month dates (MM/yyyy) have no day and compare with anything at month precision. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day?: number;
}

export const US_DATE_MASK = '##/##/####';
/** "Year 19xx or 20xx" (spec 000 §5). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;

const LAYOUTS: Record<DateFormat, RegExp> = {
  iso: /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
  month: /^(?<month>\d{2})\/(?<year>\d{4})$/,
  us: /^(?<month>\d{2})\/(?<day>\d{2})\/(?<year>\d{4})$/,
};

export type DateParseFailure = 'format' | 'date';

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The date `value` names in `format`, or why it does not: 'format' (wrong shape) or 'date' (no such day). */
export function readDate(value: string, format: DateFormat): CalendarDate | DateParseFailure {
  const groups = LAYOUTS[format].exec(value)?.groups;
  if (!groups) return 'format';
  const year = Number(groups.year);
  const month = Number(groups.month);
  const day = groups.day === undefined ? undefined : Number(groups.day);
  const valid =
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    month >= 1 &&
    month <= 12 &&
    (day === undefined || (day >= 1 && day <= daysInMonth(year, month)));
  if (!valid) return 'date';
  return day === undefined ? { year, month } : { year, month, day };
}

export function parseDate(value: string, format: DateFormat = 'iso'): CalendarDate | null {
  const date = readDate(value, format);
  return typeof date === 'string' ? null : date;
}

export const parseIsoDate = (value: string): CalendarDate | null => parseDate(value, 'iso');
export const parseMonthDate = (value: string): CalendarDate | null => parseDate(value, 'month');
export const parseUsDate = (value: string): CalendarDate | null => parseDate(value, 'us');

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Writes `date` in `format`; a month date written with a day uses the 1st. */
export function formatDate(date: CalendarDate, format: DateFormat = 'iso'): string {
  const yyyy = pad(date.year, 4);
  const mm = pad(date.month, 2);
  const dd = pad(date.day ?? 1, 2);
  const layouts: Record<DateFormat, string> = {
    iso: `${yyyy}-${mm}-${dd}`,
    month: `${mm}/${yyyy}`,
    us: `${mm}/${dd}/${yyyy}`,
  };
  return layouts[format];
}

export const todayUtc = (now: Date = new Date()): CalendarDate => ({
  year: now.getUTCFullYear(),
  month: now.getUTCMonth() + 1,
  day: now.getUTCDate(),
});

/** Negative when a is earlier, 0 when equal, positive when later; at month precision if either lacks a day. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  if (a.year !== b.year) return a.year - b.year;
  if (a.month !== b.month) return a.month - b.month;
  return a.day === undefined || b.day === undefined ? 0 : a.day - b.day;
}

/** The same day `years` later (or earlier); 29 February becomes 28 February in other years. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  if (date.day === undefined) return { year, month: date.month };
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Not earlier than `years` ago, today included. Says nothing about future dates. */
export const isWithinPastYears = (date: CalendarDate, years: number, now: Date = new Date()): boolean =>
  compareDates(date, addYears(todayUtc(now), -years)) >= 0;

/** Not later than `years` from today. */
export const isNotAfterYearsAhead = (date: CalendarDate, years: number, now: Date = new Date()): boolean =>
  compareDates(date, addYears(todayUtc(now), years)) <= 0;

/** Today or earlier (this month or earlier for a month date). */
export const isOnOrBeforeToday = (date: CalendarDate, now: Date = new Date()): boolean =>
  compareDates(date, todayUtc(now)) <= 0;

/**
 * False only when both dates parse and `end` is before `start`; a date that does not parse is its own
 * field's problem, not an ordering one.
 */
export function isInOrder(start: string, end: string, format: DateFormat = 'iso'): boolean {
  const from = parseDate(start, format);
  const to = parseDate(end, format);
  return !from || !to || compareDates(from, to) <= 0;
}

export const applyDateMask = (value: string): string => applyMask(value, DATE_MASK);
export const applyMonthDateMask = (value: string): string => applyMask(value, MONTH_DATE_MASK);
export const applyUsDateMask = (value: string): string => applyMask(value, US_DATE_MASK);
