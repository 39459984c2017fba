import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExclusionsConfig } from './exclusions.config';
import { parseLeie } from './parsers/leie';
import { parseOfac } from './parsers/ofac';
import type { ExclusionRecord, ListFiles, ParseOptions } from './parsers/record';
import { parseSam } from './parsers/sam';
import { parseStateMedicaid, STATE_COLUMN_MAPS } from './parsers/state-medicaid';

export const EXCLUSION_SOURCES = ['oig_leie', 'sam', 'ofac', 'odm_ny', 'odm_ca'] as const;
export type ExclusionSource = (typeof EXCLUSION_SOURCES)[number];
export const isExclusionSource = (value: string): value is ExclusionSource =>
  (EXCLUSION_SOURCES as readonly string[]).includes(value);

const samples = path.join(path.dirname(fileURLToPath(import.meta.url)), 'samples');

interface SourceDefinition {
  /** The credential form the result feeds (001 §2: oig_hhs, sam, ofac, odm). */
  credentialType: 'oig_hhs' | 'sam' | 'ofac' | 'odm';
  parse(files: ListFiles, options: ParseOptions): AsyncIterable<ExclusionRecord>;
  /** Where the list is fetched from: the configured location, else the shipped sample. */
  locations(config: Partial<ExclusionsConfig>): { main: string; alt?: string };
}

export const SOURCES: Record<ExclusionSource, SourceDefinition> = {
  oig_leie: {
    credentialType: 'oig_hhs',
    parse: parseLeie,
    locations: (c) => ({ main: c.EXCLUSIONS_OIG_LEIE_URL ?? path.join(samples, 'UPDATED.csv') }),
  },
  sam: {
    credentialType: 'sam',
    parse: parseSam,
    locations: (c) => ({
      main: c.EXCLUSIONS_SAM_URL ?? path.join(samples, 'SAM_Exclusions_Public_Extract.csv'),
    }),
  },
  ofac: {
    credentialType: 'ofac',
    parse: parseOfac,
    locations: (c) => ({
      main: c.EXCLUSIONS_OFAC_SDN_URL ?? path.join(samples, 'sdn.csv'),
      alt: c.EXCLUSIONS_OFAC_ALT_URL ?? path.join(samples, 'alt.csv'),
    }),
  },
  odm_ny: {
    credentialType: 'odm',
    parse: parseStateMedicaid(STATE_COLUMN_MAPS.odm_ny),
    locations: (c) => ({ main: c.EXCLUSIONS_ODM_NY_URL ?? path.join(samples, 'ny-omig-exclusions.csv') }),
  },
  odm_ca: {
    credentialType: 'odm',
    parse: parseStateMedicaid(STATE_COLUMN_MAPS.odm_ca),
    locations: (c) => ({ main: c.EXCLUSIONS_ODM_CA_URL ?? path.join(samples, 'ca-medi-cal-suspended.csv') }),
  },
};

/** LEIE's monthly supplements by their file names: {YYMM}excl.csv adds rows, {YYMM}rein.csv lifts them. */
export function snapshotKindOf(source: ExclusionSource, location: string): 'full' | 'additions' | 'removals' {
  if (source !== 'oig_leie') return 'full';
  if (/\d{4}excl\.csv$/i.test(location)) return 'additions';
  if (/\d{4}rein\.csv$/i.test(location)) return 'removals';
  return 'full';
}
