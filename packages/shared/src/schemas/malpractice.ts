import { z } from 'zod';
import {
  MALPRACTICE_DEFAULT_OPTIONAL_FIELDS,
  MALPRACTICE_DEFAULT_REQUIRED_FIELDS,
  NOT_ON_HAND_COVERAGE_TYPES,
  type MalpracticePolicyField,
} from '../domain/malpractice';
import { makeDateSchema, type Now } from '../fields/date-rules';
import { isInOrder } from '../fields/dates';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { makeDollarAmountField } from './dollars';
import {
  choiceField,
  documentField,
  flagField,
  formMessages,
  idField,
  idOrIdsField,
  issueAt,
  passesRule,
  ruledText,
  textField,
} from './form-fields';

// Malpractice policy (000 §3, §4, §5; 001 §3, §5). A policy is valid in one of two ways: marked not on hand
// with a coverage type chosen, or with a document and every required field filled.

export const malpracticeMessages = {
  required: 'validation.required',
  carrierRequired: 'malpractice.carrier-required',
  expirationDate: 'insurance-coverage.expiration-date',
  retroDate: 'insurance-coverage.retro-date',
  coverageTypeRequired: 'malpractice.coverage-type-required',
  documentRequired: 'upload.file-required',
} as const satisfies Record<string, WordingKey>;

/** The label (not a rule) of the no-coverage explanation box: 'Please explain'. */
export const noCoverageReasonPrompt = 'malpractice.explain-prompt' satisfies WordingKey;

/** The fields the application config may require, in form order. */
export const MALPRACTICE_POLICY_FIELDS: readonly MalpracticePolicyField[] = [
  ...MALPRACTICE_DEFAULT_REQUIRED_FIELDS,
  ...MALPRACTICE_DEFAULT_OPTIONAL_FIELDS,
];

export interface MalpracticePolicyOptions {
  /**
   * application_config.malpractice: the fields to require, replacing the default list (name,
   * policy_number, effective_date, expiration_date). Names of other fields are ignored.
   */
  readonly required?: readonly string[];
  readonly now?: Now;
}

export function makeMalpracticePolicySchema({
  required = MALPRACTICE_DEFAULT_REQUIRED_FIELDS,
  now,
}: MalpracticePolicyOptions = {}) {
  // Whether a field is required depends on the config and on not_on_hand, so blank passes here and the
  // form-level rule below asks for it.
  const dateRule = makeDateSchema({ now, required: false });
  const requiredFields = MALPRACTICE_POLICY_FIELDS.filter((field) => required.includes(field));
  return z
    .object(
      {
        id: idField,
        name: textField,
        policy_number: textField,
        per_occurrence: makeDollarAmountField({ required: false }),
        agg_coverage: makeDollarAmountField({ required: false }),
        effective_date: ruledText(dateRule),
        retro_date: ruledText(dateRule),
        expiration_date: ruledText(dateRule),
        document: documentField,
        document_details: z.record(z.string(), z.unknown(), { error: formMessages.invalid }).nullish(),
        display_name: textField,
        not_on_hand: flagField,
        not_on_hand_coverage_type: choiceField(NOT_ON_HAND_COVERAGE_TYPES, { required: false }),
        work_history_id: idOrIdsField,
      },
      { error: formMessages.invalid },
    )
    .superRefine((policy, ctx) => {
      const issues: RuleIssue[] = [];
      if (policy.not_on_hand) {
        // Not on hand: nothing to copy from yet, so only the kind of coverage is asked for.
        if (policy.not_on_hand_coverage_type === '') {
          issues.push(issueAt(malpracticeMessages.coverageTypeRequired, ['not_on_hand_coverage_type']));
        }
      } else {
        for (const field of requiredFields) {
          if (isBlank(policy[field])) {
            const message =
              field === 'name' ? malpracticeMessages.carrierRequired : malpracticeMessages.required;
            issues.push(issueAt(message, [field]));
          }
        }
        if (!policy.document) issues.push(issueAt(malpracticeMessages.documentRequired, ['document']));
      }
      // Order is judged only between dates that are valid themselves; a bad date is its own field's issue.
      const valid = (date: string) => !isBlank(date) && passesRule(dateRule, date);
      const { effective_date: effective, expiration_date: expiration, retro_date: retro } = policy;
      if (valid(effective) && valid(expiration) && !isInOrder(effective, expiration)) {
        issues.push(issueAt(malpracticeMessages.expirationDate, ['expiration_date']));
      }
      if (valid(retro) && valid(effective) && !isInOrder(retro, effective)) {
        issues.push(issueAt(malpracticeMessages.retroDate, ['retro_date']));
      }
      addIssues(ctx, issues);
    });
}

export type MalpracticePolicy = z.infer<ReturnType<typeof makeMalpracticePolicySchema>>;
export type MalpracticePolicyInput = z.input<ReturnType<typeof makeMalpracticePolicySchema>>;

/** The record saved instead of a policy when there was no coverage (001 §3: it names its positions too). */
export const noCoverageExplanationSchema = z.object(
  {
    id: idField,
    no_coverage_reason: ruledText(requiredString),
    // Marks the record in a list that also holds policies; a record saying false is not an explanation.
    is_explanation: z
      .literal(true, { error: formMessages.invalid })
      .optional()
      .transform(() => true as const),
    work_history_id: idOrIdsField,
  },
  { error: formMessages.invalid },
);

export type NoCoverageExplanation = z.infer<typeof noCoverageExplanationSchema>;

/** Tells the explanation records of a mixed list from the policies. */
export const isNoCoverageExplanation = (record: unknown): boolean =>
  typeof record === 'object' &&
  record !== null &&
  (record as { is_explanation?: unknown }).is_explanation === true;
