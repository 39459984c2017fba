import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const columns = ['id', 'type', 'title_key', 'title_params', 'text', 'payload', 'created_at'] as const;

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

export interface NewNotification {
  userId: string;
  type: string;
  titleKey: string | null;
  titleParams: Record<string, string | number>;
  text: string | null;
  payload: Record<string, unknown>;
}

export async function insertNotification(db: Db, row: NewNotification) {
  return db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      type: row.type,
      title_key: row.titleKey,
      title_params: JSON.stringify(row.titleParams),
      text: row.text,
      payload: JSON.stringify(row.payload),
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Newest first, without deleted ones. */
export async function listNotifications(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Oldest first, for sending in order: what came after `afterId`. */
export async function notificationsAfter(db: Db, userId: string, afterId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

export async function findLiveNotification(db: Db, userId: string, id: number) {
  return db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** True when a notification of this person was deleted now; false for a missing or someone else's. */
export async function softDeleteNotification(db: Db, userId: string, id: number, at: Date) {
  const result = await db
    .updateTable('notifications')
    .set({ deleted_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readPreferences(db: Db, userId: string) {
  const row = await db
    .selectFrom('notification_preferences')
    .select('preferences')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.preferences;
}

export async function writePreferences(db: Db, userId: string, preferences: object, at: Date) {
  const value = JSON.stringify(preferences);
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, preferences: value, updated_at: at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ preferences: value, updated_at: at }))
    .execute();
}

/** Where e-mail and text messages go; names stay out of it. */
export async function findContact(db: Db, userId: string) {
  return db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirst();
}

/**
 * A person subscribed (active or pending) to the organization, found by id or e-mail; anyone else is
 * undefined, exactly like a person who does not exist.
 */
export async function findSubscribedUser(
  db: Db,
  groupId: string,
  who: { userId?: string | undefined; email?: string | undefined },
) {
  let query = db
    .selectFrom('users')
    .innerJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'subscriptions.subscriber_group_id')
    .select(['users.id', 'subscriber_groups.name as group_name'])
    .where('subscriptions.subscriber_group_id', '=', groupId);
  if (who.userId) query = query.where('users.id', '=', who.userId);
  if (who.email) query = query.where('users.email', '=', who.email.toLowerCase());
  return query.limit(1).executeTakeFirst();
}

export async function insertSmsOutbox(db: Db, message: { id: string; to: string; body: string; at: Date }) {
  await db
    .insertInto('sms_outbox')
    .values({ id: message.id, to_phone: message.to, body: message.body, created_at: message.at })
    .execute();
}
