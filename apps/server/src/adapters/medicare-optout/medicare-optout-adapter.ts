import { isValidNpi } from '@credence/shared';
import type { AdapterConfig } from '../config';
import {
  cachedList,
  fetchSnapshot,
  isoFromUsDate,
  requireColumns,
  sampleSnapshot,
  snapshotEvidence,
  type ListSnapshot,
} from '../list-file';
import { csvRecords } from '../taxonomy/csv';

const SOURCE = 'medicare_optout';
const SAMPLE = new URL('./data/optout-sample.csv', import.meta.url);
/** The CMS "Opt Out Affidavits" file's columns we read (by name: CMS has reordered them before). */
export const OPTOUT_COLUMNS = [
  'NPI',
  'First Name',
  'Last Name',
  'Optout Effective Date',
  'Optout End Date',
] as const;

export interface OptOutRecord {
  npi: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD (CMS writes MM/DD/YYYY). */
  effectiveDate: string | null;
  endDate: string | null;
  /** The row exactly as the file has it, for the evidence. */
  raw: Record<string, string>;
}

export interface OptOutScreening {
  /** The file's row for the NPI, or null when the NPI has not opted out. */
  record: OptOutRecord | null;
  snapshot: Pick<ListSnapshot, 'origin' | 'sha256' | 'fetchedAt'>;
}

export interface MedicareOptOutAdapter {
  readonly mode: 'live' | 'offline';
  screenNpi(npi: string): Promise<OptOutScreening>;
}

/** Reads the CSV by its header; every row keyed by NPI. */
export function readOptOutFile(text: string): Map<string, OptOutRecord> {
  const records = csvRecords(text);
  requireColumns(SOURCE, records, OPTOUT_COLUMNS);
  const byNpi = new Map<string, OptOutRecord>();
  for (const raw of records) {
    const npi = raw.NPI ?? '';
    if (!isValidNpi(npi)) continue;
    byNpi.set(npi, {
      npi,
      firstName: raw['First Name'] ?? '',
      lastName: raw['Last Name'] ?? '',
      effectiveDate: isoFromUsDate(raw['Optout Effective Date'] ?? ''),
      endDate: isoFromUsDate(raw['Optout End Date'] ?? ''),
      raw,
    });
  }
  return byNpi;
}

function adapterOver(
  mode: MedicareOptOutAdapter['mode'],
  load: () => Promise<ListSnapshot>,
  clock: () => Date,
): MedicareOptOutAdapter {
  const current = cachedList(load, readOptOutFile, clock);
  return {
    mode,
    async screenNpi(npi) {
      const { snapshot, rows } = await current();
      return { record: rows.get(npi) ?? null, snapshot: snapshotEvidence(snapshot) };
    },
  };
}

/** Live when MEDICARE_OPTOUT_URL is set (the CMS CSV download), else the shipped sample in the same format. */
export function createMedicareOptOutAdapter(
  config: Pick<AdapterConfig, 'MEDICARE_OPTOUT_URL' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch; clock?: () => Date; sample?: URL } = {},
): MedicareOptOutAdapter {
  const clock = options.clock ?? (() => new Date());
  const url = config.MEDICARE_OPTOUT_URL;
  if (!url)
    return adapterOver('offline', () => sampleSnapshot(SOURCE, options.sample ?? SAMPLE, clock()), clock);
  return adapterOver(
    'live',
    () =>
      fetchSnapshot(SOURCE, url, { timeoutMs: config.ADAPTER_TIMEOUT_MS, at: clock(), fetch: options.fetch }),
    clock,
  );
}
