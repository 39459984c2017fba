import type { HospitalData } from '@credence/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, HospitalsTable } from '../../db/schema';
import { addressKey, nameKey } from './directory-file';

type Db = Kysely<Database>;
type Row = Selectable<HospitalsTable>;

export const toHospital = (row: Row): HospitalData => ({
  hospital_id: row.ccn,
  institution: row.name,
  address_line1: row.address,
  address_city: row.city,
  address_state: row.state,
  address_zip: row.zip,
  address_country: 'US',
  county: row.county,
  phone: row.phone,
  hospital_type: row.hospital_type,
  ownership: row.ownership,
  emergency_services: row.emergency_services,
});

// Keys hold only A-Z, 0-9 and spaces (directory-file.ts), so a word needs no LIKE escaping.
const containsAll = (column: ReturnType<typeof sql>, words: string[]) =>
  sql.join(
    words.map((word) => sql`${column} like ${`%${word}%`}`),
    sql` and `,
  );

/** The hospitals with these CCNs, in the order asked (unknown ones left out). */
export async function hospitalsByIds(db: Db, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('hospitals').selectAll().where('ccn', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.ccn, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * By name: every word typed appears in the name, city, state or ZIP (so "mercy springfield" works), best
 * name similarity first (pg_trgm). Nothing found that way, names within trigram similarity of what was typed
 * (a misspelling still finds its hospital).
 */
export async function searchByName(db: Db, text: string, limit: number): Promise<Row[]> {
  const key = nameKey(text);
  const words = key.split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const haystack = sql`(name_key || ' ' || address_key)`;
  const { rows } = await sql<Row>`
    select * from hospitals where ${containsAll(haystack, words)}
    order by word_similarity(${key}, name_key) desc, similarity(${key}, name_key) desc, name, ccn
    limit ${limit}`.execute(db);
  if (rows.length > 0) return rows;
  const fuzzy = await sql<Row>`
    select * from hospitals where similarity(${key}, name_key) >= 0.3
    order by similarity(${key}, name_key) desc, name, ccn
    limit ${limit}`.execute(db);
  return fuzzy.rows;
}

/**
 * By street address: every word of the address typed (street words abbreviated the USPS way, so "1108 Ross
 * Clark Circle" finds "1108 ROSS CLARK CIR") appears in the hospital's street, city, state and ZIP; the most
 * similar first.
 */
export async function searchByAddress(db: Db, text: string, limit: number): Promise<Row[]> {
  const key = addressKey(text);
  const words = key.split(' ').filter(Boolean).slice(0, 10);
  if (words.length === 0) return [];
  const { rows } = await sql<Row>`
    select * from hospitals where ${containsAll(sql`address_key`, words)}
    order by similarity(${key}, address_key) desc, name, ccn
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * The hospitals in a ZIP code, those whose street is most like `street` first, with that similarity (1 for
 * the same street address): what a practice location is matched against.
 */
export async function hospitalsNear(
  db: Db,
  zip: string,
  street: string,
  limit: number,
): Promise<(Row & { street_similarity: number })[]> {
  const key = addressKey(street);
  const { rows } = await sql<Row & { street_similarity: number }>`
    select *, word_similarity(${key}, address_key)::float8 as street_similarity from hospitals
    where zip = ${zip}
    order by street_similarity desc, name, ccn
    limit ${limit}`.execute(db);
  return rows;
}

/** The hospitals whose name is most like an institution's name (trigram similarity at least `threshold`). */
export async function hospitalsNamed(
  db: Db,
  institution: string,
  { state, threshold, limit }: { state?: string; threshold: number; limit: number },
): Promise<Row[]> {
  const key = nameKey(institution);
  if (key === '') return [];
  const { rows } = await sql<Row>`
    select * from hospitals
    where similarity(${key}, name_key) >= ${threshold}
      ${state ? sql`and state = ${state}` : sql``}
    order by similarity(${key}, name_key) desc, name, ccn
    limit ${limit}`.execute(db);
  return rows;
}
