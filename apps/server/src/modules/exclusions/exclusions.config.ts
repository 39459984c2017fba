import { z } from 'zod';

const location = z.string().min(1).optional();

/**
 * Where each exclusion list is fetched from (decision 033): an http(s) URL or a file path. Unset, a source
 * loads its shipped sample in the real format (modules/exclusions/samples), so a fresh checkout works offline.
 * OFAC's legacy format is two files: sdn.csv and alt.csv.
 */
export const exclusionsConfigShape = {
  EXCLUSIONS_OIG_LEIE_URL: location,
  EXCLUSIONS_SAM_URL: location,
  EXCLUSIONS_OFAC_SDN_URL: location,
  EXCLUSIONS_OFAC_ALT_URL: location,
  EXCLUSIONS_ODM_NY_URL: location,
  EXCLUSIONS_ODM_CA_URL: location,
  /** A list whose newest snapshot is older than this is due for a fetch (NCQA: at least monthly). */
  EXCLUSIONS_REFRESH_DAYS: z.coerce.number().int().min(1).max(31).default(30),
};

export type ExclusionsConfig = {
  [K in keyof typeof exclusionsConfigShape]: z.infer<(typeof exclusionsConfigShape)[K]>;
};
