import { nameWords } from '../names';
import {
  blank,
  compactDate,
  npiOf,
  readCsv,
  rowHashOf,
  sha256,
  uniqueKeys,
  type ExclusionRecord,
  type ListFiles,
} from './record';

/**
 * OIG LEIE (data-sources.md): UPDATED.csv and the monthly {YYMM}excl.csv / {YYMM}rein.csv supplements share one
 * header of 18 columns (LASTNAME … WVRSTATE); dates YYYYMMDD with 00000000 for none, NPI 0000000000 for none.
 * Columns are read by header name. The row key is what stays fixed between UPDATED.csv and the rein file that
 * later lifts the exclusion: the names, DOB, exclusion date and type.
 */
export const LEIE_COLUMNS = [
  'LASTNAME',
  'FIRSTNAME',
  'MIDNAME',
  'BUSNAME',
  'GENERAL',
  'SPECIALTY',
  'UPIN',
  'NPI',
  'DOB',
  'ADDRESS',
  'CITY',
  'STATE',
  'ZIP',
  'EXCLTYPE',
  'EXCLDATE',
  'REINDATE',
  'WAIVERDATE',
  'WVRSTATE',
] as const;

type LeieRow = Record<(typeof LEIE_COLUMNS)[number], string>;

export async function* parseLeie(files: ListFiles): AsyncIterable<ExclusionRecord> {
  const unique = uniqueKeys();
  let checked = false;
  for await (const row of readCsv(files.main(), {
    columns: (header: string[]) => header.map((h) => h.toUpperCase()),
  })) {
    const r = row as LeieRow;
    if (!checked) {
      const missing = LEIE_COLUMNS.filter((column) => !(column in r));
      if (missing.length > 0) throw new Error(`LEIE file: missing columns ${missing.join(', ')}`);
      checked = true;
    }
    const raw = Object.fromEntries(LEIE_COLUMNS.map((column) => [column, r[column] ?? '']));
    const last = blank(r.LASTNAME);
    const first = blank(r.FIRSTNAME);
    const business = blank(r.BUSNAME);
    const individual = last !== null && first !== null;
    const dob = compactDate(r.DOB);
    const hash = rowHashOf(raw);
    const identity = [r.LASTNAME, r.FIRSTNAME, r.MIDNAME, r.BUSNAME, r.DOB, r.EXCLDATE, r.EXCLTYPE].map((v) =>
      nameWords(v ?? '').join(' '),
    );
    const rowKey = unique(sha256(identity.join('|')).slice(0, 32), hash);
    if (!rowKey) continue;
    yield {
      rowKey,
      rowHash: hash,
      entityType: individual ? 'individual' : 'entity',
      displayName: individual
        ? [first, blank(r.MIDNAME), last].filter(Boolean).join(' ')
        : (business ?? last ?? ''),
      names: individual ? [{ first: first!, middle: blank(r.MIDNAME), last: last! }] : [],
      dobs: dob ? [dob] : [],
      npi: npiOf(r.NPI),
      state: blank(r.STATE),
      license: null,
      exclType: blank(r.EXCLTYPE),
      excludedOn: compactDate(r.EXCLDATE),
      endsOn: compactDate(r.REINDATE),
      raw,
    };
  }
}
