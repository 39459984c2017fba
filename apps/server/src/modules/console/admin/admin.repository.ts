import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

type Db = Kysely<Database>;

// SQL of the admin command line (decision 057): subscriber groups and their staff actors, which no API
// creates (a group and its first administrator exist before anyone can sign in to the console).

export const findGroupBySlug = (db: Db, slug: string) =>
  db
    .selectFrom('subscriber_groups')
    .select(['id', 'name', 'slug'])
    .where('slug', '=', slug)
    .executeTakeFirst();

export const insertGroup = (db: Db, group: { slug: string; name: string }) =>
  db
    .insertInto('subscriber_groups')
    .values({ ...group, logo_url: null })
    .returning(['id', 'name', 'slug'])
    .executeTakeFirstOrThrow();

export const findUserIdByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirst();

/** A staff account without a password yet: its first password is chosen through a one-time link. */
export const insertStaffUser = (
  db: Db,
  user: { email: string; first_name: string | null; last_name: string | null },
) => db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();

export const findGroupActor = (db: Db, userId: string, groupId: string) =>
  db
    .selectFrom('actors')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('subscriber_group_id', '=', groupId)
    .executeTakeFirst();

export const insertStaffActor = (
  db: Db,
  actor: {
    user_id: string;
    access_level: string;
    actions: string[];
    name: string;
    subscriber_group_id: string;
  },
) => db.insertInto('actors').values(actor).returning('id').executeTakeFirstOrThrow();
