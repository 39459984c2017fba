import { z } from 'zod';
import { WORK_HISTORY_LOOK_BACK_YEARS } from '../constants';
import { POSITION_TYPES, TRAINING_TYPES, type PositionType } from '../domain/work-history';
import { addressLineSchema, postalCodeSchema, stateCodeSchema } from '../fields/address';
import { makeWorkEndDateSchema, makeWorkStartDateSchema, type Now } from '../fields/date-rules';
import { addYears, compareDates, isInOrder, parseDate, todayUtc } from '../fields/dates';
import { makePhoneSchema } from '../fields/phone';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import {
  choiceField,
  choiceFlagField,
  documentField,
  flagField,
  formMessages,
  idField,
  issueAt,
  ruleIssuesAt,
  makeEmailSchema,
  normalizedText,
  passesRule,
  resolveNow,
  textField,
} from './form-fields';
import { isNoCoverageExplanation } from './malpractice';

// Work-history position: a job or training post (001 §3 fields, every 001 §5 'Work history' rule).
// Whether most fields are required depends on the config, on other fields (isCurrent, type, hasCoverage) and
// on the dates themselves (a position wholly before the look-back is always valid), so the fields only read
// and normalize, and checkWorkHistoryPosition applies every rule at once.

export const workHistoryMessages = {
  required: 'validation.required',
  endAfterStart: 'work.end-after-start',
  trainingTypeRequired: 'work.training-type-required',
  emailOrPhone: 'validation.email-or-phone',
  coverageChoice: 'work.liability-requirement',
  coverageDocument: 'work.liability-error',
  noCoverageReason: 'work.no-coverage-reason',
} as const satisfies Record<string, WordingKey>;

/** A gap is a position type too, but it has a form of its own (work-gap.ts). */
export const WORK_POSITION_TYPES = POSITION_TYPES.filter(
  (type): type is Exclude<PositionType, 'gap'> => type !== 'gap',
);

export interface WorkHistoryOptions {
  readonly now?: Now;
  /** Config optional_work_history: only the institution is required, and the address is not checked. */
  readonly optionalWorkHistory?: boolean;
  /** Config look_back_years. */
  readonly lookBackYears?: number;
  /** The requirement asks for a certificate of insurance for each position. */
  readonly certificateOfInsuranceRequired?: boolean;
  /** With the above: a position without coverage needs an explanation. */
  readonly noCoverageReasonRequired?: boolean;
}

const phoneRule = makePhoneSchema({ required: false });
const emailRule = makeEmailSchema({ required: false });

/**
 * A policy attached to the position, or the explanation recorded instead when there was none. Loose: the
 * position only needs to know whether a document or a reason is there; the records have their own forms.
 */
const attachedPolicy = z.looseObject(
  {
    id: idField,
    document: documentField,
    is_explanation: z.boolean({ error: formMessages.invalid }).optional(),
    no_coverage_reason: textField,
  },
  { error: formMessages.invalid },
);

const workHistoryPositionShape = {
  id: idField,
  type: choiceField(WORK_POSITION_TYPES),
  training_type: textField,
  institution: textField,
  department: textField,
  role: textField,
  specialty: textField,
  program_name: textField,
  /** The program's id in /api/physician_training when the position came from the list (enrolment). */
  program_id: textField,
  start_date: textField,
  end_date: textField,
  isCurrent: flagField,
  address_line1: textField,
  address_line2: textField,
  address_city: textField,
  address_state: normalizedText(stateCodeSchema),
  address_zip: textField,
  address_country: textField,
  phone: normalizedText(phoneRule),
  reference_full_name: textField,
  reference_first_name: textField,
  reference_last_name: textField,
  reference_provider_type: textField,
  reference_phone_number: normalizedText(phoneRule),
  reference_email: normalizedText(emailRule),
  /** The 'I don't know this verification information' option: no reference is given. */
  reference_info: flagField,
  bypass_policies: flagField,
  hasCoverage: choiceFlagField,
  policies: z
    .array(attachedPolicy, { error: formMessages.invalid })
    .nullish()
    .transform((policies) => policies ?? []),
  attestedToNoneAffil: flagField,
};

/** A position as the rules see it: every field read, blank as ''. */
export type WorkHistoryPositionValues = z.output<z.ZodObject<typeof workHistoryPositionShape>>;

/**
 * True when the whole position lies before the look-back period: both dates read and the end month is
 * before the month `lookBackYears` ago. A current position, or one without readable dates, is not.
 */
export function isBeforeLookBack(
  position: Pick<WorkHistoryPositionValues, 'start_date' | 'end_date' | 'isCurrent'>,
  lookBackYears: number = WORK_HISTORY_LOOK_BACK_YEARS,
  now: Now = new Date(),
): boolean {
  if (position.isCurrent) return false;
  const start = parseDate(position.start_date, 'month');
  const end = parseDate(position.end_date, 'month');
  if (!start || !end) return false;
  const cutoff = addYears(todayUtc(resolveNow(now)), -lookBackYears);
  return compareDates(start, cutoff) < 0 && compareDates(end, cutoff) < 0;
}

