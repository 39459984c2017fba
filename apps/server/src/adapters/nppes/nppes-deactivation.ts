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

// The monthly NPPES Deactivated NPI Report (CMS publishes it as a spreadsheet of two columns: NPI and NPPES
// Deactivation Date, MM/DD/YYYY). A deactivated number vanishes from the registry API, so this file is how a
// deactivation is seen. Configured as a CSV export of that report; read by header.

const SOURCE = 'nppes';
const SAMPLE = new URL('./data/deactivated-npis.csv', import.meta.url);
export const DEACTIVATION_COLUMNS = ['NPI', 'NPPES Deactivation Date'] as const;

export interface NppesDeactivation {
  npi: string;
  /** YYYY-MM-DD. */
  deactivatedOn: string | null;
  raw: Record<string, string>;
}

export interface NppesDeactivationAdapter {
  readonly mode: 'live' | 'offline';
  findDeactivation(
    npi: string,
  ): Promise<{ record: NppesDeactivation | null; snapshot: ReturnType<typeof snapshotEvidence> }>;
}

export function readDeactivationReport(text: string): Map<string, NppesDeactivation> {
  const records = csvRecords(text);
  requireColumns(SOURCE, records, DEACTIVATION_COLUMNS);
  const byNpi = new Map<string, NppesDeactivation>();
  for (const raw of records) {
    const npi = raw.NPI ?? '';
    if (isValidNpi(npi))
      byNpi.set(npi, { npi, deactivatedOn: isoFromUsDate(raw['NPPES Deactivation Date'] ?? ''), raw });
  }
  return byNpi;
}

/** Live when NPPES_DEACTIVATION_URL is set, else the shipped sample report. */
export function createNppesDeactivationAdapter(
  config: Pick<AdapterConfig, 'NPPES_DEACTIVATION_URL' | 'ADAPTER_TIMEOUT_MS'>,
  options: { fetch?: typeof fetch; clock?: () => Date } = {},
): NppesDeactivationAdapter {
  const clock = options.clock ?? (() => new Date());
  const url = config.NPPES_DEACTIVATION_URL;
  const load: () => Promise<ListSnapshot> = url
    ? () =>
        fetchSnapshot(SOURCE, url, {
          timeoutMs: config.ADAPTER_TIMEOUT_MS,
          at: clock(),
          fetch: options.fetch,
        })
    : () => sampleSnapshot(SOURCE, SAMPLE, clock());
  const current = cachedList(load, readDeactivationReport, clock);
  return {
    mode: url ? 'live' : 'offline',
    async findDeactivation(npi) {
      const { snapshot, rows } = await current();
      return { record: rows.get(npi) ?? null, snapshot: snapshotEvidence(snapshot) };
    },
  };
}
