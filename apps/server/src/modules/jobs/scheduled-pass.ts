import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Claims the scheduled pass `name` for this instance if no instance started it within `intervalMs` before
 * `now`: one conditional upsert, so of several instances asking at once exactly one gets true (PostgreSQL
 * re-checks the condition on the row the winner wrote). The first claim ever creates the row.
 */
export async function claimScheduledPass(
  db: Kysely<Database>,
  name: string,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  const startedBefore = new Date(now.getTime() - intervalMs);
  const row = await db
    .insertInto('scheduled_passes')
    .values({ name, last_started_at: now })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ last_started_at: now })
        .where('scheduled_passes.last_started_at', '<=', startedBefore),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}
