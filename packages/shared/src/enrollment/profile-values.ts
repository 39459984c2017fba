import { z } from 'zod';
import { selfAttestedKey as key, type SelfAttestedKey } from '../domain/self-attested-keys';
import { PROVIDER_TYPE_NAMES } from '../domain/provider-types';
import { ENROLLMENT_STATUSES } from '../domain/enrollment-status';
import { ENROLLMENT_STEPS } from '../domain/enrollment-steps';
import {
  homeAddressLineSchema,
  isPoBox,
  addressMessages,
  postalCodeSchema,
  stateCodeSchema,
  zip4Schema,
} from '../fields/address';
import { makeDateOfBirthSchema, type Now } from '../fields/date-rules';
import { makeNpiSchema } from '../fields/npi';
import { makePhoneSchema } from '../fields/phone';
import { makeSsnSchema } from '../fields/ssn';
import { checkWith, requiredString, stringField } from '../fields/rule';
import { COUNTRY_NAMES, UNITED_STATES } from '../reference/countries';
import { makeEducationListSchema } from '../schemas/education';
import { makeEcfmgSchema } from '../fields/ecfmg';
import { licenseRecordSchema } from '../schemas/licenses';
import { makeWalletValueSchemas } from '../schemas/registrations';
import { isValidNcsbnId, userAccountMessages } from '../schemas/user-account';
import type { WordingKey } from '../wording/index';

/**
 * The enrolment wizard's data contract: the value each self-attested key holds (000 §3), checked with the
 * same schema by the web's step forms and by POST /api/self_attested. Choices written down in
 * docs/decisions/015-enrolment-profile-values.md:
 * - the chosen provider type (MD, NP, …) is stored in `basic_info|occupation_code`;
 * - `basic_info|specialty_code` holds a NUCC taxonomy code;
 * - `basic_info|social_security` is sent as an SSN, stored encrypted and always answered masked;
 * - `basic_info|mobile_confirm` is set by the server only, when a texted code is verified; writing a new
 *   `basic_info|phone_number` clears it;
 * - `basic_info|other_names` is a list of names, `basic_info|has_other_names` the yes/no answer;
 * - `basic_info|graduate_attested_none` is the clinician's statement that they have no (residency)
 *   training to list, which completes the training step;
 * - `work_history|history` is written through POST /api/training (and the work-history calls), not here;
 *   `hospital_affiliations|list` and `|answer` through the affiliation calls (decision 020).
 */

export const NAME_MAX_LENGTH = 100;
export const SUFFIX_MAX_LENGTH = 20;

export const profileMessages = {
  invalid: 'request.invalid',
  choose: 'validation.choose-option',
  tooLong: 'validation.too-long',
  citizenship: 'enroll.citizenship-required',
  taxonomy: 'validation.taxonomy-invalid',
} as const satisfies Record<string, WordingKey>;

/** A country of reference/countries, by ISO code. */
export const countryCodeSchema = z
  .string({ error: profileMessages.choose })
  .refine((code) => Object.hasOwn(COUNTRY_NAMES, code), { error: profileMessages.choose });

const yesNo = z.boolean({ error: profileMessages.choose });
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: profileMessages.invalid }).max(max, { error: profileMessages.invalid });

const nameText = (required: boolean, max = NAME_MAX_LENGTH) =>
  stringField(
    (value) =>
      value.trim().length > max ? { message: profileMessages.tooLong, params: { max } } : undefined,
    { required },
  ).transform((value) => value.trim());

export const personNameSchema = z.object({
  first_name: nameText(true),
  middle_name: nameText(false).optional(),
  last_name: nameText(true),
});
export type PersonName = z.infer<typeof personNameSchema>;

/** Place of birth: a country, and a state when the country is the United States. */
export const placeOfBirthSchema = z
  .object(
    {
      country: countryCodeSchema,
      state: z
        .string({ error: profileMessages.invalid })
        .optional()
        .transform((state) => state?.trim().toUpperCase()),
    },
    { error: profileMessages.invalid },
  )
  .superRefine((place, ctx) => {
    if (place.country !== UNITED_STATES) return;
    const state = stateCodeSchema.safeParse(place.state ?? '');
    if (!state.success)
      for (const issue of state.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['state'] });
  });

