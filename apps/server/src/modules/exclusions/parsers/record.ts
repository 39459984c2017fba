import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import type { PersonName } from '../names';

/** One row of an exclusion list, whatever its format (credentials.md §4: row key, row hash, names, …). */
export interface ExclusionRecord {
  /** Stable across snapshots: what identifies the entry (an id where the list has one). */
  rowKey: string;
  /** SHA-256 of every field of the row: a change reopens remembered decisions. */
  rowHash: string;
  entityType: 'individual' | 'entity';
  displayName: string;
  /** The legal name first, then aliases (only individuals are matched by name). */
  names: PersonName[];
  /** YYYY-MM-DD, or YYYY where the list gives only a year. */
  dobs: string[];
  npi: string | null;
  state: string | null;
  license: string | null;
  exclType: string | null;
  excludedOn: string | null;
  endsOn: string | null;
  raw: Record<string, unknown>;
}

/** The files one load reads: most lists are one CSV; OFAC's legacy format is sdn.csv with alt.csv beside it. */
export interface ListFiles {
  main: () => Readable;
  alt?: () => Readable;
}

export type ParseOptions = { now: Date };

/** A streaming CSV reader (csv-parse) with the options every list shares. */
export function readCsv(input: Readable, options: Options): AsyncIterable<unknown> {
  return input.pipe(
    parse({ bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, ...options }),
  );
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The hash of a row: every field, in the file's order. */
export const rowHashOf = (raw: Record<string, unknown>) => sha256(JSON.stringify(raw));

/** Blank, or the list's null marker, as null. */
export function blank(value: unknown, nulls: readonly string[] = []): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || nulls.includes(trimmed) ? null : trimmed;
}

/** YYYYMMDD (LEIE; 00000000 is none) → YYYY-MM-DD. */
export function compactDate(value: unknown): string | null {
  const text = blank(value);
  if (!text || !/^\d{8}$/.test(text) || text === '00000000') return null;
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** MM/DD/YYYY (SAM, state lists) → YYYY-MM-DD. */
export function usDate(value: unknown): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(blank(value) ?? '');
  if (!match) return null;
  return `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** An NPI: 10 digits, not the list's 0000000000 for none. */
export function npiOf(value: unknown): string | null {
  const digits = (blank(value) ?? '').replace(/\D/g, '');
  return /^\d{10}$/.test(digits) && digits !== '0000000000' ? digits : null;
}

/** A license number as matched: letters and digits only, upper case. */
export function licenseKey(value: unknown): string | null {
  const key = (blank(value) ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key === '' ? null : key;
}

const ENTITY_WORDS =
  /\b(INC|LLC|L\.L\.C|CORP|CORPORATION|COMPANY|CO|LTD|PC|P\.C|PA|PLLC|LLP|PHARMACY|CLINIC|CENTER|HOSPITAL|SERVICES|GROUP|ASSOCIATES|MEDICAL|HEALTH|CARE|SUPPLY|AMBULANCE|LABORATORY|LAB|TRANSPORT(ATION)?|HOME)\b/i;

/** A name field that holds a business rather than a person. */
export const looksLikeEntity = (name: string) => ENTITY_WORDS.test(name);

/**
 * Gives each key one row: a list may repeat an entry (the SAM extract does). An identical repeat is dropped;
 * a different row under the same key gets the key with #2, #3….
 */
export function uniqueKeys() {
  const seen = new Map<string, Set<string>>();
  return (key: string, hash: string): string | null => {
    const hashes = seen.get(key);
    if (!hashes) {
      seen.set(key, new Set([hash]));
      return key;
    }
    if (hashes.has(hash)) return null;
    hashes.add(hash);
    return `${key}#${hashes.size}`;
  };
}
