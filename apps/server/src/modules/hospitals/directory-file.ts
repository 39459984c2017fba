import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { sha256Of } from '../../adapters/list-file';

/**
 * The CMS "Hospital General Information" file (Provider Data Catalog, dataset xubh-q36u): a quoted CSV with a
 * header row, one row per hospital. Columns are read by header name, never by position; the file carries
 * about 38 columns (ratings and measure counts) of which the directory keeps the identifying ones.
 */
export const HOSPITAL_COLUMNS = [
  'Facility ID',
  'Facility Name',
  'Address',
  'City/Town',
  'State',
  'ZIP Code',
  'County/Parish',
  'Telephone Number',
  'Hospital Type',
  'Hospital Ownership',
  'Emergency Services',
] as const;

/** The copy shipped with the product (gzip of the CSV as published; see data/README.md). */
export const SHIPPED_DIRECTORY = new URL('./data/Hospital_General_Information.csv.gz', import.meta.url);
export const SHIPPED_DIRECTORY_LABEL = 'CMS Hospital General Information (shipped copy, see data/README.md)';

export interface HospitalRow {
  ccn: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  phone: string;
  hospital_type: string;
  ownership: string;
  emergency_services: boolean;
  name_key: string;
  address_key: string;
}

// USPS Publication 28 street suffixes and directions the file spells both ways ("STREET" and "ST").
const STREET_WORDS: Record<string, string> = {
  AVENUE: 'AVE',
  AV: 'AVE',
  BOULEVARD: 'BLVD',
  CIRCLE: 'CIR',
  COURT: 'CT',
  DRIVE: 'DR',
  EXPRESSWAY: 'EXPY',
  FREEWAY: 'FWY',
  HIGHWAY: 'HWY',
  LANE: 'LN',
  PARKWAY: 'PKWY',
  PLACE: 'PL',
  PLAZA: 'PLZ',
  ROAD: 'RD',
  ROUTE: 'RTE',
  SQUARE: 'SQ',
  STREET: 'ST',
  SUITE: 'STE',
  TERRACE: 'TER',
  TRAIL: 'TRL',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
};
// Names: "SAINT" and "ST" ("ST. VINCENT'S"), "&" and "AND", "CTR" and "CENTER", "MED" and "MEDICAL".
const NAME_WORDS: Record<string, string> = {
  SAINT: 'ST',
  CTR: 'CENTER',
  CNTR: 'CENTER',
  MED: 'MEDICAL',
  HOSP: 'HOSPITAL',
  REG: 'REGIONAL',
  MEM: 'MEMORIAL',
  UNIV: 'UNIVERSITY',
  MT: 'MOUNT',
};

/** Upper case letters, digits and single spaces: what both the file and what is typed are compared as. */
export const plainWords = (value: string): string[] =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/['’]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

export const nameKey = (value: string): string =>
  plainWords(value)
    .map((word) => NAME_WORDS[word] ?? word)
    .join(' ');

export const addressKey = (value: string): string =>
  plainWords(value)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');

const clean = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

/**
 * A CCN is six characters; copies of the file that went through a spreadsheet lose the leading zero of the
 * first states' numbers (10001 for 010001), which is put back.
 */
export const ccnOf = (value: string): string => (/^\d{4,5}$/.test(value) ? value.padStart(6, '0') : value);
/** ZIP codes lose their leading zero the same way (6105 for 06105); ZIP+4 is cut to five digits. */
export const zipOf = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return digits.length >= 1 && digits.length <= 5 ? digits.padStart(5, '0') : digits.slice(0, 5);
};

/** One row of the file in the directory's words; undefined when it has no usable CCN or name. */
export function hospitalOf(record: Record<string, unknown>): HospitalRow | undefined {
  const ccn = ccnOf(clean(record['Facility ID']).toUpperCase());
  const name = clean(record['Facility Name']);
  if (!/^[0-9A-Z]{6}$/.test(ccn) || name === '') return undefined;
  const address = clean(record['Address']);
  const city = clean(record['City/Town']);
  const state = clean(record['State']).toUpperCase();
  const zip = zipOf(clean(record['ZIP Code']));
  return {
    ccn,
    name,
    address,
    city,
    state,
    zip,
    county: clean(record['County/Parish']),
    phone: clean(record['Telephone Number']),
    hospital_type: clean(record['Hospital Type']),
    ownership: clean(record['Hospital Ownership']),
    emergency_services: /^(yes|y|true)$/i.test(clean(record['Emergency Services'])),
    name_key: nameKey(name),
    address_key: addressKey(`${address} ${city} ${state} ${zip}`),
  };
}

export class DirectoryFileError extends Error {}

/** Parses the file's text: every row with a usable CCN, the last of a repeated CCN kept. */
export async function parseDirectory(text: string): Promise<HospitalRow[]> {
  const rows = new Map<string, HospitalRow>();
  let checked = false;
  const parser = Readable.from([text]).pipe(
    parse({ bom: true, columns: true, skip_empty_lines: true, relax_column_count: true, trim: true }),
  );
  for await (const record of parser as AsyncIterable<Record<string, unknown>>) {
    if (!checked) {
      const missing = HOSPITAL_COLUMNS.filter((column) => !Object.hasOwn(record, column));
      if (missing.length > 0) throw new DirectoryFileError(`missing columns: ${missing.join(', ')}`);
      checked = true;
    }
    const row = hospitalOf(record);
    if (row) rows.set(row.ccn, row);
  }
  if (!checked) throw new DirectoryFileError('the file holds no rows');
  return [...rows.values()];
}

export interface DirectoryFile {
  /** SHA-256 of the CSV as published (of the uncompressed bytes when the file is gzipped). */
  sha256: string;
  text: string;
}

/** Reads a directory file from disk: the CSV as published, or gzipped (.gz). */
export async function readDirectoryFile(path: string | URL): Promise<DirectoryFile> {
  const name = typeof path === 'string' ? path : path.pathname;
  let bytes: Buffer;
  if (name.endsWith('.gz')) {
    const chunks: Buffer[] = [];
    for await (const chunk of createReadStream(path).pipe(createGunzip())) chunks.push(chunk as Buffer);
    bytes = Buffer.concat(chunks);
  } else {
    bytes = await readFile(path);
  }
  return { sha256: sha256Of(bytes), text: bytes.toString('utf8') };
}
