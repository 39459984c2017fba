import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** An account without a password: it can only be reached through its claim link. */
export async function insertUnclaimedUser(
  db: Db,
  user: { email: string; first_name: string; last_name: string; degree_type: string | null },
) {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccountDetails(
  db: Db,
  userId: string,
  change: { first_name?: string; last_name?: string; degree_type?: string | null; updated_at: Date },
) {
  await db.updateTable('users').set(change).where('id', '=', userId).execute();
}

export async function findUserDetails(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'degree_type'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findGroupName(db: Db, groupId: string) {
  const row = await db
    .selectFrom('subscriber_groups')
    .select('name')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.name;
}

/** A person the organization has invited or who joined it; nobody else is visible to its staff. */
export async function findOrganizationPerson(db: Db, groupId: string, email: string) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.password_hash'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('actors').select('actors.id').whereRef('actors.user_id', '=', 'users.id'))
        .as('has_actor'),
    )
    .where('users.email', '=', email)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('subscriptions')
            .select('subscriptions.id')
            .whereRef('subscriptions.user_id', '=', 'users.id')
            .where('subscriptions.subscriber_group_id', '=', groupId),
        ),
        eb.exists(
          eb
            .selectFrom('invitations')
            .select('invitations.id')
            .whereRef('invitations.email', '=', 'users.email')
            .where('invitations.subscriber_group_id', '=', groupId),
        ),
      ]),
    )
    .executeTakeFirst();
}
