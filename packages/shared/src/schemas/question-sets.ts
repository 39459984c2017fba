import { z } from 'zod';
import {
  CRIMINAL_MISDEMEANOR_LOOK_BACK_YEARS,
  DRUG_HISTORY_LOOK_BACK_YEARS,
  MALPRACTICE_CLAIM_HISTORY_YEARS,
  MILITARY_DISCHARGE_LOOK_BACK_YEARS,
  PHYSICAL_EXAM_WITHIN_MONTHS,
  TB_TEST_WITHIN_MONTHS,
  TDAP_WITHIN_YEARS,
  TRAINING_GAP_THRESHOLD_DAYS,
} from '../constants';
import {
  addYears,
  compareDates,
  daysInMonth,
  parseIsoDate,
  todayUtc,
  type CalendarDate,
} from '../fields/dates';
import { isBlank, type MessageParams, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { checkQuestionAnswer, disclosureMessages, type RequiredDocumentKind } from './disclosure';
import { answerField, formMessages, isYesAnswer, issueAt, textField } from './form-fields';

// The attestation and disclosure question sets a question task asks (000 §3 'Many attestation and disclosure
// question sets (caqh, supplemental, organization-specific); each question has answer, explanation,
// document'; 001 §5 and §9 for the rules and the windows). A task's config names its set by id
// (`config.question_set`); the sets live here so the web and the server check the very same rules.

export const questionSetMessages = {
  ...disclosureMessages,
  /** A 'Yes' to a windowed question asks when it last happened; that date must fall inside the window. */
  outsideWindow: 'attestation.outside-window',
  eventDateRequired: 'attestation.event-date-required',
  future: 'attestation.date-not-future',
  invalidDate: 'validation-date',
  physicalWindow: 'attestation.physical-window',
  tbWindow: 'attestation.tb-window',
  tdapWindow: 'attestation.tdap-window',
} as const satisfies Record<string, WordingKey>;

/** How far back a date may lie: years or months before the reference day (inclusive). */
export interface DateWindow {
  readonly years?: number;
  readonly months?: number;
}

interface QuestionBase {
  readonly id: string;
  readonly label: WordingKey;
  readonly labelParams?: MessageParams;
  readonly required: boolean;
}

export interface YesNoQuestion extends QuestionBase {
  readonly kind: 'yes_no';
  /** A 'Yes' must come with this document (001 §5: work visa, DD 214, training certificate). */
  readonly document?: RequiredDocumentKind;
  /** A 'Yes' asks the date it last happened, which must be within this many years of today. */
  readonly lookBackYears?: number;
}

export interface DateQuestion extends QuestionBase {
  readonly kind: 'date';
  /**
   * The date must lie within the window before a reference day: today, or the answer of another date
   * question of the set (the start date), and not after that day.
   */
  readonly within?: DateWindow & { readonly of: 'today' | string; readonly message: WordingKey };
}

export type AttestationQuestion = YesNoQuestion | DateQuestion;

export const QUESTION_SET_KINDS = ['caqh', 'organization'] as const;
export type QuestionSetKind = (typeof QUESTION_SET_KINDS)[number];

export interface QuestionSetDefinition {
  readonly id: string;
  readonly kind: QuestionSetKind;
  readonly title: WordingKey;
  readonly questions: readonly AttestationQuestion[];
}

/** The CAQH-style professional disclosure questions. */
export const CAQH_DISCLOSURE_SET: QuestionSetDefinition = {
  id: 'caqh-disclosure',
  kind: 'caqh',
  title: 'attestation.set.caqh-disclosure',
  questions: [
    {
      id: 'malpractice_claims',
      kind: 'yes_no',
      label: 'attestation.q.malpractice-claims',
      labelParams: { n: MALPRACTICE_CLAIM_HISTORY_YEARS },
      required: true,
      lookBackYears: MALPRACTICE_CLAIM_HISTORY_YEARS,
    },
    {
      id: 'criminal_misdemeanor',
      kind: 'yes_no',
      label: 'attestation.q.criminal-misdemeanor',
      labelParams: { n: CRIMINAL_MISDEMEANOR_LOOK_BACK_YEARS },
      required: true,
      lookBackYears: CRIMINAL_MISDEMEANOR_LOOK_BACK_YEARS,
    },
    {
      id: 'drug_history',
      kind: 'yes_no',
      label: 'attestation.q.drug-history',
      labelParams: { n: DRUG_HISTORY_LOOK_BACK_YEARS },
      required: true,
      lookBackYears: DRUG_HISTORY_LOOK_BACK_YEARS,
    },
    {
      id: 'military_discharge',
      kind: 'yes_no',
      label: 'attestation.q.military-discharge',
      labelParams: { n: MILITARY_DISCHARGE_LOOK_BACK_YEARS },
      required: true,
      lookBackYears: MILITARY_DISCHARGE_LOOK_BACK_YEARS,
      document: 'dd214',
    },
    {
      id: 'work_visa',
      kind: 'yes_no',
      label: 'attestation.q.work-visa',
      required: true,
      document: 'work-visa',
    },
    {
      id: 'training_completed',
      kind: 'yes_no',
      label: 'attestation.q.training-completed',
      required: true,
      document: 'training-certificate',
    },
    {
      id: 'training_gap',
      kind: 'yes_no',
      label: 'attestation.q.training-gap',
      labelParams: { n: TRAINING_GAP_THRESHOLD_DAYS },
      required: true,
    },
    {
      id: 'license_action',
      kind: 'yes_no',
      label: 'attestation.q.license-action',
      required: true,
    },
  ],
};

/** Riverside Health's own immunization attestation (an organization-specific set). */
export const RIVERSIDE_IMMUNIZATION_SET: QuestionSetDefinition = {
  id: 'riverside-immunization',
  kind: 'organization',
  title: 'attestation.set.riverside-immunization',
  questions: [
    { id: 'start_date', kind: 'date', label: 'attestation.q.start-date', required: true },
    {
      id: 'physical_exam_date',
      kind: 'date',
      label: 'attestation.q.physical-exam-date',
      required: true,
      within: {
        months: PHYSICAL_EXAM_WITHIN_MONTHS,
        of: 'start_date',
        message: questionSetMessages.physicalWindow,
      },
    },
    {
      id: 'tb_test_date',
      kind: 'date',
      label: 'attestation.q.tb-test-date',
      required: true,
      within: { months: TB_TEST_WITHIN_MONTHS, of: 'start_date', message: questionSetMessages.tbWindow },
    },
    { id: 'tb_positive', kind: 'yes_no', label: 'attestation.q.tb-positive', required: true },
    {
      id: 'tdap_date',
      kind: 'date',
      label: 'attestation.q.tdap-date',
      labelParams: { n: TDAP_WITHIN_YEARS },
      required: true,
      within: { years: TDAP_WITHIN_YEARS, of: 'today', message: questionSetMessages.tdapWindow },
    },
    {
      id: 'vaccination_exemption',
      kind: 'yes_no',
      label: 'attestation.q.vaccination-exemption',
      required: true,
    },
  ],
};

export const QUESTION_SETS: Readonly<Record<string, QuestionSetDefinition>> = {
  [CAQH_DISCLOSURE_SET.id]: CAQH_DISCLOSURE_SET,
  [RIVERSIDE_IMMUNIZATION_SET.id]: RIVERSIDE_IMMUNIZATION_SET,
};

export const questionSetOf = (id: unknown): QuestionSetDefinition | undefined =>
  typeof id === 'string' && Object.hasOwn(QUESTION_SETS, id) ? QUESTION_SETS[id] : undefined;

// ---- Windows --------------------------------------------------------------------------------------------

/** The same day `months` later (or earlier); a day past the month's end becomes its last day. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (date.day === undefined) return { year, month };
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The earliest day of the window ending at `reference`. */
export const windowStart = (reference: CalendarDate, window: DateWindow): CalendarDate =>
  addMonths(addYears(reference, -(window.years ?? 0)), -(window.months ?? 0));

/** `date` is on or after the window's first day and not after `reference` (both ends included). */
export const isWithinWindow = (date: CalendarDate, reference: CalendarDate, window: DateWindow): boolean =>
  compareDates(date, windowStart(reference, window)) >= 0 && compareDates(date, reference) <= 0;

const DAY_MS = 86_400_000;
const utcOf = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day ?? 1);

