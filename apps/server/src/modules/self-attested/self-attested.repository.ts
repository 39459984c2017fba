import type { Kysely } from 'kysely';
import type { Database, NewAuditEntry } from '../../db/schema';

type Db = Kysely<Database>;

export async function readValues(db: Db, userId: string, keys?: readonly string[]) {
  let query = db.selectFrom('self_attested').select(['key', 'value']).where('user_id', '=', userId);
  if (keys) query = query.where('key', 'in', keys.length ? [...keys] : ['']);
  return query.orderBy('key').execute();
}

/**
 * readValues and its audit row in one statement (a data-modifying CTE): one round trip instead of two, and
 * the rows are only answered if the audit row was written, since both are one statement (issue 12).
 */
export async function readValuesAudited(
  db: Db,
  userId: string,
  keys: readonly string[] | undefined,
  entry: NewAuditEntry,
) {
  let query = db
    .with('read_audit', (qb) => qb.insertInto('audit_log').values(entry))
    .selectFrom('self_attested')
    .select(['key', 'value'])
    .where('user_id', '=', userId);
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
