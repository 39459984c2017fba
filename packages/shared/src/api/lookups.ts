import { z } from 'zod';
import { LICENSE_RECORD_TYPES, LICENSE_TYPES } from '../domain/licenses';
import { PROFESSIONAL_STEP_KEYS } from '../domain/enrollment-steps';
import { providerTypeNameSchema } from '../domain/provider-types';
import { TRAINING_TYPES, trainingTypeSchema } from '../domain/work-history';
import { stateCodeSchema } from '../fields/address';
import {
  makeDateOfBirthSchema,
  makeWorkEndDateSchema,
  makeWorkStartDateSchema,
  type Now,
} from '../fields/date-rules';
import { isInOrder } from '../fields/dates';
import { makeNpiSchema } from '../fields/npi';
import { addIssues, isBlank, requiredString, type RuleIssue } from '../fields/rule';
import {
  flagField,
  formMessages,
  issueAt,
  passesRule,
  ruleIssuesAt,
  textField,
} from '../schemas/form-fields';
import type { WordingKey } from '../wording/index';

// The contract of the enrolment wizard's look-up and prefill routes (apps/server/src/modules/lookups).
// Every answer is the `{ data: ... }` envelope; the schemas below describe the request (query, params or
// body) and `data`. Failures use the error envelope (errors.ts):
// - 400 request.invalid with details [{ path, message: wording key }] for bad input;
// - 404 lookup.not-found when the source holds no such record (404 request.not-found for an unknown or
//   another person's application requirement);
// - 503 lookup.unavailable when the source fails or times out: offer manual entry. Its `message` is
//   t('lookup.unavailable', { source }) with the source's display name (LOOKUP_SOURCE_NAMES);
// - 429 request.rate-limited when an account makes too many external look-ups in the window.
// Shapes only ever grow: new fields are added, none is renamed or removed.

/** The display names of the external sources, for {source} in lookup.unavailable and lookup.not-found. */
export const LOOKUP_SOURCE_NAMES = {
  nppes: 'NPPES',
  nursys: 'Nursys',
  fsmb: 'FSMB',
  places: 'the address service',
  taxonomy: 'the specialty list',
} as const;
export type LookupSourceKey = keyof typeof LOOKUP_SOURCE_NAMES;

/** Where prefilled values came from, so the web can say so beside them. retrieved_at is ISO 8601. */
export const lookupSourceSchema = z.object({
  name: z.enum(['NPPES', 'Nursys', 'FSMB']),
  retrieved_at: z.string(),
});
export type LookupSource = z.infer<typeof lookupSourceSchema>;

export const lookupMessages = {
  programUnknown: 'lookup.program-unknown',
  trainingTypeRequired: 'work.training-type-required',
  endAfterStart: 'work.end-after-start',
} as const satisfies Record<string, WordingKey>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/provider_type → data: ProviderTypeInfo[] (every provider type, PROVIDER_TYPES order).
// ---------------------------------------------------------------------------------------------------------

export const providerTypeInfoSchema = z.object({
  name: providerTypeNameSchema,
  long: z.string(),
  professional_steps: z.array(z.enum(PROFESSIONAL_STEP_KEYS)),
  license_types: z.array(z.enum(LICENSE_TYPES)),
});
export type ProviderTypeInfo = z.infer<typeof providerTypeInfoSchema>;
export const providerTypesDataSchema = z.array(providerTypeInfoSchema);

// ---------------------------------------------------------------------------------------------------------
// GET /api/provider_type/filtered?app_req_id=<uuid> → data: { provider_types, identity_check,
// identity_verification }: the provider types the clinician's application requirement allows (all when it
// names none) and whether it asks for the identity check / identity verification steps. 404 when the
// requirement is unknown or none of the clinician's subscriptions names it.
// ---------------------------------------------------------------------------------------------------------

export const providerTypeFilteredQuerySchema = z.object({
  app_req_id: z.uuid({ error: formMessages.invalid }),
});
export type ProviderTypeFilteredQuery = z.infer<typeof providerTypeFilteredQuerySchema>;
export const providerTypeFilteredDataSchema = z.object({
  provider_types: z.array(providerTypeInfoSchema),
  identity_check: z.boolean(),
  identity_verification: z.boolean(),
});
export type ProviderTypeFilteredData = z.infer<typeof providerTypeFilteredDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/board_cert_config?provider_type=NP → data: BoardConfig[]: the certifying boards of the provider
// type (none for RN), each saying whether to show / require its id number and the field's label.
// ---------------------------------------------------------------------------------------------------------

