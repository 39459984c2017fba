import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function insertConnectionKey(
  db: Db,
  row: { keyHash: string; userId: string; actorId: string | null; grantId: string; expiresAt: Date },
) {
  await db
    .insertInto('ws_connection_keys')
    .values({
      key_hash: row.keyHash,
      user_id: row.userId,
      actor_id: row.actorId,
      grant_id: row.grantId,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Keys of this person that can no longer be used; they are only clutter. */
export async function deleteSpentKeys(db: Db, userId: string, now: Date) {
  await db
    .deleteFrom('ws_connection_keys')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
}

/** Marks the key used and answers whose it is, in one statement, so two sockets cannot share one key. */
export async function consumeConnectionKey(db: Db, keyHash: string, now: Date) {
  return db
    .updateTable('ws_connection_keys')
    .set({ used_at: now })
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'actor_id', 'grant_id'])
    .executeTakeFirst();
}
