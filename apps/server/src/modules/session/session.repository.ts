import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A person's actors, oldest first: the first one is the default when no actor header is sent. */
export async function listActors(db: Db, userId: string) {
  return db
    .selectFrom('actors')
    .leftJoin('subscriber_groups', 'subscriber_groups.id', 'actors.subscriber_group_id')
    .select([
      'actors.id',
      'actors.access_level',
      'actors.actions',
      'actors.settings',
      'actors.name',
      'actors.subscriber_group_id',
      'subscriber_groups.name as subscriber_group_name',
    ])
    .where('actors.user_id', '=', userId)
    .orderBy('actors.created_at')
    .orderBy('actors.id')
    .execute();
}

export type ActorRow = Awaited<ReturnType<typeof listActors>>[number];

export async function recordLogin(db: Db, userId: string, at: Date) {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

export async function findSessionUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash', 'force_enroll', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