export const boardCertConfigQuerySchema = z.object({ provider_type: providerTypeNameSchema });
export type BoardCertConfigQuery = z.infer<typeof boardCertConfigQuerySchema>;
export const boardConfigSchema = z.object({
  /** Stable slug, saved as board_cert.boards[].board_config_id. */
  id: z.string(),
  name: z.string(),
  config: z.object({
    id_number: z.object({ show: z.boolean(), required: z.boolean(), label: z.string() }),
  }),
});
export type BoardConfig = z.infer<typeof boardConfigSchema>;
export const boardCertConfigDataSchema = z.array(boardConfigSchema);

// ---------------------------------------------------------------------------------------------------------
// GET /api/specialty?provider_type=&q= → data: Specialty[]: NUCC taxonomy codes, only the provider type's
// branch when given, every word of q in the code or names. At most 200.
// ---------------------------------------------------------------------------------------------------------

export const specialtyQuerySchema = z.object({
  provider_type: providerTypeNameSchema.optional(),
  q: z.string().max(100).optional(),
});
export type SpecialtyQuery = z.infer<typeof specialtyQuerySchema>;
export const specialtyOptionSchema = z.object({
  /** NUCC code, e.g. 207RC0000X; saved as basic_info|specialty_code. */
  code: z.string(),
  classification: z.string(),
  specialization: z.string(),
  display: z.string(),
});
export type SpecialtyOption = z.infer<typeof specialtyOptionSchema>;
export const specialtyDataSchema = z.array(specialtyOptionSchema);

// ---------------------------------------------------------------------------------------------------------
// GET /api/other_names → data: OtherName[]: the other names NPPES holds for the NPI saved in the profile
// (identifiers|nppes_number); [] when no NPI is saved or NPPES has none.
// ---------------------------------------------------------------------------------------------------------

export const otherNameSchema = z.object({
  /** As NPPES words it, e.g. 'Former Name', 'Professional Name'. */
  type: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  credential: z.string(),
  source: z.literal('NPPES'),
});
export type OtherName = z.infer<typeof otherNameSchema>;
export const otherNamesDataSchema = z.array(otherNameSchema);

// ---------------------------------------------------------------------------------------------------------
// GET /api/physician_training?q=&training_type=residency → data: TrainingProgram[] (training_type defaults
// to residency; every word of q in the program, institution, city, state or specialty). At most 25.
// ---------------------------------------------------------------------------------------------------------

export const physicianTrainingQuerySchema = z.object({
  q: z.string().max(100).optional(),
  training_type: trainingTypeSchema.default('residency'),
});
export type PhysicianTrainingQuery = z.input<typeof physicianTrainingQuerySchema>;
export const trainingProgramSchema = z.object({
  id: z.string(),
  program_name: z.string(),
  institution_name: z.string(),
  city: z.string(),
  state: z.string(),
  specialty: z.string(),
  training_type: trainingTypeSchema,
});
export type TrainingProgram = z.infer<typeof trainingProgramSchema>;
export const physicianTrainingDataSchema = z.array(trainingProgramSchema);

// ---------------------------------------------------------------------------------------------------------
// POST /api/training, body TrainingInput → data: TrainingPosition, appended to work_history|history.
// With program_id (an id from /api/physician_training) the program's name, institution, city, state and
// specialty fill whatever the body leaves blank; without it program_name, institution_name, state and
// specialty are required. Dates are MM/yyyy (work-history rules); end_date is not asked when isCurrent.
// Every issue is reported at once, each at its field (the web can run makeTrainingInputSchema as is).
// ---------------------------------------------------------------------------------------------------------

const trainingInputShape = {
  program_id: textField,
  program_name: textField,
  institution_name: textField,
  city: textField,
  state: textField,
  specialty: textField,
  training_type: textField,
  start_date: textField,
  end_date: textField,
  isCurrent: flagField,
};
export type TrainingInputValues = z.output<z.ZodObject<typeof trainingInputShape>>;

