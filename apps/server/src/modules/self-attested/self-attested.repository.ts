import { sql, type Kysely } from 'kysely';
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
  await writeValues(db, { ...change, values: [{ key: change.key, value: change.value }] });
}

/**
 * Writes several values in two statements whatever their number (issue 12): the keys' current rows are
 * locked first, so the history copies the value this change replaces even under concurrent writes; then one
 * statement copies each previous value to the history with who and when and upserts the new values. (The
 * lock cannot sit in the same statement: a row the upsert has already changed is skipped by FOR UPDATE, and
 * the history would lose its previous value.) Pass the caller's transaction.
 */
export async function writeValues(
  db: Db,
  change: { userId: string; actorId: string | null; at: Date; values: { key: string; value: unknown }[] },
) {
  if (change.values.length === 0) return;
  // Values travel as one JSON document so a JS array is never mistaken for a PostgreSQL array.
  const input = JSON.stringify(change.values.map(({ key, value }) => ({ key, value })));
  await db
    .selectFrom('self_attested')
    .select('key')
    .where('user_id', '=', change.userId)
    .where(
      'key',
      'in',
      change.values.map(({ key }) => key),
    )
    .forUpdate()
    .execute();
  await sql`
    with input as (
      select entry->>'key' as key, entry->'value' as value
      from jsonb_array_elements(${input}::jsonb) as entry
    ),
    previous as (
      select self_attested.key, self_attested.value
      from self_attested join input on input.key = self_attested.key
      where self_attested.user_id = ${change.userId}
    ),
    history as (
      insert into self_attested_history (user_id, key, previous_value, changed_at, changed_by)
      select ${change.userId}, input.key, previous.value, ${change.at}, ${change.actorId}
      from input left join previous on previous.key = input.key
    )
    insert into self_attested (user_id, key, value, updated_at, updated_by)
    select ${change.userId}, input.key, input.value, ${change.at}, ${change.actorId} from input
    on conflict (user_id, key) do update
      set value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by
  `.execute(db);
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

/**
 * The caller's values at `key` or under `keyPrefix` whose JSON mentions `text` (an id), locked for update:
 * the rows worth reading when something they may name goes away (documents/release-references.ts).
 */
export async function lockValuesMentioning(
  db: Db,
  userId: string,
  where: { key: string; keyPrefix: string; text: string },
) {
  return db
    .selectFrom('self_attested')
    .select(['key', 'value'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('key', '=', where.key), eb('key', 'like', `${where.keyPrefix}%`)]))
    .where(sql<boolean>`value::text like ${`%${where.text}%`}`)
    .forUpdate()
    .execute();
}
