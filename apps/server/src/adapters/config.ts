import { z } from 'zod';

/** Every adapter call gives up after this long unless ADAPTER_TIMEOUT_MS says otherwise. */
export const DEFAULT_ADAPTER_TIMEOUT_MS = 5000;

const optionalUrl = z.url().optional();
const optionalSecret = z.string().min(1).optional();

/**
 * The external sources' variables, spread into the server's config schema. All optional: with no base URL an
 * adapter runs on its shipped sample data, so a fresh checkout works offline.
 */
export const adapterConfigShape = {
  ADAPTER_TIMEOUT_MS: z.coerce.number().int().min(1).default(DEFAULT_ADAPTER_TIMEOUT_MS),
  NPPES_BASE_URL: optionalUrl,
  /** A CSV export of the monthly NPPES Deactivated NPI Report (columns NPI, NPPES Deactivation Date). */
  NPPES_DEACTIVATION_URL: optionalUrl,
  /** The CMS Medicare opt-out affidavits CSV. */
  MEDICARE_OPTOUT_URL: optionalUrl,
  DEA_BASE_URL: optionalUrl,
  DEA_API_KEY: optionalSecret,
  BOARD_CERT_BASE_URL: optionalUrl,
  BOARD_CERT_API_KEY: optionalSecret,
  EDUCATION_BASE_URL: optionalUrl,
  EDUCATION_API_KEY: optionalSecret,
  NURSYS_BASE_URL: optionalUrl,
  NURSYS_USERNAME: optionalSecret,
  NURSYS_PASSWORD: optionalSecret,
  NURSYS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  NURSYS_MAX_WAIT_MS: z.coerce.number().int().min(0).default(30_000),
  FSMB_BASE_URL: optionalUrl,
  FSMB_API_KEY: optionalSecret,
  PLACES_BASE_URL: optionalUrl,
  PLACES_API_KEY: optionalSecret,
  IDENTITY_BASE_URL: optionalUrl,
  IDENTITY_API_KEY: optionalSecret,
  SMS_BASE_URL: optionalUrl,
  SMS_ACCOUNT_SID: optionalSecret,
  SMS_AUTH_TOKEN: optionalSecret,
  SMS_FROM: optionalSecret,
};

export const adapterConfigSchema = z.object(adapterConfigShape);
export type AdapterConfig = z.infer<typeof adapterConfigSchema>;

/** A config with only defaults, for tests and scripts that do not read the environment. */
export const offlineAdapterConfig = (overrides: Partial<AdapterConfig> = {}): AdapterConfig => ({
  ...adapterConfigSchema.parse({}),
  ...overrides,
});
