import { z } from 'zod';
import { makeStateCodeSchema } from '../fields/address';
import { makeDateSchema, type Now } from '../fields/date-rules';
import { isInOrder } from '../fields/dates';
import { deaSchema } from '../fields/dea';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { formMessages, idField, issueAt, passesRule, ruledText, textField } from './form-fields';

// The controlled-substance records of 000 §3: a DEA registration and a state CDS registration.

export const identityMessages = {
  required: 'validation.required',
  issueBeforeExpiration: 'date.issue-before-expiration',
} as const satisfies Record<string, WordingKey>;

/** A count sent as a number or as text ('30'); kept as the text the record was given. */
const countField = z
  .union([z.string(), z.number()], { error: formMessages.invalid })
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

export function makeDeaRecordSchema({ now }: { now?: Now } = {}) {
  return z
    .object(
      {
        id: idField,
        // 000 §5: an empty DEA number is allowed (not every clinician is registered).
        dea: ruledText(deaSchema),
        state: ruledText(makeStateCodeSchema({ required: false })),
        expiration_date: ruledText(makeDateSchema({ now, required: false })),
        drug_schedule: textField,
        activity: textField,
        payment_indicator: textField,
        uin: textField,
        patients_permitted: countField,
      },
      { error: formMessages.invalid },
    )
    .superRefine((record, ctx) => {
      // A registration is issued by a state and runs out: once there is a number, both are part of it.
      if (isBlank(record.dea)) return;
      const issues: RuleIssue[] = [];
      if (isBlank(record.state)) issues.push(issueAt(identityMessages.required, ['state']));
      if (isBlank(record.expiration_date))
        issues.push(issueAt(identityMessages.required, ['expiration_date']));
      addIssues(ctx, issues);
    });
}

export type DeaRecord = z.infer<ReturnType<typeof makeDeaRecordSchema>>;
export type DeaRecordInput = z.input<ReturnType<typeof makeDeaRecordSchema>>;

export function makeCdsRecordSchema({ now }: { now?: Now } = {}) {
  // Some state look-ups give no issue date, so only the expiration (which the wallet watches) is required.
  const issueRule = makeDateSchema({ now, required: false });
  const expirationRule = makeDateSchema({ now });
  return z
    .object(
      {
        id: idField,
        license_board: ruledText(requiredString),
        license_number: ruledText(requiredString),
        issue_date: ruledText(issueRule),
        expiration_date: ruledText(expirationRule),
      },
      { error: formMessages.invalid },
    )
    .superRefine(({ issue_date: issued, expiration_date: expires }, ctx) => {
      const valid = !isBlank(issued) && passesRule(issueRule, issued) && passesRule(expirationRule, expires);
      if (valid && !isInOrder(issued, expires)) {
        addIssues(ctx, [issueAt(identityMessages.issueBeforeExpiration, ['issue_date'])]);
      }
    });
}

export type CdsRecord = z.infer<ReturnType<typeof makeCdsRecordSchema>>;
export type CdsRecordInput = z.input<ReturnType<typeof makeCdsRecordSchema>>;
