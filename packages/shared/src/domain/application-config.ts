import { z } from 'zod';
import { DATE_LOOK_BACK_YEARS, PEER_REFERENCES_MAX } from '../constants';
import { MALPRACTICE_DEFAULT_OPTIONAL_FIELDS, MALPRACTICE_DEFAULT_REQUIRED_FIELDS } from './malpractice';
import { PROVIDER_TYPE_NAMES } from './provider-types';

/**
 * One schema for an application requirement's `application_config` (000 §3 "Application requirement";
 * issue 18; decision 055): every setting some module reads, with its bounds. The console writes a set only
 * when it passes this schema; the readers (work history, affiliations, references, malpractice, identity,
 * provider types, sharing) keep reading leniently, so an old or hand-written config falls back to defaults
 * and never breaks a clinician's flow.
 *
 * Bounds:
 * - look-back years (`look_back_years`, `affiliation_look_back_years`, `references.look_back_years`):
 *   1..85 (85 is the oldest date any form accepts, DATE_LOOK_BACK_YEARS); default 5;
 * - `allowed_gap_days`: 0..3650; default 60 (001 §9's training-gap length);
 * - `references.required_count`: 0..PEER_REFERENCES_MAX (5); default 3;
 * - `verification_window_days`: 1..365; default 120 (NCQA, credentials.md §4);
 * - `share.retention_days`: 1..3650; default 1095; `share.purpose`: at most 200 characters.
 */
export const LOOK_BACK_YEARS_MIN = 1;
export const LOOK_BACK_YEARS_MAX = DATE_LOOK_BACK_YEARS;
export const ALLOWED_GAP_DAYS_MAX = 3650;
export const VERIFICATION_WINDOW_DAYS_MIN = 1;
export const VERIFICATION_WINDOW_DAYS_MAX = 365;
export const RETENTION_DAYS_MAX = 3650;
export const SHARE_PURPOSE_MAX = 200;
export const INSTRUCTIONS_MAX = 1000;

const lookBack = z.number().int().min(LOOK_BACK_YEARS_MIN).max(LOOK_BACK_YEARS_MAX);
const required = z.object({ required: z.boolean() }).strict();
/** A step the requirement asks for: `true`, or `{ required: true }` like its verification settings. */
const step = z.union([z.boolean(), required]);

export const MALPRACTICE_CONFIG_FIELDS = [
  ...MALPRACTICE_DEFAULT_REQUIRED_FIELDS,
  ...MALPRACTICE_DEFAULT_OPTIONAL_FIELDS,
] as const;

export const applicationConfigSchema = z
  .object({
    // Work history (001 §5, §9).
    look_back_years: lookBack.optional(),
    allowed_gap_days: z.number().int().min(0).max(ALLOWED_GAP_DAYS_MAX).optional(),
    optional_work_history: z.boolean().optional(),
    work_history: z
      .object({
        certificate_of_insurance: z.boolean().optional(),
        no_coverage_reason: z.boolean().optional(),
      })
      .strict()
      .optional(),
    // Hospital affiliations.
    affiliation_look_back_years: lookBack.optional(),
    verification: z
      .object({ work_history: required.optional(), hospital_affiliations: required.optional() })
      .strict()
      .optional(),
    // Malpractice: the fields to require, replacing the default list.
    malpractice: z
      .object({ required: z.array(z.enum(MALPRACTICE_CONFIG_FIELDS)).max(MALPRACTICE_CONFIG_FIELDS.length) })
      .strict()
      .optional(),
    // Peer references and the locum-tenens rules.
    references: z
      .object({
        required_count: z.number().int().min(0).max(PEER_REFERENCES_MAX).optional(),
        locum_tenens: z.boolean().optional(),
        look_back_years: lookBack.optional(),
      })
      .strict()
      .optional(),
    // Identity steps of enrolment.
    identity_check: step.optional(),
    identity_verification: step.optional(),
    // The provider types the organization accepts; absent or empty: every type.
    provider_types: z.array(z.enum(PROVIDER_TYPE_NAMES)).max(PROVIDER_TYPE_NAMES.length).optional(),
    // Sharing (001 §4, decision 043) and the age a primary-source check may reach (decision 051).
    share: z
      .object({
        purpose: z.string().trim().min(1).max(SHARE_PURPOSE_MAX).optional(),
        retention_days: z.number().int().min(1).max(RETENTION_DAYS_MAX).optional(),
      })
      .strict()
      .optional(),
    verification_window_days: z
      .number()
      .int()
      .min(VERIFICATION_WINDOW_DAYS_MIN)
      .max(VERIFICATION_WINDOW_DAYS_MAX)
      .optional(),
    // 000 §3: shown when the wallet is complete.
    wallet_complete_instructions: z.string().trim().max(INSTRUCTIONS_MAX).optional(),
  })
  .strict();
export type ApplicationConfig = z.infer<typeof applicationConfigSchema>;

/** `true` or `{ required: true }`: the step is asked for. */
export const stepAskedFor = (value: unknown): boolean =>
  value === true ||
  (typeof value === 'object' && value !== null && (value as { required?: unknown }).required === true);

type ConfigShape = typeof applicationConfigSchema.shape;

/**
 * One setting of a stored config read through the schema: its value when it passes its own bounds, else
 * undefined (the reader then uses its default). A config written before the schema existed, or by hand, may
 * hold anything; one bad setting never hides the good ones.
 */
export function configSetting<K extends keyof ConfigShape>(
  config: unknown,
  key: K,
): z.output<ConfigShape[K]> | undefined {
  const record =
    config !== null && typeof config === 'object' && !Array.isArray(config)
      ? (config as Record<string, unknown>)
      : {};
  const parsed = applicationConfigSchema.shape[key].safeParse(record[key]);
  return parsed.success ? (parsed.data as z.output<ConfigShape[K]>) : undefined;
}
