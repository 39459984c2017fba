import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function readValues(db: Db, userId: string, keys?: readonly string[]) {
  let query = db.selectFrom('self_attested').select(['key', 'value']).where('user_id', '=', userId);
  if (keys) query = query.where('key', 'in', keys.length ? [...keys] : ['']);
  return query.orderBy('key').execute();
}

/** Writes one value and keeps the previous one in the history (who and when), in the caller's transaction. */
export async function writeValue(
  db: Db,
  change: { userId: string; actorId: string | null; key: string; value: unknown; at: Date },
) {
  const previous = await db
    .selectFrom('self_attested')
    .select('value')
    .where('user_id', '=', change.userId)
    .where('key', '=', change.key)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto('self_attested_history')
    .values({
      user_id: change.userId,
      key: change.key,
      previous_value: previous ? JSON.stringify(previous.value) : null,
      changed_at: change.at,
      changed_by: change.actorId,
    })
    .execute();
  const value = JSON.stringify(change.value);
  await db
    .insertInto('self_attested')
    .values({
      user_id: change.userId,
      key: change.key,
      value,
      updated_at: change.at,
      updated_by: change.actorId,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({ value, updated_at: change.at, updated_by: change.actorId }),
    )
    .execute();
}

export async function readForceEnroll(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('force_enroll').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.force_enroll);
}

/** A forced re-enrolment ends when the clinician finishes again. */
export async function clearForceEnroll(db: Db, userId: string, at: Date) {
  await db
    .updateTable('users')
    .set({ force_enroll: false, updated_at: at })
    .where('id', '=', userId)
    .where('force_enroll', '=', true)
    .execute();
}

/** One page of stored values of `keys`, every person's, in a stable order (the re-seal job). */
export async function readValuesOfKeys(
  db: Db,
  keys: readonly string[],
  after: { userId: string; key: string } | null,
  limit: number,
) {
  let query = db
    .selectFrom('self_attested')
    .select(['user_id', 'key', 'value'])
    .where('key', 'in', [...keys]);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('user_id', '>', after.userId),
        eb.and([eb('user_id', '=', after.userId), eb('key', '>', after.key)]),
      ]),
    );
  return query.orderBy('user_id').orderBy('key').limit(limit).execute();
}

/** One page of history rows of `keys` (the re-seal job). */
export async function readHistoryOfKeys(db: Db, keys: readonly string[], afterId: number, limit: number) {
  return db
    .selectFrom('self_attested_history')
    .select(['id', 'user_id', 'key', 'previous_value'])
    .where('key', 'in', [...keys])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Replaces a stored value with the same value in another form (sealed anew), unless it changed meanwhile;
 * not a change of the profile, so neither history nor updated_at moves. Answers whether it was replaced.
 */
export async function replaceStoredForm(
  db: Db,
  row: { userId: string; key: string; from: unknown; to: unknown },
): Promise<boolean> {
  const result = await db
    .updateTable('self_attested')
    .set({ value: JSON.stringify(row.to) })
    .where('user_id', '=', row.userId)
    .where('key', '=', row.key)
    .where('value', '=', JSON.stringify(row.from))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceHistoryForm(db: Db, row: { id: number; from: unknown; to: unknown }) {
  const result = await db
    .updateTable('self_attested_history')
    .set({ previous_value: JSON.stringify(row.to) })
    .where('id', '=', row.id)
    .where('previous_value', '=', JSON.stringify(row.from))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
