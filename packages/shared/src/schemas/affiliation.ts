import { z } from 'zod';
import { REFERENCE_PROVIDER_TYPES } from '../domain/affiliations';
import { makeAddressLineSchema, postalCodeSchema, stateCodeSchema } from '../fields/address';
import { makeDateSchema, type Now } from '../fields/date-rules';
import { isInOrder } from '../fields/dates';
import { makePhoneSchema } from '../fields/phone';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import {
  choiceField,
  choiceFlagField,
  flagField,
  formMessages,
  idField,
  issueAt,
  makeEmailSchema,
  passesRule,
  ruledText,
  textField,
} from './form-fields';

// Hospital affiliation position (000 §3 fields, every 000 §5 rule). Its dates are YYYY-MM-DD: neither
// document gives them a format of their own, and 001 §5 puts start and end dates in YYYY-MM-DD (only work
// history and gaps are MM/yyyy). A date that does not read is 'Invalid Date', the wording 000 §5 gives.

export const affiliationMessages = {
  required: 'validation.required',
  invalidDate: 'date.invalid',
  startWithin85Years: 'affiliation.start-within-85-years',
  startBeforeEnd: 'affiliation.start-before-end',
  endAfterStart: 'date.end-after-start',
  referenceRequired: 'affiliation.reference-required',
} as const satisfies Record<string, WordingKey>;

/** The reference fields the requirement asks for when it needs a reference, in form order. */
export const AFFILIATION_REFERENCE_FIELDS = [
  'reference_first_name',
  'reference_last_name',
  'reference_provider_type',
  'reference_phone_number',
  'reference_email',
] as const;

/** The path of the one problem a required reference with blank fields reports. */
export const AFFILIATION_REFERENCE_GROUP = 'reference';

export interface AffiliationPositionOptions {
  /** The requirement verifies affiliations through a reference (verification.required). */
  readonly referenceRequired?: boolean;
  readonly now?: Now;
}

export function makeAffiliationPositionSchema({
  referenceRequired = false,
  now,
}: AffiliationPositionOptions = {}) {
  // 'Start date must be within the last 85 years.' names the number, so it is this form's own sentence;
  // the end date has none and keeps the general 'Date must be within the past 85 years.'.
  const startRule = makeDateSchema({
    now,
    messages: { format: affiliationMessages.invalidDate, pastYears: affiliationMessages.startWithin85Years },
  });
  const endRule = makeDateSchema({
    now,
    required: false,
    messages: { format: affiliationMessages.invalidDate },
  });
  return z
    .object(
      {
        id: idField,
        hospital_id: idField,
        institution: ruledText(requiredString),
        address_line1: ruledText(makeAddressLineSchema()),
        address_line2: textField,
        address_city: ruledText(requiredString),
        address_state: ruledText(stateCodeSchema),
        address_zip: ruledText(postalCodeSchema),
        address_country: textField,
        start_date: ruledText(startRule),
        end_date: ruledText(endRule),
        isCurrent: flagField,
        privilege_status: textField,
        department: textField,
        in_good_standing: choiceFlagField,
        // A reference is optional unless the requirement needs one, but what is given must be valid.
        reference_first_name: textField,
        reference_last_name: textField,
        reference_provider_type: choiceField(REFERENCE_PROVIDER_TYPES, { required: false }),
        reference_phone_number: ruledText(makePhoneSchema({ required: false })),
        reference_email: ruledText(makeEmailSchema({ required: false })),
      },
      { error: formMessages.invalid },
    )
    .superRefine((position, ctx) => {
      const issues: RuleIssue[] = [];
      const { start_date: start, end_date: end, isCurrent } = position;
      // A current position has no end (the form clears it), so an end left over is not compared with the start.
      if (!isCurrent) {
        if (isBlank(end)) issues.push(issueAt(affiliationMessages.required, ['end_date']));
        else if (passesRule(startRule, start) && passesRule(endRule, end) && !isInOrder(start, end)) {
          // One fault, told at both fields with the sentence each field has in 000 §5.
          issues.push(issueAt(affiliationMessages.startBeforeEnd, ['start_date']));
          issues.push(issueAt(affiliationMessages.endAfterStart, ['end_date']));
        }
      }
      // One sentence for the reference as a whole, however many of its fields are blank (issue 11): the
      // form shows it once, above the reference fields.
      if (referenceRequired && AFFILIATION_REFERENCE_FIELDS.some((field) => isBlank(position[field]))) {
        issues.push(issueAt(affiliationMessages.referenceRequired, [AFFILIATION_REFERENCE_GROUP]));
      }
      addIssues(ctx, issues);
    });
}

export type AffiliationPosition = z.infer<ReturnType<typeof makeAffiliationPositionSchema>>;
export type AffiliationPositionInput = z.input<ReturnType<typeof makeAffiliationPositionSchema>>;
