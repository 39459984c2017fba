import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An organization of its own with no requirement: what a test subscribes a person to. */
export async function insertTestGroup(db: Kysely<Database>) {
  const slug = `share-test-${randomBytes(4).toString('hex')}`;
  const group = await db
    .insertInto('subscriber_groups')
    .values({ slug, name: 'Share Test Clinic', logo_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: group.id, slug };
}

/** A subscription of the person to a new organization (the security suite's "another clinician's object"). */
export async function insertTestSubscription(db: Kysely<Database>, userId: string, groupId?: string) {
  const group = groupId ?? (await insertTestGroup(db)).id;
  const row = await db
    .insertInto('subscriptions')
    .values({ user_id: userId, subscriber_group_id: group, app_req_id: null, status: 'active' })
    .returning(['id', 'subscriber_group_id'])
    .executeTakeFirstOrThrow();
  return row;
}

/** A share of the person stored directly (no credentials in it), as POST /api/presentations would store one. */
export async function insertTestShare(db: Kysely<Database>, userId: string, groupId?: string) {
  const subscription = await insertTestSubscription(db, userId, groupId);
  const now = new Date();
  return db
    .insertInto('shares')
    .values({
      user_id: userId,
      subscription_id: subscription.id,
      subscriber_group_id: subscription.subscriber_group_id,
      app_req_id: null,
      audience: 'http://localhost/organizations/share-test',
      nonce: randomBytes(16).toString('base64url'),
      purpose: 'Credentialing and privileging',
      retention_days: 1095,
      items: JSON.stringify([]),
      attestations: JSON.stringify(['accurate', 'authorize', 'notify-changes']),
      signature_name: 'Test Clinician',
      signed_at: now,
      verified_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
