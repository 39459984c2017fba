import { z } from 'zod';
import { OTHER_CERTIFICATION_KEYS, type OtherCertificationKey } from '../domain/other-certifications';
import type { SelfAttestedKey } from '../domain/self-attested-keys';
import { stateCodeSchema } from '../fields/address';
import type { Now } from '../fields/date-rules';
import { addIssues, checkWith, isBlank, stringField } from '../fields/rule';
import type { WordingKey } from '../wording/index';
import { choiceFlagField, formMessages, issueAt, ruleIssuesAt, textField } from './form-fields';
import { makeCdsRecordSchema } from './identity';
import { makeOtherCertificationAnswerSchema } from './other-certifications';

// The wallet's own registrations (000 §3 "DEA, CDS, Medicaid and Medicare numbers and participation"; the
// CDS record of 000 §3; decision 050): Medicare and Medicaid participation with their numbers, the
// clinician's Medicare opt-out answer, and the form of one CDS registration, which is stored as a
// licenses|list record of record_type cds (its board is the state that issued it).

export const registrationMessages = {
  required: 'validation.required',
  chooseOption: 'validation.choose-option',
  numberInvalid: 'registrations.number-invalid',
  optedOut: 'registrations.opted-out-participating',
} as const satisfies Record<string, WordingKey>;

/** Medicare (PTAN) and Medicaid numbers: letters, digits and hyphens, at most this many characters. */
export const PROGRAM_NUMBER_MAX_LENGTH = 20;
export const isProgramNumber = (value: string): boolean =>
  new RegExp(`^[A-Za-z0-9-]{1,${PROGRAM_NUMBER_MAX_LENGTH}}$`).test(value.trim());

/** A program number or blank (the participation answer decides whether it is needed). */
export const programNumberSchema = stringField(
  checkWith(isProgramNumber, registrationMessages.numberInvalid, { max: PROGRAM_NUMBER_MAX_LENGTH }),
  { required: false },
).transform((value) => value.trim().toUpperCase());

const yesNo = z.boolean({ error: registrationMessages.chooseOption });

export const MEDICARE_PARTICIPATION_KEY =
  'registrations|medicare_participation' as const satisfies SelfAttestedKey;
export const MEDICARE_NUMBER_KEY = 'registrations|medicare_number' as const satisfies SelfAttestedKey;
export const MEDICAID_PARTICIPATION_KEY =
  'registrations|medicaid_participation' as const satisfies SelfAttestedKey;
export const MEDICAID_NUMBER_KEY = 'registrations|medicaid_number' as const satisfies SelfAttestedKey;
export const MEDICARE_OPT_OUT_KEY = 'registrations|medicare_opt_out' as const satisfies SelfAttestedKey;

/** The keys whose values the cross-key rule below reads together. */
export const REGISTRATION_KEYS: readonly SelfAttestedKey[] = [
  MEDICARE_PARTICIPATION_KEY,
  MEDICARE_NUMBER_KEY,
  MEDICAID_PARTICIPATION_KEY,
  MEDICAID_NUMBER_KEY,
  MEDICARE_OPT_OUT_KEY,
];

/** The value schema of each registrations and other_certifications key POST /api/self_attested takes. */
export function makeWalletValueSchemas({ now }: { now?: Now } = {}) {
  const answer = makeOtherCertificationAnswerSchema({ now });
  const certifications = Object.fromEntries(
    OTHER_CERTIFICATION_KEYS.map((cert) => [`other_certifications|${cert}`, answer]),
  ) as Record<`other_certifications|${OtherCertificationKey}`, typeof answer>;
  return {
    'registrations|medicare_participation': yesNo,
    'registrations|medicare_number': programNumberSchema,
    'registrations|medicaid_participation': yesNo,
    'registrations|medicaid_number': programNumberSchema,
    'registrations|medicare_opt_out': yesNo,
    ...certifications,
  };
}

const blank = (value: unknown) => typeof value !== 'string' || isBlank(value);

/**
 * The rules between registrations keys, on the values as they would stand after a save: a number is needed
 * for each program the clinician participates in, and one who opted out of Medicare does not participate.
 */
