import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const identityColumns = [
  'id',
  'connection',
  'subject',
  'user_id',
  'email',
  'email_verified',
  'given_name',
  'family_name',
] as const;

export async function insertSignInRequest(
  db: Db,
  row: {
    state_hash: string;
    interaction_uid: string;
    connection: string;
    code_verifier: string;
    nonce: string;
    expires_at: Date;
  },
  now: Date,
) {
  // Abandoned requests are swept here rather than by a job: they are few and short-lived.
  await db.deleteFrom('federated_sign_ins').where('expires_at', '<=', now).execute();
  await db.insertInto('federated_sign_ins').values(row).execute();
}

/** Which interaction a callback belongs to, without using the request up. */
export async function findSignInRequest(db: Db, stateHash: string, now: Date) {
  return db
    .selectFrom('federated_sign_ins')
    .select(['interaction_uid'])
    .where('state_hash', '=', stateHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Single use: the row is gone once read, so a replayed callback finds nothing. */
export async function takeSignInRequest(db: Db, stateHash: string, now: Date) {
  return db
    .deleteFrom('federated_sign_ins')
    .where('state_hash', '=', stateHash)
    .where('expires_at', '>', now)
    .returning(['interaction_uid', 'connection', 'code_verifier', 'nonce'])
    .executeTakeFirst();
}

/** Upstream is the source of truth for its own claims: each sign-in refreshes them. */
export async function upsertIdentity(
  db: Db,
  identity: {
    connection: string;
    subject: string;
    email: string | null;
    email_verified: boolean;
    given_name: string | null;
    family_name: string | null;
  },
  now: Date,
) {
  const changes = {
    email: identity.email,
    email_verified: identity.email_verified,
    given_name: identity.given_name,
    family_name: identity.family_name,
    updated_at: now,
  };
  return db
    .insertInto('federated_identities')
    .values({ ...identity, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['connection', 'subject']).doUpdateSet(changes))
    .returning(['id', 'user_id'])
    .executeTakeFirstOrThrow();
}

export async function findIdentity(db: Db, connection: string, subject: string) {
  return db
    .selectFrom('federated_identities')
    .select(identityColumns)
    .where('connection', '=', connection)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Locked for the link, so two link calls for one identity cannot both create a user. */
export async function lockIdentity(db: Db, id: string) {
  return db
    .selectFrom('federated_identities')
    .select(identityColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function linkIdentity(db: Db, id: string, userId: string, at: Date) {
  await db
    .updateTable('federated_identities')
    .set({ user_id: userId, linked_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** A user with no password (they sign in upstream); null when the e-mail is taken meanwhile. */
export async function insertFederatedUser(
  db: Db,
  user: {
    email: string;
    email_verified_at: Date | null;
    first_name: string | null;
    last_name: string | null;
  },
): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
