import { IDENTITY_CREDENTIAL_TYPE } from '@credence/shared';
import type { CredentialFormType, WordingKey } from '@credence/shared';

/**
 * How a value of a credential is shown and typed:
 * - text: one line; textarea: an explanation;
 * - date: YYYY-MM-DD; month: MM/yyyy (work dates, 001 §5);
 * - yes-no: the source's 'True' / 'False' strings (board_actions), shown as Yes / No;
 * - flag: a true / false value (isCurrent, not_on_hand), a checkbox when edited;
 * - choice-flag: true, false or not answered yet (null: hasCoverage), a choice when edited.
 */
export type FieldKind = 'text' | 'textarea' | 'date' | 'month' | 'yes-no' | 'flag' | 'choice-flag';

/** A rule of packages/shared that a typed value must pass (only the identifiers the spec gives a format). */
export type FieldRule = 'npi' | 'dea' | 'ecard' | 'state';

export interface FieldSpec {
  /** The key in the credential's data; a dotted key reads a nested value (work_equifax's attrs.institution). */
  key: string;
  kind?: FieldKind;
  rule?: FieldRule;
  /** A value that is shown as nothing at all (training's specialty 'None', 001 §2). */
  hiddenValues?: readonly string[];
  /** A source's code shown as words (NPPES status 'A' → Active); any other value is shown as it came. */
  valueWords?: Readonly<Record<string, WordingKey>>;
}

export interface SectionSpec {
  /** The section's heading; none for the first. */
  heading?: WordingKey;
  /** Shown even when none of its fields has a value (work forms always carry their headings, 001 §2). */
  always?: boolean;
  fields: readonly FieldSpec[];
}

const f = (key: string, kind: FieldKind = 'text', extra: Partial<FieldSpec> = {}): FieldSpec => ({
  key,
  kind,
  ...extra,
});

const NAME = [f('first_name'), f('last_name')];
const LICENSE: SectionSpec[] = [
  {
    fields: [
      f('license_board'),
      f('license_number'),
      f('initial_date', 'date'),
      f('expiration_date', 'date'),
      f('validity_date', 'date'),
      f('license_status'),
      f('board_actions', 'yes-no'),
    ],
  },
];
const HEADQUARTERS: SectionSpec = {
  heading: 'work.institution-headquarters',
  always: true,
  fields: [
    f('address_line1'),
    f('address_line2'),
    f('address_city'),
    f('address_state', 'text', { rule: 'state' }),
    f('address_zip'),
    f('address_country'),
    f('phone'),
  ],
};
const REFERENCE: SectionSpec = {
  heading: 'credential.section.reference',
  fields: [
    f('reference_first_name'),
    f('reference_last_name'),
    f('reference_provider_type'),
    f('reference_email'),
    f('reference_phone_number'),
  ],
};
const WORK_POSITION: SectionSpec[] = [
  {
    fields: [
      f('institution'),
      f('role'),
      f('department'),
      f('specialty'),
      f('program_name'),
      f('training_type'),
      f('start_date', 'month'),
      f('end_date', 'month'),
      f('isCurrent', 'flag'),
    ],
  },
  HEADQUARTERS,
  REFERENCE,
  // The policies themselves are listed by work-history-form.tsx under this heading.
  { heading: 'work.liability-heading', always: true, fields: [f('hasCoverage', 'choice-flag')] },
];

/**
 * The fields of each catalogue type (001 §2 and §3, 000 §3), in the order a reader expects them. Exclusion
 * checks, the data-bank notice and program enrolment lists have their own components (registry.ts); the
 * generic form reads its fields from the credential itself.
 */