export function registrationIssues(values: Readonly<Record<string, unknown>>) {
  const issues: { key: SelfAttestedKey; message: WordingKey }[] = [];
  if (values[MEDICARE_PARTICIPATION_KEY] === true && blank(values[MEDICARE_NUMBER_KEY]))
    issues.push({ key: MEDICARE_NUMBER_KEY, message: registrationMessages.required });
  if (values[MEDICAID_PARTICIPATION_KEY] === true && blank(values[MEDICAID_NUMBER_KEY]))
    issues.push({ key: MEDICAID_NUMBER_KEY, message: registrationMessages.required });
  if (values[MEDICARE_OPT_OUT_KEY] === true && values[MEDICARE_PARTICIPATION_KEY] === true)
    issues.push({ key: MEDICARE_PARTICIPATION_KEY, message: registrationMessages.optedOut });
  return issues;
}

const FIELD_OF = {
  [MEDICARE_PARTICIPATION_KEY]: 'medicare_participation',
  [MEDICARE_NUMBER_KEY]: 'medicare_number',
  [MEDICAID_PARTICIPATION_KEY]: 'medicaid_participation',
  [MEDICAID_NUMBER_KEY]: 'medicaid_number',
  [MEDICARE_OPT_OUT_KEY]: 'medicare_opt_out',
} as Record<string, string>;

const chosen = (value: boolean | null, path: string) =>
  value === null ? [issueAt(registrationMessages.chooseOption, [path])] : [];

/** The wallet's Medicare and Medicaid form: each yes/no answered, then registrationIssues. */
export const registrationsFormSchema = z
  .object(
    {
      medicare_participation: choiceFlagField,
      medicare_number: textField.pipe(programNumberSchema),
      medicaid_participation: choiceFlagField,
      medicaid_number: textField.pipe(programNumberSchema),
      medicare_opt_out: choiceFlagField,
    },
    { error: formMessages.invalid },
  )
  .superRefine((form, ctx) => {
    addIssues(ctx, [
      ...chosen(form.medicare_participation, 'medicare_participation'),
      ...chosen(form.medicaid_participation, 'medicaid_participation'),
      ...chosen(form.medicare_opt_out, 'medicare_opt_out'),
      ...registrationIssues({
        [MEDICARE_PARTICIPATION_KEY]: form.medicare_participation,
        [MEDICARE_NUMBER_KEY]: form.medicare_number,
        [MEDICAID_PARTICIPATION_KEY]: form.medicaid_participation,
        [MEDICAID_NUMBER_KEY]: form.medicaid_number,
        [MEDICARE_OPT_OUT_KEY]: form.medicare_opt_out,
      }).map((issue) => issueAt(issue.message, [FIELD_OF[issue.key] ?? ''])),
    ]);
  });

export type RegistrationsForm = z.infer<typeof registrationsFormSchema>;
export type RegistrationsFormInput = z.input<typeof registrationsFormSchema>;

/**
 * One CDS registration as the wallet asks it: the CDS record of the issued credential's form (schemas/
 * identity.ts: board, number, expiration, issue not after expiration), with the board a state and the issue
 * date asked too.
 */
export function makeCdsRegistrationSchema({ now }: { now?: Now } = {}) {
  return makeCdsRecordSchema({ now }).superRefine((form, ctx) => {
    addIssues(ctx, [
      ...(isBlank(form.license_board)
        ? []
        : ruleIssuesAt(stateCodeSchema, form.license_board, ['license_board'])),
      ...(isBlank(form.issue_date) ? [issueAt(registrationMessages.required, ['issue_date'])] : []),
    ]);
  });
}

export type CdsRegistration = z.infer<ReturnType<typeof makeCdsRegistrationSchema>>;
export type CdsRegistrationInput = z.input<ReturnType<typeof makeCdsRegistrationSchema>>;

/** The licenses|list record a CDS registration is stored as (the board is the issuing state). */
export const cdsLicenseRecordOf = (form: CdsRegistration) => ({
  ...(form.id === null || form.id === undefined ? {} : { id: form.id }),
  record_type: 'cds' as const,
  state: form.license_board.trim().toUpperCase(),
  license_number: form.license_number.trim(),
  issue_date: form.issue_date,
  expiration_date: form.expiration_date,
});
