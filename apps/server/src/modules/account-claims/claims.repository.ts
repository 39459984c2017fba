import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function insertClaim(
  db: Db,
  claim: {
    user_id: string;
    invitation_id: string | null;
    hash_digest: string;
    nonce_digest: string;
    expires_at: Date;
    created_by: string | null;
  },
) {
  await db.insertInto('account_claims').values(claim).execute();
}

export async function findClaimByHash(db: Db, hashDigest: string) {
  return db
    .selectFrom('account_claims')
    .select(['id', 'user_id', 'invitation_id', 'nonce_digest', 'expires_at', 'used_at'])
    .where('hash_digest', '=', hashDigest)
    .executeTakeFirst();
}

/** Single use even when two requests race: only the one that sets used_at gets a row back. */
export async function useClaim(db: Db, id: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('account_claims')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
