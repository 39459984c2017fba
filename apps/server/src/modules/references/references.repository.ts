import type { PeerReferenceEntry } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The clinician's references, oldest first (the order they are numbered 1st to 5th). */
export async function listReferences(db: Db, userId: string): Promise<PeerReferenceEntry[]> {
  const rows = await db
    .selectFrom('peer_references')
    .select(['id', 'value', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    ...(row.value ?? {}),
    id: row.id,
    updated_at: new Date(row.updated_at).toISOString(),
  }));
}

/** The ids among `ids` that the clinician already has; another clinician's references are never looked at. */
export async function storedIdsOf(db: Db, userId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('peer_references')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}

export async function countReferences(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('peer_references')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds the new references and replaces the clinician's stored ones with the same id. */
export async function upsertReferences(
  db: Db,
  userId: string,
  references: readonly { id: string; value: Record<string, unknown> }[],
  at: Date,
) {
  await db
    .insertInto('peer_references')
    .values(
      references.map(({ id, value }) => ({
        id,
        user_id: userId,
        value: JSON.stringify(value),
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'id']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Removes the clinician's reference with this id; false when they have none with it. */
export async function deleteReference(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('peer_references')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return removed !== undefined;
}

/** Records that the clinician's references changed at `at` (GET /api/reference_last_updated). */
export async function markChanged(db: Db, userId: string, at: Date) {
  await db
    .insertInto('reference_changes')
    .values({ user_id: userId, last_updated: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_updated: at }))
    .execute();
}

export async function lastChanged(db: Db, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('reference_changes')
    .select('last_updated')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? new Date(row.last_updated) : null;
}