/** Every issue of `position` under `options`, each at its field. */
export function checkWorkHistoryPosition(
  position: WorkHistoryPositionValues,
  options: WorkHistoryOptions = {},
): RuleIssue[] {
  const { now, optionalWorkHistory = false, lookBackYears = WORK_HISTORY_LOOK_BACK_YEARS } = options;
  // The requirement does not ask about these years, so nothing in them may hold the clinician up.
  if (isBeforeLookBack(position, lookBackYears, now)) return [];
  const strict = !optionalWorkHistory;
  const issues: RuleIssue[] = [...ruleIssuesAt(requiredString, position.institution, ['institution'])];
  if (strict) {
    issues.push(
      ...ruleIssuesAt(addressLineSchema, position.address_line1, ['address_line1']),
      ...ruleIssuesAt(requiredString, position.address_city, ['address_city']),
      ...ruleIssuesAt(stateCodeSchema, position.address_state, ['address_state']),
      ...ruleIssuesAt(postalCodeSchema, position.address_zip, ['address_zip']),
    );
    if (
      position.type === 'training' &&
      !(TRAINING_TYPES as readonly string[]).includes(position.training_type)
    ) {
      issues.push(issueAt(workHistoryMessages.trainingTypeRequired, ['training_type']));
    }
  }
  issues.push(...checkDates(position, strict, now));
  issues.push(...ruleIssuesAt(phoneRule, position.phone, ['phone']));
  issues.push(...checkReference(position));
  issues.push(...checkCoverage(position, options));
  return issues;
}

// Optional work history only stops the dates being required: a date that is given is still checked
// (format, 85 years back, 10 years ahead), because 001 §9 holds every entered date to those limits.
function checkDates(position: WorkHistoryPositionValues, strict: boolean, now: Now | undefined): RuleIssue[] {
  const startRule = makeWorkStartDateSchema({ now, required: strict });
  const endRule = makeWorkEndDateSchema({ now, required: strict });
  const issues = ruleIssuesAt(startRule, position.start_date, ['start_date']);
  // A current position has no end date: the form clears it when current is ticked.
  if (position.isCurrent) return issues;
  issues.push(...ruleIssuesAt(endRule, position.end_date, ['end_date']));
  const { start_date: start, end_date: end } = position;
  const bothValid =
    !isBlank(start) && !isBlank(end) && passesRule(startRule, start) && passesRule(endRule, end);
  if (bothValid && !isInOrder(start, end, 'month')) {
    issues.push(issueAt(workHistoryMessages.endAfterStart, ['end_date']));
  }
  return issues;
}

function checkReference(position: WorkHistoryPositionValues): RuleIssue[] {
  if (position.reference_info) return [];
  const { reference_email: email, reference_phone_number: phone } = position;
  if (isBlank(email) && isBlank(phone)) {
    // Either field satisfies the rule, so the message stands beside both.
    return [
      issueAt(workHistoryMessages.emailOrPhone, ['reference_phone_number']),
      issueAt(workHistoryMessages.emailOrPhone, ['reference_email']),
    ];
  }
  return [
    ...ruleIssuesAt(phoneRule, phone, ['reference_phone_number']),
    ...ruleIssuesAt(emailRule, email, ['reference_email']),
  ];
}

function checkCoverage(position: WorkHistoryPositionValues, options: WorkHistoryOptions): RuleIssue[] {
  if (!options.certificateOfInsuranceRequired) return [];
  const { hasCoverage, policies, bypass_policies: bypass } = position;
  if (hasCoverage === null) return [issueAt(workHistoryMessages.coverageChoice, ['hasCoverage'])];
  if (hasCoverage) {
    const documented = policies.some(
      (policy) => !isNoCoverageExplanation(policy) && policy.document !== null,
    );
    return documented || bypass ? [] : [issueAt(workHistoryMessages.coverageDocument, ['policies'])];
  }
  if (!options.noCoverageReasonRequired) return [];
  // Choosing no coverage empties the policy list; the explanation record is then the list's one entry.
  const explained = policies.some(
    (record) => isNoCoverageExplanation(record) && !isBlank(record.no_coverage_reason),
  );
  return explained ? [] : [issueAt(workHistoryMessages.noCoverageReason, ['policies'])];
}

export function makeWorkHistoryPositionSchema(options: WorkHistoryOptions = {}) {
  return z
    .object(workHistoryPositionShape, { error: formMessages.invalid })
    .superRefine((position, ctx) => addIssues(ctx, checkWorkHistoryPosition(position, options)));
}

export type WorkHistoryPosition = z.infer<ReturnType<typeof makeWorkHistoryPositionSchema>>;
export type WorkHistoryPositionInput = z.input<ReturnType<typeof makeWorkHistoryPositionSchema>>;
