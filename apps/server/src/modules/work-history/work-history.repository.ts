import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The person's resume prefill; `lock` holds it until the transaction ends (a confirm edits its list). */
export async function findPrefill(db: Db, userId: string, { lock = false } = {}) {
  let query = db
    .selectFrom('work_history_prefill')
    .select(['source', 'positions', 'created_at', 'dismissed_at'])
    .where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function savePrefillPositions(db: Db, userId: string, positions: Record<string, unknown>[]) {
  await db
    .updateTable('work_history_prefill')
    .set({ positions: JSON.stringify(positions) })
    .where('user_id', '=', userId)
    .execute();
}

/** Marks what is left of the prefill as dismissed; a prefill dismissed earlier keeps its first date. */
export async function dismissPrefill(db: Db, userId: string, at: Date) {
  await db
    .updateTable('work_history_prefill')
    .set({ dismissed_at: at })
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .execute();
}
