// Date ranges as resumes write them: "06/2019 - Present", "Jan 2017 - May 2019", "2015-2018",
// "March 2014 to June 2017". The text reaching here has its dashes already made plain hyphens (resume-lines.ts).

/** A month of a range; `month` is null when the resume gives only the year. */
export interface ResumeMonth {
  year: number;
  month: number | null;
}

export interface ResumeDateRange {
  start: ResumeMonth;
  /** null: the range runs to the present ("Present", "Current", "to date"). */
  end: ResumeMonth | null;
  /** Where the range stands in the line, so the rest of the line can be read as the position. */
  index: number;
  length: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const YEAR = '(?:19|20)\\d{2}';
// MM/yyyy (also MM/dd/yyyy), a month name and year, or a year alone.
const DATE = `(?:(?:0?[1-9]|1[0-2])/(?:[0-3]?\\d/)?${YEAR}|(?:${MONTH_NAME})\\.?,?\\s+${YEAR}|${YEAR})`;
const PRESENT = 'present|current(?:ly)?|now|today|date|ongoing';
const SEPARATOR = '\\s*(?:-|to|through|thru|until|till)\\s*';
// Digits or a slash right beside a range mean it is part of something else (a zip+4, a phone, a longer date).
const RANGE = new RegExp(`(?<![\\w/])(${DATE})${SEPARATOR}(${DATE}|${PRESENT})(?![\\w/])`, 'i');

export function readResumeMonth(text: string): ResumeMonth | null {
  const value = text.trim().toLowerCase();
  const numeric = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(value);
  if (numeric) return { month: Number(numeric[1]), year: Number(numeric[2]) };
  const named = /^([a-z]+)\.?,?\s+(\d{4})$/.exec(value);
  if (named) {
    const month = MONTHS.indexOf(named[1]!.slice(0, 3)) + 1;
    return month > 0 ? { month, year: Number(named[2]) } : null;
  }
  return /^\d{4}$/.test(value) ? { month: null, year: Number(value) } : null;
}

/** The first date range in `line`, or null. A range that runs backwards is not one. */
export function findDateRange(line: string): ResumeDateRange | null {
  const match = RANGE.exec(line);
  if (!match) return null;
  const start = readResumeMonth(match[1]!);
  if (!start) return null;
  const endText = match[2]!;
  const present = new RegExp(`^(?:${PRESENT})$`, 'i').test(endText.trim());
  const end = present ? null : readResumeMonth(endText);
  if (!present && !end) return null;
  if (end && monthIndex(start, 'start') > monthIndex(end, 'end')) return null;
  return { start, end, index: match.index, length: match[0].length };
}

/**
 * A month as one number (year * 12 + month - 1). A year given alone counts from January when it starts a
 * range and to December when it ends one, so "2015-2018" covers the whole of both years.
 */
export function monthIndex(value: ResumeMonth, side: 'start' | 'end'): number {
  const month = value.month ?? (side === 'start' ? 1 : 12);
  return value.year * 12 + month - 1;
}

/** MM/yyyy, the position form's date format. */
export function formatResumeMonth(value: ResumeMonth, side: 'start' | 'end'): string {
  const month = value.month ?? (side === 'start' ? 1 : 12);
  return `${String(month).padStart(2, '0')}/${value.year}`;
}