export function checkTrainingInput(values: TrainingInputValues, { now }: { now?: Now } = {}): RuleIssue[] {
  const fromList = !isBlank(values.program_id);
  const issues: RuleIssue[] = [];
  if (!fromList) {
    issues.push(
      ...ruleIssuesAt(requiredString, values.program_name, ['program_name']),
      ...ruleIssuesAt(requiredString, values.institution_name, ['institution_name']),
      ...ruleIssuesAt(requiredString, values.specialty, ['specialty']),
    );
  }
  if (!fromList || !isBlank(values.state)) {
    issues.push(...ruleIssuesAt(stateCodeSchema, values.state, ['state']));
  }
  if (!(TRAINING_TYPES as readonly string[]).includes(values.training_type)) {
    issues.push(issueAt(lookupMessages.trainingTypeRequired, ['training_type']));
  }
  const startRule = makeWorkStartDateSchema({ now });
  issues.push(...ruleIssuesAt(startRule, values.start_date, ['start_date']));
  if (!values.isCurrent) {
    const endRule = makeWorkEndDateSchema({ now });
    issues.push(...ruleIssuesAt(endRule, values.end_date, ['end_date']));
    const bothValid = passesRule(startRule, values.start_date) && passesRule(endRule, values.end_date);
    if (bothValid && !isInOrder(values.start_date, values.end_date, 'month')) {
      issues.push(issueAt(lookupMessages.endAfterStart, ['end_date']));
    }
  }
  return issues;
}

export function makeTrainingInputSchema(options: { now?: Now } = {}) {
  return z
    .object(trainingInputShape, { error: formMessages.invalid })
    .superRefine((values, ctx) => addIssues(ctx, checkTrainingInput(values, options)));
}
export type TrainingInput = z.input<ReturnType<typeof makeTrainingInputSchema>>;

