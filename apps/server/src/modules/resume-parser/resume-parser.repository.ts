import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One prefill per person: a new resume replaces the positions and brings back a dismissed prefill. */
export async function replacePrefill(
  db: Kysely<Database>,
  row: { userId: string; positions: readonly object[]; at: Date },
): Promise<void> {
  const positions = JSON.stringify(row.positions);
  await db
    .insertInto('work_history_prefill')
    .values({ user_id: row.userId, source: 'resume', positions, created_at: row.at, dismissed_at: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ source: 'resume', positions, created_at: row.at, dismissed_at: null }),
    )
    .execute();
}
