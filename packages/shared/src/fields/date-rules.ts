import { z } from 'zod';
import { DATE_LOOK_BACK_YEARS, EMPLOYMENT_END_MAX_YEARS_AHEAD, MIN_CLINICIAN_AGE_YEARS } from '../constants';
import type { WordingKey } from '../wording/index';
import {
  addYears,
  compareDates,
  isInOrder,
  isNotAfterYearsAhead,
  isOnOrBeforeToday,
  isWithinPastYears,
  MAX_YEAR,
  MIN_YEAR,
  parseDate,
  readDate,
  todayUtc,
  type DateFormat,
} from './dates';
import { addIssues, checkWith, stringField, type FieldOptions, type RuleIssue } from './rule';

export const dateMessages = {
  iso: 'validation-date',
  month: 'validation-month-date',
  usFormat: 'validation-us-date',
  usValid: 'validation-valid-date',
  year: 'validation-year',
  invalid: 'date.invalid',
  withinPast: 'date.within-past',
  withinNext: 'date.within-next',
  notFuture: 'date.not-future',
  minAge: 'date.min-age',
  under10Years: 'work.under-10-years',
  gapStartNotFuture: 'gap.start-not-future',
  gapEndNotFuture: 'gap.end-not-future',
  endAfterStart: 'date.end-after-start',
} as const satisfies Record<string, WordingKey>;

/** A fixed moment for tests, or a clock read at each validation (schemas outlive the day they are built). */
export type Now = Date | (() => Date);
// Undefined stays undefined: every date comparison defaults to the current clock itself.
const resolveNow = (now: Now | undefined): Date | undefined => (typeof now === 'function' ? now() : now);

export interface DateRules {
  readonly format?: DateFormat;
  readonly now?: Now;
  /** Not earlier than this many years ago; every entered date has this limit. */
  readonly pastYears?: number;
  /** Not later than today. */
  readonly notFuture?: boolean;
  /** Not later than this many years from today. */
  readonly yearsAhead?: number;
  /** Wording for a form whose spec names its own sentence, e.g. { format: 'date.invalid' }. */
  readonly messages?: Partial<Record<'format' | 'pastYears' | 'notFuture' | 'yearsAhead', WordingKey>>;
}

function formatMessage(format: DateFormat, failure: 'format' | 'date'): WordingKey {
  if (format === 'iso') return dateMessages.iso;
  if (format === 'month') return dateMessages.month;
  return failure === 'format' ? dateMessages.usFormat : dateMessages.usValid;
}

/** The first rule a non-blank date breaks: its shape, the calendar, then each limit asked for. */
export function checkDate(value: string, rules: DateRules = {}): RuleIssue | undefined {
  const { format = 'iso', pastYears = DATE_LOOK_BACK_YEARS, notFuture, yearsAhead, messages = {} } = rules;
  const date = readDate(value, format);
  if (typeof date === 'string') return { message: messages.format ?? formatMessage(format, date) };
  const now = resolveNow(rules.now);
  if (!isWithinPastYears(date, pastYears, now)) {
    return limitIssue(messages.pastYears, dateMessages.withinPast, pastYears);
  }
  if (notFuture && !isOnOrBeforeToday(date, now))
    return { message: messages.notFuture ?? dateMessages.notFuture };
  if (yearsAhead !== undefined && !isNotAfterYearsAhead(date, yearsAhead, now)) {
    return limitIssue(messages.yearsAhead, dateMessages.withinNext, yearsAhead);
  }
  return undefined;
}

// The generic sentences say 'within the past {amount} {time}'; a form's own sentence has the number in it.
const limitIssue = (own: WordingKey | undefined, generic: WordingKey, years: number): RuleIssue =>
  own ? { message: own } : { message: generic, params: { amount: years, time: 'years' } };

export const makeDateSchema = (rules: DateRules & FieldOptions = {}) =>
  stringField((value) => checkDate(value, rules), rules);

/** Award, initial, expiration, validity, start and end dates: YYYY-MM-DD. */
export const isoDateSchema = makeDateSchema();
/** Work-history and gap dates: MM/yyyy. */
export const monthDateSchema = makeDateSchema({ format: 'month' });
export const usDateSchema = makeDateSchema({ format: 'us' });

export const isValidYear = (value: string): boolean =>
  /^\d{4}$/.test(value) && Number(value) >= MIN_YEAR && Number(value) <= MAX_YEAR;

export const yearSchema = stringField(checkWith(isValidYear, dateMessages.year));

/** Born on or before this day `years` ago, i.e. at least `years` old today (a birthday today counts). */
export function isAtLeastYearsOld(value: string, years: number, now: Date = new Date()): boolean {
  const date = parseDate(value);
  return date !== null && compareDates(date, addYears(todayUtc(now), -years)) <= 0;
}

/**
 * Not in the future, not more than 85 years ago, and the clinician an adult: at least
 * MIN_CLINICIAN_AGE_YEARS old today (decision 029).
 */
export const makeDateOfBirthSchema = ({ now, required }: { now?: Now } & FieldOptions = {}) =>
  stringField(
    (value) => {
      const issue = checkDate(value, { now, notFuture: true });
      if (issue) return issue;
      return isAtLeastYearsOld(value, MIN_CLINICIAN_AGE_YEARS, resolveNow(now))
        ? undefined
        : { message: dateMessages.minAge, params: { years: MIN_CLINICIAN_AGE_YEARS } };
    },
    { required },
  );

export const makeWorkStartDateSchema = ({ now, required }: { now?: Now } & FieldOptions = {}) =>
  makeDateSchema({ format: 'month', now, required });

export const makeWorkEndDateSchema = ({ now, required }: { now?: Now } & FieldOptions = {}) =>
  makeDateSchema({
    format: 'month',
    now,
    required,
    yearsAhead: EMPLOYMENT_END_MAX_YEARS_AHEAD,
    messages: { yearsAhead: dateMessages.under10Years },
  });

export const dateOfBirthSchema = makeDateOfBirthSchema();

/** Gap dates (MM/yyyy): neither in the future, and the end not before the start. */
export const makeGapDatesSchema = ({ now }: { now?: Now } = {}) =>
  z
    .object({
      start_date: makeDateSchema({
        format: 'month',
        now,
        notFuture: true,
        messages: { notFuture: dateMessages.gapStartNotFuture },
      }),
      end_date: makeDateSchema({
        format: 'month',
        now,
        notFuture: true,
        messages: { notFuture: dateMessages.gapEndNotFuture },
      }),
    })
    .superRefine(({ start_date, end_date }, ctx) => {
      // A gap can start and end within one month, so an equal month is in order.
      if (!isInOrder(start_date, end_date, 'month')) {
        addIssues(ctx, [{ message: dateMessages.endAfterStart, path: ['end_date'] }]);
      }
    });

export const gapDatesSchema = makeGapDatesSchema();