/** The saved position, in the work-history position's field names (schemas/work-history.ts). */
export const trainingPositionSchema = z.object({
  id: z.string(),
  type: z.literal('training'),
  training_type: trainingTypeSchema,
  /** The program's id in /api/physician_training, '' when typed in. */
  program_id: z.string(),
  program_name: z.string(),
  institution: z.string(),
  specialty: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  isCurrent: z.boolean(),
  address_city: z.string(),
  address_state: z.string(),
  address_country: z.string(),
});
export type TrainingPosition = z.infer<typeof trainingPositionSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/address?q=&type=address|zip|city → data: AddressPrediction[] (at most 10; type defaults to
// address). GET /api/address_detail?q=<prediction id>&f=address_component,formatted_phone_number →
// data: AddressDetail (f defaults to both; phone is digits only, '' when unknown). 404 lookup.not-found
// for an unknown or expired id.
// ---------------------------------------------------------------------------------------------------------

export const ADDRESS_LOOKUP_TYPES = ['address', 'zip', 'city'] as const;
export const ADDRESS_DETAIL_FIELD_NAMES = ['address_component', 'formatted_phone_number'] as const;

export const addressQuerySchema = z.object({
  q: z.string().trim().min(1, { error: formMessages.required }).max(200),
  type: z.enum(ADDRESS_LOOKUP_TYPES).default('address'),
});
export type AddressQuery = z.input<typeof addressQuerySchema>;
export const addressPredictionSchema = z.object({ id: z.string(), description: z.string() });
export type AddressPredictionData = z.infer<typeof addressPredictionSchema>;
export const addressDataSchema = z.array(addressPredictionSchema);

export const addressDetailQuerySchema = z.object({
  q: z.string().trim().min(1, { error: formMessages.required }).max(500),
  /** Comma-separated ADDRESS_DETAIL_FIELD_NAMES. */
  f: z
    .string()
    .optional()
    .refine(
      (f) =>
        f === undefined ||
        f
          .split(',')
          .filter(Boolean)
          .every((field) => (ADDRESS_DETAIL_FIELD_NAMES as readonly string[]).includes(field)),
      { error: formMessages.invalid },
    ),
});
export type AddressDetailQuery = z.infer<typeof addressDetailQuerySchema>;
/** Field names of the profile's address section (address|line_1 …). */
export const addressDetailDataSchema = z.object({
  line_1: z.string(),
  line_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  zip4: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type AddressDetailData = z.infer<typeof addressDetailDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/nppes/{number} → data: NppesRecord, the NPPES (NPI Registry v2.1) record normalized for prefill.
// 400 for a number failing the NPI rule (details path params.number), 404 lookup.not-found when NPPES has
// no individual with it. Names keep NPPES's spelling (often upper case). `licenses` are derived from the
// taxonomies that carry a license number: rn_license for nursing taxonomies (163W, 363L, 364S, 367*),
// state_license for the others.
// ---------------------------------------------------------------------------------------------------------

export const nppesParamsSchema = z.object({ number: makeNpiSchema() });
export const nppesAddressSchema = z.object({
  purpose: z.enum(['LOCATION', 'MAILING']),
  line_1: z.string(),
  line_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  zip4: z.string(),
  country: z.string(),
  /** 10 digits, '' when none. */
  phone: z.string(),
});
export const nppesTaxonomyDataSchema = z.object({
  code: z.string(),
  desc: z.string(),
  primary: z.boolean(),
  state: z.string(),
  license: z.string(),
});
/** A license found in a source, as a licenses.list record (schemas/licenses.ts) plus what the source knew. */
export const foundLicenseSchema = z.object({
  record_type: z.enum(LICENSE_RECORD_TYPES),
  license_number: z.string(),
  state: z.string(),
  /** YYYY-MM-DD or null when the source gave none. */
  expiration_date: z.string().nullable(),
  /** Whether the source says the license is active; null when it does not say (NPPES). */
  active: z.boolean().nullable(),
});
export type FoundLicense = z.infer<typeof foundLicenseSchema>;
export const nppesDataSchema = z.object({
  npi: z.string(),
  /** 'A' is active; 'D' deactivated. */
  status: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  credential: z.string(),
  addresses: z.array(nppesAddressSchema),
  taxonomies: z.array(nppesTaxonomyDataSchema),
  licenses: z.array(foundLicenseSchema.extend({ taxonomy_code: z.string() })),
  other_names: z.array(otherNameSchema),
  source: lookupSourceSchema,
});
export type NppesData = z.infer<typeof nppesDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/nursys_enrollment/{id} (NCSBN id, 1-10 digits) → data: { ncsbn_id, first_name, last_name,
// licenses, source }: only active licenses, as rn_license records. 404 lookup.not-found when Nursys has no
// such nurse.
// ---------------------------------------------------------------------------------------------------------

export const NCSBN_ID_PATTERN = /^\d{1,10}$/;
export const nursysParamsSchema = z.object({
  id: z.string().regex(NCSBN_ID_PATTERN, { error: formMessages.invalid }),
});
export const nursysLicenseSchema = foundLicenseSchema.extend({
  record_type: z.literal('rn_license'),
  /** RN, APRN-CNP, APRN-CRNA … as Nursys writes it. */
  license_type: z.string(),
});
export const nursysDataSchema = z.object({
  ncsbn_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  licenses: z.array(nursysLicenseSchema),
  source: lookupSourceSchema,
});
export type NursysData = z.infer<typeof nursysDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /api/fsmb/state_licenses and POST /api/fsmb/dea_licenses, body FsmbLookupInput → data: { licenses,
// source }: what FSMB holds for the NPI, for the clinician to confirm or edit ([] when nothing). The names
// narrow the match; date_of_birth is checked and kept for a future matching rule (our FSMB format does not
// send it yet).
// ---------------------------------------------------------------------------------------------------------

export function makeFsmbLookupInputSchema({ now }: { now?: Now } = {}) {
  return z.object(
    {
      npi: makeNpiSchema(),
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
      date_of_birth: makeDateOfBirthSchema({ now, required: false }).optional(),
    },
    { error: formMessages.invalid },
  );
}
export type FsmbLookupInput = z.input<ReturnType<typeof makeFsmbLookupInputSchema>>;

export const fsmbStateLicenseSchema = foundLicenseSchema.extend({
  record_type: z.literal('state_license'),
  /** MD, DO or PA. */
  license_type: z.string(),
  board: z.string(),
  status: z.string(),
  issue_date: z.string().nullable(),
});
export const fsmbStateLicensesDataSchema = z.object({
  licenses: z.array(fsmbStateLicenseSchema),
  source: lookupSourceSchema,
});
export type FsmbStateLicensesData = z.infer<typeof fsmbStateLicensesDataSchema>;

export const fsmbDeaLicenseSchema = foundLicenseSchema.extend({
  record_type: z.literal('dea'),
  schedules: z.array(z.string()),
  business_activity: z.string(),
  /** False when the number fails the DEA check digit: the clinician should look at it. */
  check_digit_valid: z.boolean(),
});
export const fsmbDeaLicensesDataSchema = z.object({
  licenses: z.array(fsmbDeaLicenseSchema),
  source: lookupSourceSchema,
});
export type FsmbDeaLicensesData = z.infer<typeof fsmbDeaLicensesDataSchema>;
