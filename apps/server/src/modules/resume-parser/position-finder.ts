import { randomUUID } from 'node:crypto';
import { RESUME_PREFILL_YEARS, type TrainingType } from '@credence/shared';
import {
  emptyFields,
  readSegments,
  segmentsOf,
  trainingTypeIn,
  type PositionFields,
} from './position-fields';
import { findDateRange, formatResumeMonth, monthIndex, type ResumeDateRange } from './resume-dates';
import { headingKind, isPlainLine, resumeLines, type SectionKind } from './resume-lines';

/** A job or training post read from a resume, in the work-history position field names (blank = unknown). */
export type ResumePosition = PositionFields & {
  id: string;
  type: 'job' | 'training';
  start_date: string;
  end_date: string;
  isCurrent: boolean;
};

export interface FindOptions {
  /** The server's clock: "the most recent years" are counted back from it. */
  now: Date;
  years?: number;
  newId?: () => string;
}

// Degrees and credentials carry dates too; without a job title or a training word they are not posts.
const NOT_A_POST =
  /(?<![\w.])(?:m\.d\.|d\.o\.|ph\.d\.|mba|mph|b\.s\.|b\.a\.|m\.s\.|bsn|msn|dnp|bachelor|master|doctor of|degree|medical school|school of medicine|college of medicine|school of nursing|graduated|gpa|licen[sc]e|licensure|certified|certification|board|diplomate|dea|acls|bls|pals|atls|nrp|member(?:ship)?)(?![\w])/i;
const NEIGHBOURS = 3;

interface Anchor {
  line: number;
  range: ResumeDateRange;
  section: SectionKind;
  /** The training kind the section heading names, when it names one ("Residency"). */
  sectionTraining: TrainingType | '';
}

/**
 * The jobs and training posts of a resume's text that overlap the most recent `years` years (001 §9:
 * RESUME_PREFILL_YEARS), in the order the resume lists them. Pure: the clock and ids come in `options`.
 */
export function findResumePositions(text: string, options: FindOptions): ResumePosition[] {
  const { now, years = RESUME_PREFILL_YEARS, newId = randomUUID } = options;
  const lines = resumeLines(text);
  const anchors = anchorsOf(lines);
  const anchorLines = new Set(anchors.map((anchor) => anchor.line));
  const used = new Set<number>();
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const found: ResumePosition[] = [];
  for (const anchor of anchors) {
    if (anchor.section === 'skip') continue;
    const { start, end } = anchor.range;
    const startIndex = monthIndex(start, 'start');
    const endIndex = end ? monthIndex(end, 'end') : thisMonth;
    // Not started yet, or wholly before the period the prefill covers.
    if (startIndex > thisMonth || endIndex < thisMonth - years * 12) continue;
    const { fields, text: context } = readAround(lines, anchor, anchorLines, used);
    const training = fields.training_type !== '' || anchor.section === 'training';
    if (!training && (anchor.section === 'education' || NOT_A_POST.test(context))) {
      if (!fields.role || anchor.section === 'education') continue;
    }
    if (!fields.role && !fields.institution && !fields.program_name) continue;
    const position: ResumePosition = {
      id: newId(),
      type: training ? 'training' : 'job',
      ...fields,
      training_type: training ? fields.training_type || anchor.sectionTraining : '',
      start_date: formatResumeMonth(start, 'start'),
      end_date: end ? formatResumeMonth(end, 'end') : '',
      isCurrent: end === null,
    };
    if (!found.some((other) => samePost(other, position))) found.push(position);
  }
  return found;
}

function anchorsOf(lines: readonly string[]): Anchor[] {
  const anchors: Anchor[] = [];
  let section: SectionKind = 'work';
  let sectionTraining: TrainingType | '' = '';
  lines.forEach((line, index) => {
    const heading = headingKind(line);
    if (heading) {
      section = heading;
      sectionTraining = heading === 'training' ? trainingTypeIn(line) : '';
      return;
    }
    const range = findDateRange(line);
    if (range) anchors.push({ line: index, range, section, sectionTraining });
  });
  return anchors;
}

/**
 * The fields of one position: the rest of its date line first, then, nearest first and while the title or
 * the employer is still missing, the short lines just above it (a title and employer block over the dates)
 * or, when there are none, just below it (dates first). A line read for one position is not read again.
 */
function readAround(lines: readonly string[], anchor: Anchor, anchorLines: Set<number>, used: Set<number>) {
  const line = lines[anchor.line]!;
  const { index, length } = anchor.range;
  const rest = `${line.slice(0, index)} - ${line.slice(index + length)}`.replace(
    /\b(?:from|since|dates?|dates? employed)\s*:?\s*-?\s*$/i,
    '',
  );
  const fields = emptyFields();
  const read: string[] = [rest];
  const unclaimed = readSegments(segmentsOf(rest), fields);
  used.add(anchor.line);
  const complete = () => fields.institution !== '' && (fields.role !== '' || fields.program_name !== '');
  const free = (at: number) =>
    at >= 0 && at < lines.length && !used.has(at) && !anchorLines.has(at) && isPlainLine(lines[at]!);
  const neighbours = (step: -1 | 1) => {
    const found: number[] = [];
    for (let at = anchor.line + step; found.length < NEIGHBOURS && free(at); at += step) found.push(at);
    return found;
  };
  const above = neighbours(-1);
  const order = above.length > 0 ? above : neighbours(1);
  let next = 0;
  for (; next < order.length && !complete(); next++) {
    unclaimed.push(...readSegments(segmentsOf(lines[order[next]!]!), fields));
    used.add(order[next]!);
    read.push(lines[order[next]!]!);
  }
  // Below the dates, the place often has a line of its own after the employer's.
  const after = order[next];
  if (above.length === 0 && after !== undefined && !fields.address_state && isPlaceLine(lines[after]!)) {
    readSegments(segmentsOf(lines[after]!), fields);
    used.add(after);
  }
  // An employer without a telling word ("Acme Staffing"): the one part beside a title that nothing claimed.
  if (!fields.institution && (fields.role || fields.program_name) && unclaimed.length === 1) {
    fields.institution = unclaimed[0]!;
  }
  return { fields, text: read.join(' ') };
}

/** "Boise, ID" or "Springfield, Illinois 62701" alone. */
function isPlaceLine(line: string): boolean {
  const place = emptyFields();
  return readSegments(segmentsOf(line), place).length === 0 && place.address_state !== '' && !place.role;
}

const samePost = (a: ResumePosition, b: ResumePosition) =>
  a.start_date === b.start_date &&
  a.end_date === b.end_date &&
  a.institution === b.institution &&
  a.role === b.role &&
  a.program_name === b.program_name;