/** Days between the end of one training position and the start of the next (the day after the end is 1). */
export const daysBetween = (end: CalendarDate, start: CalendarDate): number =>
  Math.round((utcOf(start) - utcOf(end)) / DAY_MS);

/** A break between two training positions longer than 60 days is a gap the clinician explains (001 §9). */
export const isTrainingGapToExplain = (end: CalendarDate, nextStart: CalendarDate): boolean =>
  daysBetween(end, nextStart) > TRAINING_GAP_THRESHOLD_DAYS;

// ---- Answers --------------------------------------------------------------------------------------------

/** One answer: the disclosure answer (000 §3) plus the date a windowed 'Yes' or a date question asks. */
export const attestationAnswerSchema = z.object(
  {
    answer: answerField,
    explanation: textField,
    /** One of the clinician's documents (POST /api/document), by its uuid. */
    document: z
      .object(
        { id: z.uuid({ error: formMessages.invalid }), name: textField.optional() },
        { error: formMessages.invalid },
      )
      .nullish()
      .transform((value) => value ?? null),
    date: textField,
  },
  { error: formMessages.invalid },
);
export type AttestationAnswer = z.infer<typeof attestationAnswerSchema>;
export type AttestationAnswerInput = z.input<typeof attestationAnswerSchema>;

