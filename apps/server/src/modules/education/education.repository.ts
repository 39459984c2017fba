import type { EducationInstitution } from '@credence/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EducationInstitutionsTable } from '../../db/schema';
import { institutionKey } from './directory-file';

type Db = Kysely<Database>;
type Row = Selectable<EducationInstitutionsTable>;

export const toInstitution = (row: Row): EducationInstitution => ({
  name: row.name,
  code: row.unitid,
  city: row.city,
  state: row.state,
  country: 'US',
});

/**
 * By name: every word typed appears in the name, its aliases, city or state ("nyu", "georgetown
 * washington"), best trigram similarity of the name first, schools that grant medical degrees first among
 * equals. Nothing found that way, names within trigram similarity of what was typed (a misspelling still
 * finds its school). Keys hold only A-Z, 0-9 and spaces, so a word needs no LIKE escaping.
 */
export async function searchInstitutions(db: Db, text: string, limit: number): Promise<Row[]> {
  const key = institutionKey(text);
  const words = key.split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const haystack = sql`(name_key || ' ' || upper(city) || ' ' || state)`;
  const all = sql.join(
    words.map((word) => sql`${haystack} like ${`%${word}%`}`),
    sql` and `,
  );
  const { rows } = await sql<Row>`
    select * from education_institutions where ${all}
    order by word_similarity(${key}, name_key) desc, similarity(${key}, name_key) desc, medical desc,
      name, unitid
    limit ${limit}`.execute(db);
  if (rows.length > 0) return rows;
  const fuzzy = await sql<Row>`
    select * from education_institutions where similarity(${key}, name_key) >= 0.3
    order by similarity(${key}, name_key) desc, name, unitid
    limit ${limit}`.execute(db);
  return fuzzy.rows;
}

/** The institution whose name is most like `name` (trigram similarity at least `threshold`), if any. */
export async function institutionNamed(db: Db, name: string, threshold: number): Promise<Row | undefined> {
  const key = institutionKey(name);
  if (key === '') return undefined;
  const { rows } = await sql<Row>`
    select * from education_institutions where similarity(${key}, name_key) >= ${threshold}
    order by similarity(${key}, name_key) desc, name, unitid
    limit 1`.execute(db);
  return rows[0];
}
