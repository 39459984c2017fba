import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { DEMO_REQUIREMENT_ID } from '../../src/db/seed';

/** A second organization with a requirement and an open invitation: what staff of another one must not reach. */
export async function otherOrganization(db: Kysely<Database>) {
  const group = await db
    .insertInto('subscriber_groups')
    .values({ slug: 'other-health', name: 'Other Health', logo_url: '/logos/other.png' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const requirement = await db
    .insertInto('application_requirements')
    .values({ subscriber_group_id: group.id, name: 'Other onboarding' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invitation = await db
    .insertInto('invitations')
    .values({
      subscriber_group_id: group.id,
      app_req_id: requirement.id,
      email: 'someone@credence.test',
      first_name: 'Sam',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { groupId: group.id, appReqId: requirement.id, inviteId: invitation.id };
}

export async function riverside(db: Kysely<Database>) {
  const group = await db
    .selectFrom('subscriber_groups')
    .select('id')
    .where('slug', '=', 'riverside-health')
    .executeTakeFirstOrThrow();
  // Riverside has more than one requirement (the sharing demo's "Nurse onboarding" too): the hospitalist one.
  const requirement = await db
    .selectFrom('application_requirements')
    .select('id')
    .where('subscriber_group_id', '=', group.id)
    .where('id', '=', DEMO_REQUIREMENT_ID)
    .executeTakeFirstOrThrow();
  return { groupId: group.id, appReqId: requirement.id };
}

/** The hash and nonce of the newest claim link mailed to `to`. */
export async function claimFromOutbox(db: Kysely<Database>, to: string) {
  const mail = await db
    .selectFrom('email_outbox')
    .select('body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/claim-account\?\S+/.exec(mail.body)![0];
  const url = new URL(link);
  return { link, hash: url.searchParams.get('hash')!, nonce: url.searchParams.get('nonce')! };
}
