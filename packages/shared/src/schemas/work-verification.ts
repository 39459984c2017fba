import { z } from 'zod';
import { DATE_LOOK_BACK_YEARS } from '../constants';
import { dateMessages, makeDateOfBirthSchema, makeDateSchema, type Now } from '../fields/date-rules';
import { compareDates, parseDate } from '../fields/dates';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { flagField, formMessages, issueAt, ruledText, textField } from './form-fields';

// The work verification an outside verifier fills on /work_verification (000 §3 'Work verification', §6;
// decision 039): the clinician's name and date of birth as the verifier's records have them, the position,
// five yes/no questions each with its _details, who the verifier is, the professional-liability carrier, and
// whether a signed copy is e-mailed. Then the signature (credentials.md §6): consent to sign electronically
// (with the disclosure's version), the typed full name, the attestation box.

export const workVerificationMessages = {
  details: 'work-verification.details-required',
  signatureName: 'work-verification.signature-name',
  consent: 'work-verification.consent-required',
  attest: 'work-verification.attest-required',
  consentVersion: 'work-verification.consent-version',
} as const satisfies Record<string, WordingKey>;

/**
 * The yes/no questions of 000 §3, each with a `_details` field. `adverse` is the answer that must be
 * explained (001 §5: every 'Yes' disclosure needs a written explanation; for good standing it is 'no').
 */
export const WORK_VERIFICATION_QUESTIONS = [
  { key: 'good_standing', adverse: false },
  { key: 'privileges', adverse: true },
  { key: 'discipline', adverse: true },
  { key: 'drug_history', adverse: true },
  { key: 'condition', adverse: true },
] as const;
export type WorkVerificationQuestion = (typeof WORK_VERIFICATION_QUESTIONS)[number]['key'];

/** The version of the electronic-signature disclosure the verifier consents to (wording key of its text). */
export const WORK_VERIFICATION_CONSENT_VERSION = '2026-11-25';

/** A yes/no the verifier must answer: missing reads as null and is 'validation.required'. */
const yesNo = z
  .boolean({ error: formMessages.invalid })
  .nullish()
  .transform((value) => value ?? null);

export interface WorkVerificationOptions {
  readonly now?: Now;
}

/** The verifier's answers (000 §3): what is stored, hashed and printed. */
export function makeWorkVerificationFieldsSchema({ now }: WorkVerificationOptions = {}) {
  const month = makeDateSchema({ format: 'month', now, pastYears: DATE_LOOK_BACK_YEARS });
  const monthOptional = makeDateSchema({
    format: 'month',
    now,
    pastYears: DATE_LOOK_BACK_YEARS,
    notFuture: true,
    required: false,
  });
  return z
    .object(
      {
        first_name: ruledText(requiredString),
        last_name: ruledText(requiredString),
        /** YYYY-MM-DD; optional: not every employer's record holds it. */
        date_of_birth: ruledText(makeDateOfBirthSchema({ now, required: false })),
        institution: ruledText(requiredString),
        department: textField,
        role: ruledText(requiredString),
        /** MM/yyyy, as the clinician's work history. */
        start_date: ruledText(month),
        /** MM/yyyy; blank while the clinician still works there. */
        end_date: ruledText(monthOptional),
        good_standing: yesNo,
        good_standing_details: textField,
        privileges: yesNo,
        privileges_details: textField,
        discipline: yesNo,
        discipline_details: textField,
        drug_history: yesNo,
        drug_history_details: textField,
        condition: yesNo,
        condition_details: textField,
        verifier_name: ruledText(requiredString),
        verifier_title: ruledText(requiredString),
        /** The professional-liability carrier that covered the clinician there, if the verifier knows it. */
        carrier: textField,
        send_confirmation: flagField,
      },
      { error: formMessages.invalid },
    )
    .superRefine((record, ctx) => {
      const issues: RuleIssue[] = [];
      for (const { key, adverse } of WORK_VERIFICATION_QUESTIONS) {
        const answer = record[key];
        if (answer === null) issues.push(issueAt(formMessages.required, [key]));
        else if (answer === adverse && isBlank(record[`${key}_details`]))
          issues.push(issueAt(workVerificationMessages.details, [`${key}_details`]));
      }
      const start = parseDate(record.start_date, 'month');
      const end = parseDate(record.end_date, 'month');
      if (start && end && compareDates(end, start) < 0)
        issues.push(issueAt(dateMessages.endAfterStart, ['end_date']));
      addIssues(ctx, issues);
    });
}
export type WorkVerificationFields = z.output<ReturnType<typeof makeWorkVerificationFieldsSchema>>;
export type WorkVerificationFieldsInput = z.input<ReturnType<typeof makeWorkVerificationFieldsSchema>>;

/** The whitespace-normalised name: the typed signature must be the verifier's name as given. */
export const signatureNameOf = (name: string): string => name.trim().replace(/\s+/g, ' ');

/**
 * The signing act (credentials.md §6): consent to sign electronically to this disclosure version, the typed
 * full name (which must be the verifier_name given in the form, 001 §5: 'Signature is the full name'), and
 * the attestation box.
 */
export const workVerificationSignatureSchema = z.object(
  {
    consent: flagField,
    consent_version: z.string({ error: formMessages.invalid }).max(40),
    full_name: textField,
    attest: flagField,
  },
  { error: formMessages.invalid },
);

/** The signature's own rules, given the verifier_name of the form; issues under `signature.`. */
export function signatureIssues(
  signature: z.output<typeof workVerificationSignatureSchema>,
  verifierName: string,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!signature.consent) issues.push(issueAt(workVerificationMessages.consent, ['signature', 'consent']));
  if (signature.consent_version !== WORK_VERIFICATION_CONSENT_VERSION)
    issues.push(issueAt(workVerificationMessages.consentVersion, ['signature', 'consent_version']));
  if (isBlank(signature.full_name)) issues.push(issueAt(formMessages.required, ['signature', 'full_name']));
  else if (signatureNameOf(signature.full_name) !== signatureNameOf(verifierName))
    issues.push(issueAt(workVerificationMessages.signatureName, ['signature', 'full_name']));
  if (!signature.attest) issues.push(issueAt(workVerificationMessages.attest, ['signature', 'attest']));
  return issues;
}

/** The verifier's whole form on /work_verification: the record and the signature, checked together. */
export function makeWorkVerificationFormSchema(options: WorkVerificationOptions = {}) {
  return z
    .object({ record: makeWorkVerificationFieldsSchema(options), signature: workVerificationSignatureSchema })
    .superRefine((form, ctx) => addIssues(ctx, signatureIssues(form.signature, form.record.verifier_name)));
}