export const FORM_SPECS: Partial<Record<CredentialFormType, readonly SectionSpec[]>> = {
  nppes: [
    {
      fields: [
        ...NAME,
        f('number', 'text', { rule: 'npi' }),
        // NPPES answers its record's status as a code: A (active) or D (deactivated).
        f('status', 'text', {
          valueWords: {
            A: 'credential.value.nppes-status.active',
            D: 'credential.value.nppes-status.deactivated',
          },
        }),
      ],
    },
  ],
  nsc_education: [
    {
      fields: [...NAME, f('status'), f('award_date', 'date'), f('degree'), f('institution')],
    },
  ],
  rn_license: LICENSE,
  state_license: LICENSE,
  training: [
    {
      fields: [
        f('program_name'),
        f('institution_name'),
        f('institution_state', 'text', { rule: 'state' }),
        f('training_type'),
        f('specialty', 'text', { hiddenValues: ['None'] }),
        f('start_date', 'date'),
        f('end_date', 'date'),
        f('verification_status'),
      ],
    },
  ],
  work_gap: [{ fields: [f('start_date', 'month'), f('end_date', 'month'), f('explanation', 'textarea')] }],
  work_equifax: [
    {
      fields: [
        f('attrs.institution'),
        f('type'),
        f('start_date', 'month'),
        f('end_date', 'month'),
        f('explanation', 'textarea'),
      ],
    },
  ],
  work_history: WORK_POSITION,
  work_training: WORK_POSITION,
  work_transcript: [
    { fields: [f('institution'), f('degree'), f('start_date', 'date'), f('end_date', 'date')] },
  ],
  work_verification: [
    {
      fields: [
        ...NAME,
        f('institution'),
        f('department'),
        f('role'),
        f('start_date', 'month'),
        f('end_date', 'month'),
        f('good_standing', 'yes-no'),
        f('privileges', 'yes-no'),
        f('discipline', 'yes-no'),
        f('discipline_details', 'textarea'),
        f('drug_history', 'yes-no'),
        f('drug_history_details', 'textarea'),
        f('condition', 'yes-no'),
        f('condition_details', 'textarea'),
      ],
    },
    { heading: 'work.liability-heading', always: true, fields: [f('carrier')] },
    { heading: 'credential.section.verifier', fields: [f('verifier_name'), f('verifier_title')] },
  ],
  [IDENTITY_CREDENTIAL_TYPE]: [
    {
      fields: [
        f('first_name'),
        f('middle_name'),
        f('last_name'),
        f('date_of_birth', 'date'),
        f('verification_level'),
        f('verified_at', 'date'),
      ],
    },
  ],
  cds: [
    {
      fields: [
        f('license_board'),
        f('license_number'),
        f('issue_date', 'date'),
        f('expiration_date', 'date'),
      ],
    },
  ],
  cms: [
    {
      fields: [
        f('npi', 'text', { rule: 'npi' }),
        f('optout_effective_date', 'date'),
        f('optout_end_date', 'date'),
      ],
    },
  ],
  dea: [
    {
      fields: [
        f('dea', 'text', { rule: 'dea' }),
        f('state', 'text', { rule: 'state' }),
        f('expiration_date', 'date'),
        f('drug_schedule'),
        f('activity'),
        f('payment_indicator'),
        f('uin'),
        f('patients_permitted'),
      ],
    },
  ],
  hospital_affiliation: [
    {
      fields: [
        f('institution'),
        f('department'),
        f('privilege_status'),
        f('in_good_standing', 'yes-no'),
        f('start_date', 'date'),
        f('end_date', 'date'),
        f('isCurrent', 'flag'),
      ],
    },
    HEADQUARTERS,
    REFERENCE,
  ],
  aha_cert: [
    {
      fields: [f('certification_type'), f('ecard', 'text', { rule: 'ecard' }), f('expiration_date', 'date')],
    },
  ],
  malpractice: [
    {
      fields: [
        f('name'),
        f('policy_number'),
        f('per_occurrence'),
        f('agg_coverage'),
        f('effective_date', 'date'),
        f('retro_date', 'date'),
        f('expiration_date', 'date'),
        f('not_on_hand', 'flag'),
      ],
    },
  ],
};

/** The explanation-of-no-coverage form (001 §2 malpractice, second form). */
export const NO_COVERAGE_SPEC: readonly SectionSpec[] = [
  { heading: 'credential.section.no-coverage', fields: [f('no_coverage_reason', 'textarea')] },
];

/** Every field key the catalogue names (for the wording check in the tests). */
export const ALL_FIELD_KEYS = [
  ...new Set(
    [...Object.values(FORM_SPECS), NO_COVERAGE_SPEC].flatMap((sections) =>
      (sections ?? []).flatMap((section) => section.fields.map((field) => field.key)),
    ),
  ),
];
