import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { sha256Of } from '../../adapters/list-file';
import { plainWords } from '../hospitals/directory-file';

/**
 * The NCES IPEDS "HD" file (Institutional Characteristics: Directory information): a CSV with a header row,
 * one row per institution. Columns are read by header name, never by position: the full NCES file (72+
 * columns) and the trimmed copy shipped in data/ load the same. NCES writes it in Windows-1252.
 */
export const EDUCATION_COLUMNS = ['UNITID', 'INSTNM', 'IALIAS', 'CITY', 'STABBR', 'ZIP'] as const;

export const SHIPPED_EDUCATION_DIRECTORY = new URL('./data/hd2022-directory.csv.gz', import.meta.url);
export const SHIPPED_EDUCATION_LABEL = 'NCES IPEDS HD2022 (shipped copy, see data/README.md)';

export interface InstitutionRow {
  unitid: string;
  name: string;
  aliases: string;
  city: string;
  state: string;
  zip: string;
  highest_level: number | null;
  medical: boolean;
  name_key: string;
}

// Spellings a school's name is typed both ways: "St." and "Saint", "Univ" and "University", "&" and "and".
const NAME_WORDS: Record<string, string> = {
  SAINT: 'ST',
  UNIV: 'UNIVERSITY',
  U: 'UNIVERSITY',
  COLL: 'COLLEGE',
  MED: 'MEDICAL',
  MT: 'MOUNT',
  SCH: 'SCHOOL',
  CC: 'COMMUNITY COLLEGE',
};

/** Upper case words, the usual abbreviations spelt one way: how names and what is typed are compared. */
export const institutionKey = (value: string): string =>
  plainWords(value.replace(/-/g, ' '))
    .map((word) => NAME_WORDS[word] ?? word)
    .join(' ');

const clean = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

/** IPEDS codes: a negative number means "not applicable" or "not reported". */
const codeOf = (value: unknown): number | null => {
  const number = Number(clean(value));
  return clean(value) !== '' && Number.isInteger(number) && number > 0 ? number : null;
};

/** ZIP or ZIP+4 → five digits (a copy through a spreadsheet loses the leading zero: put back). */
const zipOf = (value: string): string => {
  const digits = value.split('-')[0]!.replace(/\D/g, '');
  return digits.length >= 1 && digits.length <= 5 ? digits.padStart(5, '0') : digits.slice(0, 5);
};

/** One row in the directory's words; undefined without a usable UNITID or name. */
export function institutionOf(record: Record<string, unknown>): InstitutionRow | undefined {
  const unitid = clean(record['UNITID']);
  const name = clean(record['INSTNM']);
  if (!/^\d{6}$/.test(unitid) || name === '') return undefined;
  const aliases = clean(record['IALIAS']);
  return {
    unitid,
    name,
    aliases,
    city: clean(record['CITY']),
    state: clean(record['STABBR']).toUpperCase(),
    zip: zipOf(clean(record['ZIP'])),
    highest_level: codeOf(record['HLOFFER']),
    medical: clean(record['MEDICAL']) === '1',
    name_key: institutionKey(aliases ? `${name} ${aliases}` : name),
  };
}

export class EducationFileError extends Error {}

/** Parses the file's text: every row with a usable UNITID, the last of a repeated one kept. */
export async function parseEducationDirectory(text: string): Promise<InstitutionRow[]> {
  const rows = new Map<string, InstitutionRow>();
  let checked = false;
  const parser = Readable.from([text]).pipe(
    parse({ bom: true, columns: true, skip_empty_lines: true, relax_column_count: true, trim: true }),
  );
  for await (const record of parser as AsyncIterable<Record<string, unknown>>) {
    if (!checked) {
      const missing = EDUCATION_COLUMNS.filter((column) => !Object.hasOwn(record, column));
      if (missing.length > 0) throw new EducationFileError(`missing columns: ${missing.join(', ')}`);
      checked = true;
    }
    const row = institutionOf(record);
    if (row) rows.set(row.unitid, row);
  }
  if (!checked) throw new EducationFileError('the file holds no rows');
  return [...rows.values()];
}

/** UTF-8 when the bytes are UTF-8; otherwise Windows-1252, the encoding NCES publishes in. */
export function decodeDirectoryBytes(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export interface EducationDirectoryFile {
  /** SHA-256 of the CSV (of the uncompressed bytes when gzipped). */
  sha256: string;
  text: string;
}

/** Reads the file from disk: the CSV, or gzipped (.gz). */
export async function readEducationDirectoryFile(path: string | URL): Promise<EducationDirectoryFile> {
  const name = typeof path === 'string' ? path : path.pathname;
  let bytes: Buffer;
  if (name.endsWith('.gz')) {
    const chunks: Buffer[] = [];
    for await (const chunk of createReadStream(path).pipe(createGunzip())) chunks.push(chunk as Buffer);
    bytes = Buffer.concat(chunks);
  } else {
    bytes = await readFile(path);
  }
  return { sha256: sha256Of(bytes), text: decodeDirectoryBytes(bytes) };
}
