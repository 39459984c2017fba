import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The rows of OpenID4VCI offers and nonces (migration 0034). Codes, tokens and nonces are stored only as their
// SHA-256; each one-time step is a single UPDATE … WHERE <not used, not expired> RETURNING, so two wallets
// racing with the same code or token cannot both win.

type Db = Kysely<Database>;

export async function insertOffer(
  db: Db,
  offer: { user_id: string; credential_id: string; code_hash: string; expires_at: Date },
) {
  return db.insertInto('credential_offers').values(offer).returning('id').executeTakeFirstOrThrow();
}

/** Redeems a live pre-authorized code once: stores the access token's hash; null when unknown, used or expired. */
export async function redeemCode(
  db: Db,
  input: { codeHash: string; tokenHash: string; now: Date; tokenExpiresAt: Date },
) {
  return db
    .updateTable('credential_offers')
    .set({ redeemed_at: input.now, token_hash: input.tokenHash, token_expires_at: input.tokenExpiresAt })
    .where('code_hash', '=', input.codeHash)
    .where('redeemed_at', 'is', null)
    .where('expires_at', '>', input.now)
    .returning(['id', 'user_id', 'credential_id'])
    .executeTakeFirst();
}

/** Uses a live access token once; null when unknown, used or expired. */
export async function useToken(db: Db, input: { tokenHash: string; now: Date }) {
  return db
    .updateTable('credential_offers')
    .set({ token_used_at: input.now })
    .where('token_hash', '=', input.tokenHash)
    .where('token_used_at', 'is', null)
    .where('token_expires_at', '>', input.now)
    .returning(['id', 'user_id', 'credential_id'])
    .executeTakeFirst();
}

/** Gives an access token back when the credential request failed before anything was issued (a bad proof). */
export async function releaseToken(db: Db, offerId: string) {
  await db.updateTable('credential_offers').set({ token_used_at: null }).where('id', '=', offerId).execute();
}

export async function insertNonce(db: Db, nonceHash: string, expiresAt: Date) {
  await db.insertInto('oid4vci_nonces').values({ nonce_hash: nonceHash, expires_at: expiresAt }).execute();
  // Expired nonces are of no use to anyone: drop them as new ones are made.
  await db
    .deleteFrom('oid4vci_nonces')
    .where('expires_at', '<', new Date(expiresAt.getTime() - 86_400_000))
    .execute();
}

/** Uses a live nonce once; false when unknown, used or expired. */
export async function useNonce(db: Db, nonceHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('oid4vci_nonces')
    .set({ used_at: now })
    .where('nonce_hash', '=', nonceHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('nonce_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's own credential with what an offer needs; undefined for anyone else's. */
export function findOwnCredential(db: Db, userId: string, credentialId: string) {
  return db
    .selectFrom('credentials')
    .select([
      'id',
      'user_id',
      'name',
      'schema_name',
      'status',
      'awaiting_identity',
      'fields',
      'expires_on',
      'sd_jwt',
      'status_uri',
      'status_idx',
    ])
    .where('id', '=', credentialId)
    .where('user_id', '=', userId)
    .where('status', 'not in', ['offered', 'declined', 'failed'])
    .executeTakeFirst();
}
