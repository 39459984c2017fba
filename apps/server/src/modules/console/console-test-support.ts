import { randomBytes } from 'node:crypto';
import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Makes the actor staff (admin) of a new subscriber group with one requirement set, for tests and the
 * security suite's object makers; answers the group's and the requirement's ids.
 */
export async function makeStaffOfNewGroup(db: Kysely<Database>, actorId: string) {
  const slug = `group-${randomBytes(4).toString('hex')}`;
  const group = await db
    .insertInto('subscriber_groups')
    .values({ slug, name: `Group ${slug}`, logo_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const requirement = await db
    .insertInto('application_requirements')
    .values({ subscriber_group_id: group.id, name: 'Onboarding' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const actor = await db
    .selectFrom('actors')
    .select('actions')
    .where('id', '=', actorId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('actors')
    .set({
      access_level: 'staff',
      subscriber_group_id: group.id,
      actions: [...new Set([...actor.actions, ...STAFF_ROLE_ACTIONS.admin])],
    })
    .where('id', '=', actorId)
    .execute();
  return { groupId: group.id, appReqId: requirement.id };
}

/** An open invitation of the group. */
export const insertTestInvitation = async (db: Kysely<Database>, groupId: string, appReqId: string) =>
  (
    await db
      .insertInto('invitations')
      .values({
        subscriber_group_id: groupId,
        app_req_id: appReqId,
        email: `invited.${randomBytes(4).toString('hex')}@credence.test`,
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** A pending join of a new person to the group. */
export async function insertTestPendingJoin(db: Kysely<Database>, groupId: string, appReqId: string) {
  return (await insertTestSubscriber(db, groupId, appReqId, { status: 'pending', first: 'Pat' }))
    .subscriptionId;
}

/** A new clinician subscribed to the group's requirement set: the user's and the subscription's ids. */
export async function insertTestSubscriber(
  db: Kysely<Database>,
  groupId: string,
  appReqId: string,
  { status = 'active', first = 'Sam' }: { status?: 'active' | 'pending'; first?: string } = {},
) {
  const user = await db
    .insertInto('users')
    .values({
      email: `${first.toLowerCase()}.${randomBytes(4).toString('hex')}@credence.test`,
      first_name: first,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const subscription = await db
    .insertInto('subscriptions')
    .values({ user_id: user.id, subscriber_group_id: groupId, app_req_id: appReqId, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, subscriptionId: subscription.id };
}

/** A signed work verification (with its PDF) of a new clinician subscribed to the group's requirement set. */
export async function insertTestSignedWorkVerification(
  db: Kysely<Database>,
  groupId: string,
  appReqId: string,
) {
  const user = await db
    .insertInto('users')
    .values({ email: `verified.${randomBytes(4).toString('hex')}@credence.test`, first_name: 'Wes' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({ user_id: user.id, subscriber_group_id: groupId, app_req_id: appReqId, status: 'active' })
    .execute();
  const now = new Date();
  const row = await db
    .insertInto('work_verifications')
    .values({
      id: crypto.randomUUID(),
      user_id: user.id,
      kind: 'work_history',
      item_id: crypto.randomUUID(),
      app_req_id: appReqId,
      subject: JSON.stringify({ clinician: { first_name: 'Wes' }, position: { institution: 'Mercy' } }),
      verifier_name: 'Dana Verifier',
      verifier_email: 'verifier@mercy.test',
      status: 'signed',
      sent_at: now,
      expires_at: new Date(now.getTime() + 86_400_000),
      signed_at: now,
      document: new TextEncoder().encode('%PDF-1.7 test'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
