import { splitFullName } from '../names';
import {
  blank,
  npiOf,
  readCsv,
  rowHashOf,
  sha256,
  uniqueKeys,
  usDate,
  type ExclusionRecord,
  type ListFiles,
  type ParseOptions,
} from './record';

/**
 * SAM.gov exclusions, the daily public extract (data-sources.md): CSV with a header (Classification, Name,
 * Prefix, First, Middle, Last, Suffix, Address 1-4, City, State / Province, Country, Zip Code, …, Exclusion
 * Program, Excluding Agency, CT Code, Exclusion Type, Additional Comments, Active Date, Termination Date, Record
 * Status, Cross-Reference, SAM Number, CAGE, and in newer files Unique Entity ID, NPI, Creation_Date). The header
 * is read, never positions. A record is active when its termination date is empty, "Indefinite" or in the
 * future; the others are skipped. The extract repeats records: an identical repeat is dropped.
 */
export const SAM_REQUIRED = [
  'Classification',
  'Name',
  'First',
  'Last',
  'SAM Number',
  'Termination Date',
] as const;

type SamRow = Record<string, string | undefined>;

function isActive(termination: string | null, now: Date): boolean {
  if (!termination || /indefinite/i.test(termination)) return true;
  const date = usDate(termination);
  return date === null || date >= now.toISOString().slice(0, 10);
}

export async function* parseSam(files: ListFiles, { now }: ParseOptions): AsyncIterable<ExclusionRecord> {
  const unique = uniqueKeys();
  let header: string[] | null = null;
  for await (const row of readCsv(files.main(), {
    columns: (names: string[]) => (header = names.map((name) => name.trim())),
  })) {
    const r = row as SamRow;
    const missing = SAM_REQUIRED.filter((column) => !header!.includes(column));
    if (missing.length > 0) throw new Error(`SAM extract: missing columns ${missing.join(', ')}`);
    const termination = blank(r['Termination Date']);
    if (!isActive(termination, now)) continue;
    const raw: Record<string, string> = Object.fromEntries(
      header!.map((column) => [column, r[column] ?? '']),
    );
    const individual = /individual/i.test(r.Classification ?? '');
    const first = blank(r.First);
    const last = blank(r.Last);
    const person = individual && first && last;
    const names = person
      ? [{ first, middle: blank(r.Middle), last }]
      : individual && blank(r.Name)
        ? [splitFullName(r.Name!)]
        : [];
    const hash = rowHashOf(raw);
    const samNumber = blank(r['SAM Number']);
    const rowKey = unique(samNumber ?? sha256(JSON.stringify(raw)).slice(0, 32), hash);
    if (!rowKey) continue;
    yield {
      rowKey,
      rowHash: hash,
      entityType: individual ? 'individual' : 'entity',
      displayName: person ? [first, blank(r.Middle), last].filter(Boolean).join(' ') : (blank(r.Name) ?? ''),
      names,
      dobs: [],
      npi: npiOf(r.NPI),
      state: blank(r['State / Province']),
      license: null,
      exclType: blank(r['Exclusion Type']),
      excludedOn: usDate(r['Active Date']),
      endsOn: usDate(termination),
      raw,
    };
  }
}