export const citizenshipSchema = z
  .array(countryCodeSchema, { error: profileMessages.citizenship })
  .min(1, { error: profileMessages.citizenship })
  .max(10, { error: profileMessages.invalid })
  .transform((codes) => [...new Set(codes)]);

/** A NUCC provider taxonomy code: 9 characters then X, e.g. 363L00000X. */
export const isTaxonomyCode = (value: string): boolean => /^[0-9A-Z]{9}X$/.test(value);
export const taxonomyCodeSchema = stringField(checkWith(isTaxonomyCode, profileMessages.taxonomy));

export const ncsbnIdSchema = stringField(
  checkWith(isValidNcsbnId, userAccountMessages.ncsbnInvalid),
).transform((value) => value.trim());

const line2Schema = stringField((line) => (isPoBox(line) ? { message: addressMessages.poBox } : undefined), {
  required: false,
});

/** Keys the server sets itself; POST /api/self_attested refuses them. */
export const SERVER_OWNED_KEYS: readonly SelfAttestedKey[] = [
  key('basic_info', 'mobile_confirm'),
  key('basic_info', 'verification'),
  key('work_history', 'history'),
  key('hospital_affiliations', 'list'),
  key('hospital_affiliations', 'answer'),
];

/** The schema of each key the wizard writes. `now` fixes "today" for the date rules (tests). */
export function makeProfileValueSchemas({ now }: { now?: Now } = {}) {
  return {
    'basic_info|occupation_code': z.enum(PROVIDER_TYPE_NAMES, { error: profileMessages.choose }),
    'basic_info|first_name': nameText(true),
    'basic_info|middle_name': nameText(false),
    'basic_info|last_name': nameText(true),
    'basic_info|suffix': nameText(false, SUFFIX_MAX_LENGTH),
    'basic_info|date_of_birth': makeDateOfBirthSchema({ now }),
    'basic_info|place_of_birth': placeOfBirthSchema,
    'basic_info|citizenship': citizenshipSchema,
    'basic_info|social_security': makeSsnSchema(),
    'basic_info|phone_number': makePhoneSchema(),
    'basic_info|specialty_code': taxonomyCodeSchema,
    'basic_info|has_other_names': yesNo,
    'basic_info|other_names': listOf(personNameSchema, 20),
    'basic_info|graduate_attested_none': yesNo,
    'basic_info|ecfmg_number': makeEcfmgSchema({ required: false }).transform((value) => value.trim()),
    'address|line_1': homeAddressLineSchema,
    'address|line_2': line2Schema,
    'address|city': requiredString.transform((value) => value.trim()),
    'address|state': stateCodeSchema.transform((value) => value.toUpperCase()),
    'address|zip': postalCodeSchema,
    'address|zip4': zip4Schema,
    'identifiers|nppes_number': makeNpiSchema(),
    'identifiers|ncsbn_number': ncsbnIdSchema,
    'licenses|list': listOf(licenseRecordSchema, 100),
    // Decision 049: the list's own rule (exactly one highest practicing degree) is checked at every save.
    'education|list': makeEducationListSchema({ now }),
    'education|attested_none': yesNo,
    'licenses|has_no_license_state': yesNo,
    'licenses|has_no_license_dea': yesNo,
    'licenses|has_no_license_rn': yesNo,
    'licenses|has_no_license_cds': yesNo,
    'status|enrollment_status': z.enum(ENROLLMENT_STATUSES, { error: profileMessages.invalid }).nullable(),
    // Steps a prefill (NPPES) filled in: each counts as done only once its own Next confirms it.
    'status|unconfirmed_steps': z
      .array(
        z.enum(
          ENROLLMENT_STEPS.map((step) => step.id),
          { error: profileMessages.invalid },
        ),
        { error: profileMessages.invalid },
      )
      .max(ENROLLMENT_STEPS.length, { error: profileMessages.invalid })
      .transform((steps) => [...new Set(steps)]),
    // Written from the wallet's editors (decision 050): Medicare, Medicaid, opt-out, life-support cards.
    ...makeWalletValueSchemas({ now }),
  } satisfies Partial<Record<SelfAttestedKey, z.ZodType>>;
}

export type ProfileValueSchemas = ReturnType<typeof makeProfileValueSchemas>;
export type WizardKey = keyof ProfileValueSchemas;
export const profileValueSchemas = makeProfileValueSchemas();
export const WIZARD_KEYS = Object.keys(profileValueSchemas) as WizardKey[];
