import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export const findGroupById = (db: Db, groupId: string) =>
  db
    .selectFrom('subscriber_groups')
    .select(['id', 'name', 'slug'])
    .where('id', '=', groupId)
    .executeTakeFirst();

export const listRequirements = (db: Db, groupId: string) =>
  db
    .selectFrom('application_requirements')
    .select(['id', 'name'])
    .where('subscriber_group_id', '=', groupId)
    .orderBy('name')
    .orderBy('id')
    .execute();

export const findRequirementOfGroup = (db: Db, groupId: string, id: string) =>
  db
    .selectFrom('application_requirements')
    .select(['id', 'name'])
    .where('subscriber_group_id', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();

const invitationColumns = [
  'invitations.id',
  'invitations.email',
  'invitations.first_name',
  'invitations.last_name',
  'invitations.status',
  'invitations.expires_at',
  'invitations.sent_at',
  'invitations.send_count',
  'invitations.created_at',
  'application_requirements.name as requirement',
] as const;

export const listInvitations = (db: Db, groupId: string) =>
  db
    .selectFrom('invitations')
    .leftJoin('application_requirements', 'application_requirements.id', 'invitations.app_req_id')
    .select(invitationColumns)
    .where('invitations.subscriber_group_id', '=', groupId)
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.id')
    .execute();

export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

export const findInvitationOfGroup = (db: Db, groupId: string, id: string) =>
  db
    .selectFrom('invitations')
    .leftJoin('application_requirements', 'application_requirements.id', 'invitations.app_req_id')
    .select(invitationColumns)
    .where('invitations.subscriber_group_id', '=', groupId)
    .where('invitations.id', '=', id)
    .executeTakeFirst();

/** Open, unexpired invitations of the group to these addresses (lower case). */
export async function openInvitationEmails(db: Db, groupId: string, emails: string[], now: Date) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('invitations')
    .select(sql<string>`lower(email)`.as('email'))
    .where('subscriber_group_id', '=', groupId)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();
  return new Set(rows.map((row) => row.email));
}

export const insertInvitation = (
  db: Db,
  values: {
    subscriber_group_id: string;
    app_req_id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    expires_at: Date;
    invited_by: string | null;
    sent_at: Date;
  },
) =>
  db
    .insertInto('invitations')
    .values({ ...values, send_count: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();

export const markResent = (db: Db, id: string, now: Date, expiresAt: Date) =>
  db
    .updateTable('invitations')
    .set((eb) => ({ sent_at: now, expires_at: expiresAt, send_count: eb('send_count', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();

export const markRevoked = (db: Db, id: string) =>
  db
    .updateTable('invitations')
    .set({ status: 'revoked' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();

/** Every subscription of the group with what the roster state needs. */
export const listGroupSubscriptions = (db: Db, groupId: string) =>
  db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .leftJoin('application_requirements', 'application_requirements.id', 'subscriptions.app_req_id')
    .leftJoin('self_attested', (join) =>
      join
        .onRef('self_attested.user_id', '=', 'subscriptions.user_id')
        .on('self_attested.key', '=', 'status|enrollment_status'),
    )
    .select((eb) => [
      'subscriptions.id',
      'subscriptions.user_id',
      'subscriptions.status',
      'subscriptions.created_at',
      'subscriptions.app_req_id',
      'subscriptions.reviewed_at',
      eb
        .selectFrom('actors')
        .select('actors.name')
        .whereRef('actors.id', '=', 'subscriptions.reviewed_by')
        .as('reviewed_by_name'),
      'users.first_name',
      'users.last_name',
      'users.email',
      'application_requirements.name as requirement',
      'self_attested.value as enrollment_status',
      // Required-for-share tasks of this group assigned to the clinician and not done yet.
      eb
        .selectFrom('clinician_tasks')
        .innerJoin(
          'subscriber_group_tasks',
          'subscriber_group_tasks.id',
          'clinician_tasks.subscriber_group_task_id',
        )
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('clinician_tasks.user_id', '=', 'subscriptions.user_id')
        .where('subscriber_group_tasks.subscriber_group_id', '=', groupId)
        .where('subscriber_group_tasks.required_for_share', '=', true)
        .where('clinician_tasks.task_status', 'in', ['todo', 'in_progress'])
        .as('open_required_tasks'),
      // A primary-source check that found a problem or failed. An exclusion candidate is the group's to
      // decide (decision 056): it counts below while open or once confirmed, not once the group cleared it.
      eb
        .selectFrom('verifications')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('verifications.user_id', '=', 'subscriptions.user_id')
        .where('verifications.status', 'in', ['flagged', 'error'])
        .where((w) =>
          w.or([
            w('verifications.source', '<>', 'exclusions'),
            w('verifications.reason', '<>', 'exclusions.candidate'),
          ]),
        )
        .as('problems'),
      exclusionProblems(groupId).as('exclusion_problems'),
      // A share to this group through this subscription whose access the clinician has not ended.
      eb
        .selectFrom('shares')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('shares.subscription_id', '=', 'subscriptions.id')
        .where('shares.subscriber_group_id', '=', groupId)
        .where('shares.status', '=', 'active')
        .as('active_shares'),
    ])
    .where('subscriptions.subscriber_group_id', '=', groupId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('subscriptions.id')
    .execute();

export const findPendingOfGroup = (db: Db, groupId: string, id: string) =>
  db
    .selectFrom('subscriptions')
    .select(['id'])
    .where('subscriber_group_id', '=', groupId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export const approveSubscription = (db: Db, id: string, actorId: string | null, now: Date) =>
  db
    .updateTable('subscriptions')
    .set({ status: 'active', approved_by: actorId, approved_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();

export const markReviewed = (db: Db, groupId: string, id: string, actorId: string | null, now: Date) =>
  db
    .updateTable('subscriptions')
    .set({ reviewed_by: actorId, reviewed_at: now })
    .where('id', '=', id)
    .where('subscriber_group_id', '=', groupId)
    .executeTakeFirst();

/**
 * The clinician's exclusion problems for the group (decision 056): an identifier match, a candidate (or a
 * "not me") the group has not decided on this version of the row, or one the group confirmed.
 */
const exclusionProblems = (groupId: string) =>
  sql<number>`(select count(*)::int from exclusion_matches m
    left join exclusion_reviews v on v.match_id = m.id and v.subscriber_group_id = ${groupId}
    where m.user_id = subscriptions.user_id and m.active
      and (m.status = 'excluded' or (m.status in ('candidate', 'not_me')
        and (v.id is null or v.row_hash <> m.row_hash or v.decision = 'confirmed'))))`;
