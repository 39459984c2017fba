import type { Kysely } from 'kysely';
import type { Database, OneTimeTokenPurpose } from '../../db/schema';

type Db = Kysely<Database>;

const userColumns = [
  'id',
  'email',
  'phone',
  'password_hash',
  'email_verified_at',
  'first_name',
  'last_name',
] as const;

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(userColumns).where('email', '=', email).executeTakeFirst();
}

export async function findUserByPhone(db: Db, phone: string) {
  return db.selectFrom('users').select(userColumns).where('phone', '=', phone).executeTakeFirst();
}

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: { email: string; password_hash: string; first_name: string; last_name: string },
): Promise<string> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A person who signed up with a mobile number confirmed by a code; they have no e-mail address yet. */
export async function insertPhoneUser(
  db: Db,
  user: { phone: string; password_hash: string; first_name: string; last_name: string; verified_at: Date },
): Promise<string> {
  const { verified_at, ...rest } = user;
  const row = await db
    .insertInto('users')
    .values({ ...rest, phone_verified_at: verified_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertActor(
  db: Db,
  actor: { user_id: string; access_level: string; actions: string[]; settings: string; name: string },
): Promise<string> {
  const row = await db.insertInto('actors').values(actor).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function listActorLevels(db: Db, userId: string) {
  return db.selectFrom('actors').select(['id', 'access_level']).where('user_id', '=', userId).execute();
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, at: Date) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Db, userId: string, at: Date) {
  await db
    .updateTable('users')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function insertOneTimeToken(
  db: Db,
  token: { purpose: OneTimeTokenPurpose; token_hash: string; user_id: string; expires_at: Date },
) {
  await db.insertInto('one_time_tokens').values(token).execute();
}

export async function findOneTimeToken(db: Db, purpose: OneTimeTokenPurpose, tokenHash: string) {
  return db
    .selectFrom('one_time_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('purpose', '=', purpose)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Single use even when two requests race: only the one that flips used_at gets a row back. */
export async function useOneTimeToken(db: Db, id: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function retireOneTimeTokens(db: Db, userId: string, purpose: OneTimeTokenPurpose, at: Date) {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
