import { readFileSync } from 'node:fs';
import type { ProviderTypeName } from '@credence/shared';
import { csvRecords } from './csv';

export interface Specialty {
  /** NUCC Health Care Provider Taxonomy code, e.g. 207RC0000X. */
  code: string;
  grouping: string;
  classification: string;
  specialization: string;
  displayName: string;
}

export interface SpecialtyQuery {
  providerType?: ProviderTypeName;
  /** Words that must all appear in the code, classification, specialization or display name. */
  q?: string;
}

/** Served for GET /api/specialty: the NUCC code set, no network source, so there is no live mode. */
export interface TaxonomyAdapter {
  readonly mode: 'offline';
  listSpecialties(query?: SpecialtyQuery): Promise<Specialty[]>;
}

/** Which codes fit each provider type: MD/DO the physician codes 207*, 208*; the others their own branch. */
export const TAXONOMY_PREFIXES: Record<ProviderTypeName, readonly string[]> = {
  MD: ['207', '208'],
  DO: ['207', '208'],
  NP: ['363L'],
  PA: ['363A'],
  CRNA: ['367500000X'],
  CNM: ['367A00000X'],
  CNS: ['364S'],
  RN: ['163W'],
};

const DEFAULT_FILE = new URL('./data/nucc-taxonomy.csv', import.meta.url);

/** Reads NUCC's CSV by header name (Code, Grouping, Classification, Specialization, Display Name). */
export function readTaxonomyCsv(text: string): Specialty[] {
  return csvRecords(text)
    .filter((record) => /^[0-9A-Z]{9}X$/.test(record.Code ?? ''))
    .map((record) => ({
      code: record.Code ?? '',
      grouping: record.Grouping ?? '',
      classification: record.Classification ?? '',
      specialization: record.Specialization ?? '',
      displayName:
        record['Display Name'] || [record.Classification, record.Specialization].filter(Boolean).join(', '),
    }));
}

/**
 * The shipped file holds the codes of our provider types only (see README). A full NUCC release CSV dropped in
 * its place, or passed here, reads the same because columns are found by header.
 */
export function createTaxonomyAdapter(file: URL | string = DEFAULT_FILE): TaxonomyAdapter {
  let specialties: Specialty[] | undefined;
  const all = () => (specialties ??= readTaxonomyCsv(readFileSync(file, 'utf8')));
  return {
    mode: 'offline',
    async listSpecialties({ providerType, q } = {}) {
      const prefixes = providerType ? TAXONOMY_PREFIXES[providerType] : undefined;
      const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      return all().filter((specialty) => {
        if (prefixes && !prefixes.some((prefix) => specialty.code.startsWith(prefix))) return false;
        const haystack =
          `${specialty.code} ${specialty.classification} ${specialty.specialization} ${specialty.displayName}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      });
    },
  };
}
