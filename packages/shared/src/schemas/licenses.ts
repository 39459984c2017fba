import { z } from 'zod';
import { LICENSE_RECORD_TYPES, type LicenseRecordType, type NoLicenseKind } from '../domain/licenses';
import { stateCodeSchema } from '../fields/address';
import { makeDateSchema } from '../fields/date-rules';
import { isInOrder } from '../fields/dates';
import { makeDeaSchema } from '../fields/dea';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import {
  choiceField,
  flagField,
  formMessages,
  idField,
  issueAt,
  passesRule,
  ruleIssuesAt,
  ruledText,
} from './form-fields';

// The licenses section of the profile (000 §3): records of record_type dea, state_license, cds or
// rn_license, and for each kind a has_no_license flag with which the clinician says they hold none.

export const licenseMessages = {
  required: 'validation.required',
  addOrNone: 'licenses.add-or-none',
  issueBeforeExpiration: 'date.issue-before-expiration',
} as const satisfies Record<string, WordingKey>;

/** The record type each has_no_license flag speaks for. */
export const NO_LICENSE_RECORD_TYPES = {
  cds: 'cds',
  dea: 'dea',
  rn: 'rn_license',
  state: 'state_license',
} as const satisfies Record<NoLicenseKind, LicenseRecordType>;

const deaNumberRule = makeDeaSchema({ required: true });
const dateRule = makeDateSchema({ required: false });
const optionalDate = ruledText(dateRule).optional();

/** True when both dates are given and valid and the expiration comes before the issue. */
export const expiresBeforeIssue = (issue: string | undefined, expiration: string | undefined): boolean =>
  !!issue &&
  !!expiration &&
  !isBlank(issue) &&
  passesRule(dateRule, issue) &&
  passesRule(dateRule, expiration) &&
  !isInOrder(issue, expiration);

export const licenseRecordSchema = z
  .object(
    {
      id: idField,
      record_type: choiceField(LICENSE_RECORD_TYPES),
      license_number: ruledText(requiredString),
      state: ruledText(stateCodeSchema),
      // A CDS registration's dates (000 §3 CDS record); optional here, as the wizard's records have none.
      issue_date: optionalDate,
      expiration_date: optionalDate,
    },
    { error: formMessages.invalid },
  )
  .superRefine((license, ctx) => {
    if (expiresBeforeIssue(license.issue_date, license.expiration_date)) {
      // At the issue date, as the issued CDS record's form says it (schemas/identity.ts).
      addIssues(ctx, [issueAt(licenseMessages.issueBeforeExpiration, ['issue_date'])]);
    }
    // A DEA record's number is a DEA registration number, with its check digit.
    if (license.record_type === 'dea' && !isBlank(license.license_number)) {
      addIssues(ctx, ruleIssuesAt(deaNumberRule, license.license_number, ['license_number']));
    }
  });

export type LicenseRecord = z.infer<typeof licenseRecordSchema>;
export type LicenseRecordInput = z.input<typeof licenseRecordSchema>;

export interface LicensesOptions {
  /**
   * The kinds the clinician must either list or declare they do not hold, from their provider type's
   * license types. None by default: a nurse is not asked for a DEA registration.
   */
  readonly requiredKinds?: readonly NoLicenseKind[];
}

export function makeLicensesSchema({ requiredKinds = [] }: LicensesOptions = {}) {
  return z
    .object(
      {
        list: z
          .array(licenseRecordSchema, { error: formMessages.invalid })
          .nullish()
          .transform((list) => list ?? []),
        has_no_license_cds: flagField,
        has_no_license_dea: flagField,
        has_no_license_rn: flagField,
        has_no_license_state: flagField,
      },
      { error: formMessages.invalid },
    )
    .superRefine((licenses, ctx) => {
      const issues: RuleIssue[] = requiredKinds.flatMap((kind) => {
        const flag = `has_no_license_${kind}` as const;
        const listed = licenses.list.some((license) => license.record_type === NO_LICENSE_RECORD_TYPES[kind]);
        // Beside the 'I have none' box of the kind, the one thing that settles it without a record.
        return listed || licenses[flag] ? [] : [issueAt(licenseMessages.addOrNone, [flag])];
      });
      addIssues(ctx, issues);
    });
}

export type Licenses = z.infer<ReturnType<typeof makeLicensesSchema>>;
export type LicensesInput = z.input<ReturnType<typeof makeLicensesSchema>>;
