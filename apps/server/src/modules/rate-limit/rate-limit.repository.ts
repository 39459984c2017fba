import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Counts one hit in the window atomically (several instances share the row) and answers the new total. */
export async function addHit(db: Kysely<Database>, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

export async function countHits(db: Kysely<Database>, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select('hits')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

export async function deleteWindowsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute();
}
