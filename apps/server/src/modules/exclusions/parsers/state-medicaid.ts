import { splitFullName, type PersonName } from '../names';
import {
  blank,
  licenseKey,
  looksLikeEntity,
  npiOf,
  readCsv,
  rowHashOf,
  sha256,
  uniqueKeys,
  usDate,
  type ExclusionRecord,
  type ListFiles,
} from './record';

/**
 * State Medicaid lists (the odm credential): one format per state, one column map each (credentials.md §4).
 * Only a suspension, termination or exclusion counts; other actions some lists mix in (censures, fines) are
 * skipped. Columns are read by header name.
 */
interface StateColumnMap {
  state: string;
  required: readonly string[];
  /** The person's name, or null for an entity (its display name then). */
  person(row: Row): { name: PersonName | null; display: string; aliases: PersonName[] };
  npi?: string;
  license?: string;
  type: string;
  date: string;
  /** Whether the row's action counts as an exclusion. */
  counts(row: Row): boolean;
  /** The fields that identify the entry across snapshots. */
  key: readonly string[];
}

type Row = Record<string, string | undefined>;
const COUNTING_ACTION = /EXCLU|TERMIN|SUSPEN/i;

/**
 * New York OMIG Medicaid exclusion list: BUSINESS (a person as "LAST, FIRST M", or an entity's name), LICENSE,
 * NPI, PROVTYPE, ACTION DATE, ACTION TYPE (EXCLUDED, TERMINATED, SUSPENDED count; CENSURED does not).
 */
const newYork: StateColumnMap = {
  state: 'NY',
  required: ['BUSINESS', 'LICENSE', 'NPI', 'PROVTYPE', 'ACTION DATE', 'ACTION TYPE'],
  person(row) {
    const business = blank(row.BUSINESS) ?? '';
    const person = business.includes(',') && !looksLikeEntity(business);
    return { name: person ? splitFullName(business) : null, display: business, aliases: [] };
  },
  npi: 'NPI',
  license: 'LICENSE',
  type: 'PROVTYPE',
  date: 'ACTION DATE',
  counts: (row) => COUNTING_ACTION.test(row['ACTION TYPE'] ?? ''),
  key: ['BUSINESS', 'LICENSE', 'NPI', 'ACTION DATE'],
};

/**
 * California Medi-Cal Suspended and Ineligible Provider List: Last Name, First Name, Middle Name, A/K/A-D/B/A,
 * Addresses, Provider Type, License Number, Provider Number, Date of Suspension, Active Period. Every row is a
 * suspension; an entity has its name in Last Name and no first name.
 */
const california: StateColumnMap = {
  state: 'CA',
  required: ['Last Name', 'First Name', 'Middle Name', 'A/K/A-D/B/A', 'License Number', 'Date of Suspension'],
  person(row) {
    const last = blank(row['Last Name']) ?? '';
    const first = blank(row['First Name']);
    const aliases = (blank(row['A/K/A-D/B/A']) ?? '')
      .split(/;/)
      .map((part) => part.replace(/^\s*(AKA|A\.K\.A\.?|DBA|D\.B\.A\.?)\s*:?\s*/i, '').trim())
      .filter((part) => part !== '' && !looksLikeEntity(part))
      .map(splitFullName);
    const name = first ? { first, middle: blank(row['Middle Name']), last } : null;
    return {
      name,
      display: name ? [first, blank(row['Middle Name']), last].filter(Boolean).join(' ') : last,
      aliases,
    };
  },
  license: 'License Number',
  npi: 'Provider Number',
  type: 'Provider Type',
  date: 'Date of Suspension',
  counts: () => true,
  key: ['Last Name', 'First Name', 'Middle Name', 'License Number', 'Date of Suspension'],
};

export const STATE_COLUMN_MAPS = { odm_ny: newYork, odm_ca: california } as const;

export function parseStateMedicaid(map: StateColumnMap) {
  return async function* parse(files: ListFiles): AsyncIterable<ExclusionRecord> {
    const unique = uniqueKeys();
    let header: string[] = [];
    for await (const row of readCsv(files.main(), {
      columns: (names: string[]) => (header = names.map((n) => n.trim())),
    })) {
      const r = row as Row;
      const missing = map.required.filter((column) => !header.includes(column));
      if (missing.length > 0)
        throw new Error(`${map.state} Medicaid list: missing columns ${missing.join(', ')}`);
      if (!map.counts(r)) continue;
      const raw: Record<string, string> = Object.fromEntries(
        header.map((column) => [column, r[column] ?? '']),
      );
      const { name, display, aliases } = map.person(r);
      const hash = rowHashOf(raw);
      const rowKey = unique(
        sha256(map.key.map((column) => (r[column] ?? '').trim().toUpperCase()).join('|')).slice(0, 32),
        hash,
      );
      if (!rowKey) continue;
      yield {
        rowKey,
        rowHash: hash,
        entityType: name ? 'individual' : 'entity',
        displayName: display,
        names: name ? [name, ...aliases] : [],
        dobs: [],
        npi: map.npi ? npiOf(r[map.npi]) : null,
        state: map.state,
        license: map.license ? licenseKey((r[map.license] ?? '').split(/[;,]/)[0]) : null,
        exclType: blank(r[map.type]),
        excludedOn: usDate(r[map.date]),
        endsOn: null,
        raw,
      };
    }
  };
}
