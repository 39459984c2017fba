import { splitFullName, type PersonName } from '../names';
import { blank, readCsv, rowHashOf, uniqueKeys, type ExclusionRecord, type ListFiles } from './record';

/**
 * OFAC SDN legacy CSV files (data-sources.md): sdn.csv (ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign,
 * Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks) and alt.csv (ent_num, alt_num, alt_type, alt_name,
 * alt_remarks), no header row, -0- for null. Dates of birth only inside Remarks ("DOB 12 Mar 1961; alt. DOB
 * 1962"); aliases from alt.csv. The row key is ent_num; the hash covers the aliases too.
 */
const NULL = ['-0-'];
const SDN_COLUMNS = [
  'ent_num',
  'SDN_Name',
  'SDN_Type',
  'Program',
  'Title',
  'Call_Sign',
  'Vess_type',
  'Tonnage',
  'GRT',
  'Vess_flag',
  'Vess_owner',
  'Remarks',
] as const;
const MONTHS: Record<string, string> = {
  JAN: '01',
  FEB: '02',
  MAR: '03',
  APR: '04',
  MAY: '05',
  JUN: '06',
  JUL: '07',
  AUG: '08',
  SEP: '09',
  OCT: '10',
  NOV: '11',
  DEC: '12',
};

/** Every date of birth in the remarks: "DOB 12 Mar 1961", "DOB Mar 1961" and "DOB 1961" (year only). */
export function dobsFromRemarks(remarks: string | null): string[] {
  if (!remarks) return [];
  const found: string[] = [];
  for (const match of remarks.matchAll(
    /DOB\s+(?:circa\s+)?(?:(\d{1,2})\s+)?(?:([A-Za-z]{3})[a-z]*\s+)?(\d{4})/g,
  )) {
    const [, day, month, year] = match;
    const mm = month ? MONTHS[month.toUpperCase()] : undefined;
    found.push(day && mm ? `${year}-${mm}-${day.padStart(2, '0')}` : year!);
    // "DOB 1961 to 1963": both ends as years.
    const range = /^\s*to\s+(\d{4})/.exec(remarks.slice(match.index + match[0].length));
    if (range) found.push(range[1]!);
  }
  return [...new Set(found)];
}

async function readAliases(files: ListFiles): Promise<Map<string, { type: string; name: string }[]>> {
  const aliases = new Map<string, { type: string; name: string }[]>();
  if (!files.alt) return aliases;
  for await (const row of readCsv(files.alt(), { columns: false, relax_quotes: true })) {
    const [entNum, , type, name] = (row as string[]).map((value) => blank(value, NULL));
    if (!entNum || !name || !/^\d+$/.test(entNum)) continue;
    aliases.set(entNum, [...(aliases.get(entNum) ?? []), { type: type ?? 'aka', name }]);
  }
  return aliases;
}

export async function* parseOfac(files: ListFiles): AsyncIterable<ExclusionRecord> {
  const aliases = await readAliases(files);
  const unique = uniqueKeys();
  for await (const row of readCsv(files.main(), { columns: false, relax_quotes: true })) {
    const values = row as string[];
    // The legacy files end with a lone end-of-file character (0x1A).
    if (values.length < 3 || !/^\d+$/.test(values[0] ?? '')) continue;
    const raw: Record<string, unknown> = Object.fromEntries(
      SDN_COLUMNS.map((column, index) => [column, blank(values[index], NULL)]),
    );
    const entNum = raw.ent_num as string;
    const alts = aliases.get(entNum) ?? [];
    raw.aliases = alts;
    const sdnName = (raw.SDN_Name as string | null) ?? '';
    const individual = (raw.SDN_Type as string | null)?.toLowerCase() === 'individual';
    const names: PersonName[] = individual ? [sdnName, ...alts.map((a) => a.name)].map(splitFullName) : [];
    const hash = rowHashOf(raw);
    const rowKey = unique(entNum, hash);
    if (!rowKey) continue;
    yield {
      rowKey,
      rowHash: hash,
      entityType: individual ? 'individual' : 'entity',
      displayName: sdnName,
      names,
      dobs: dobsFromRemarks(raw.Remarks as string | null),
      npi: null,
      state: null,
      license: null,
      exclType: (raw.Program as string | null) ?? null,
      excludedOn: null,
      endsOn: null,
      raw,
    };
  }
}
