import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** An invitation with its organization; the service decides whether it is still open. */
export async function findInvitation(db: Db, id: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'invitations.subscriber_group_id')
    .select([
      'invitations.id',
      'invitations.subscriber_group_id',
      'invitations.app_req_id',
      'invitations.email',
      'invitations.first_name',
      'invitations.status',
      'invitations.expires_at',
      'invitations.accepted_by',
      'subscriber_groups.name as organization_name',
      'subscriber_groups.logo_url as organization_logo',
    ])
    .where('invitations.id', '=', id)
    .executeTakeFirst();
}

export async function findRequirement(db: Db, id: string) {
  return db
    .selectFrom('application_requirements')
    .select(['id', 'subscriber_group_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findGroup(db: Db, id: string) {
  return db.selectFrom('subscriber_groups').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findSubscription(
  db: Db,
  key: { userId: string; groupId: string; appReqId: string | null },
) {
  let query = db
    .selectFrom('subscriptions')
    .select(['id', 'status'])
    .where('user_id', '=', key.userId)
    .where('subscriber_group_id', '=', key.groupId);
  query = key.appReqId ? query.where('app_req_id', '=', key.appReqId) : query.where('app_req_id', 'is', null);
  return query.forUpdate().executeTakeFirst();
}

export async function insertSubscription(
  db: Db,
  row: {
    user_id: string;
    subscriber_group_id: string;
    app_req_id: string | null;
    status: 'active' | 'pending';
  },
) {
  return db.insertInto('subscriptions').values(row).returning(['id', 'status']).executeTakeFirstOrThrow();
}

export async function activateSubscription(db: Db, id: string) {
  await db.updateTable('subscriptions').set({ status: 'active' }).where('id', '=', id).execute();
}

export async function insertInvitation(
  db: Db,
  row: {
    subscriber_group_id: string;
    app_req_id: string | null;
    email: string;
    first_name: string | null;
    last_name: string | null;
    expires_at: Date;
  },
) {
  const inserted = await db.insertInto('invitations').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Only an open invitation flips, so two acceptances cannot both claim it. */
export async function acceptInvitation(db: Db, id: string, userId: string) {
  await db
    .updateTable('invitations')
    .set({ status: 'accepted', accepted_by: userId })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

export async function listSubscriptions(db: Db, userId: string, all: boolean) {
  let query = db
    .selectFrom('subscriptions')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'subscriptions.subscriber_group_id')
    .select([
      'subscriptions.id',
      'subscriptions.app_req_id',
      'subscriptions.status',
      'subscriptions.subscriber_group_id',
      'subscriber_groups.slug',
      'subscriber_groups.name',
      'subscriber_groups.logo_url',
      'subscriber_groups.settings',
    ])
    .where('subscriptions.user_id', '=', userId);
  if (!all) query = query.where('subscriptions.status', '=', 'active');
  return query.orderBy('subscriptions.created_at').orderBy('subscriptions.id').execute();
}

export async function findUserForJoin(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