/** What a question task stores: answers keyed by question id. */
export const attestationAnswersSchema = z.record(
  z.string().regex(/^[a-z0-9_]{1,60}$/, { error: formMessages.invalid }),
  attestationAnswerSchema,
  { error: formMessages.invalid },
);
export type AttestationAnswers = z.infer<typeof attestationAnswersSchema>;

const EMPTY: AttestationAnswer = { answer: '', explanation: '', document: null, date: '' };

function checkDate(
  question: DateQuestion,
  answer: AttestationAnswer,
  answers: AttestationAnswers,
  today: CalendarDate,
): RuleIssue[] {
  const path = [question.id, 'date'];
  if (isBlank(answer.date)) return question.required ? [issueAt(formMessages.required, path)] : [];
  const date = parseIsoDate(answer.date.trim());
  if (!date) return [issueAt(questionSetMessages.invalidDate, path)];
  if (compareDates(date, today) > 0 && question.id !== 'start_date')
    return [issueAt(questionSetMessages.future, path)];
  const within = question.within;
  if (!within) return [];
  const referenceText = within.of === 'today' ? null : answers[within.of]?.date;
  const reference = within.of === 'today' ? today : parseIsoDate((referenceText ?? '').trim());
  // Without a readable start date the start date's own field says so; nothing to compare with.
  if (!reference) return [];
  if (isWithinWindow(date, reference, within)) return [];
  return [issueAt(within.message, path, { n: within.years ?? within.months ?? 0 })];
}

function checkYesNo(question: YesNoQuestion, answer: AttestationAnswer, today: CalendarDate): RuleIssue[] {
  const issues = checkQuestionAnswer(
    answer,
    { required: question.required, ...(question.document ? { document: question.document } : {}) },
    [question.id],
  );
  if (issues.length || !question.lookBackYears || !isYesAnswer(answer.answer)) return issues;
  const path = [question.id, 'date'];
  if (isBlank(answer.date)) return [issueAt(questionSetMessages.eventDateRequired, path)];
  const date = parseIsoDate(answer.date.trim());
  if (!date) return [issueAt(questionSetMessages.invalidDate, path)];
  if (compareDates(date, today) > 0) return [issueAt(questionSetMessages.future, path)];
  if (!isWithinWindow(date, today, { years: question.lookBackYears }))
    return [issueAt(questionSetMessages.outsideWindow, path, { n: question.lookBackYears })];
  return [];
}

/** Every issue of the answers to `set`, each at [questionId, field]; an unknown question id is refused. */
export function checkAttestationAnswers(
  set: QuestionSetDefinition,
  answers: AttestationAnswers,
  now: Date = new Date(),
): RuleIssue[] {
  const today = todayUtc(now);
  const known = new Set(set.questions.map((question) => question.id));
  const unknown = Object.keys(answers)
    .filter((id) => !known.has(id))
    .map((id) => issueAt(formMessages.invalid, [id]));
  return [
    ...unknown,
    ...set.questions.flatMap((question) => {
      const answer = answers[question.id] ?? EMPTY;
      return question.kind === 'date'
        ? checkDate(question, answer, answers, today)
        : checkYesNo(question, answer, today);
    }),
  ];
}

/** The issues of one question only (the web checks a question before moving on to the next). */
export const checkAttestationQuestion = (
  set: QuestionSetDefinition,
  questionId: string,
  answers: AttestationAnswers,
  now: Date = new Date(),
): RuleIssue[] =>
  checkAttestationAnswers(set, answers, now).filter((issue) => issue.path?.[0] === questionId);
