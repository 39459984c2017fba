import type { Kysely } from 'kysely';
import type { Database, ShareItem } from '../../db/schema';

type Db = Kysely<Database>;

/** The caller's subscription with its organization and requirement; undefined for anybody else's. */
export async function findOwnSubscription(db: Db, userId: string, subscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'subscriptions.subscriber_group_id')
    .leftJoin('application_requirements', 'application_requirements.id', 'subscriptions.app_req_id')
    .select([
      'subscriptions.id',
      'subscriptions.app_req_id',
      'subscriptions.status',
      'subscriber_groups.id as group_id',
      'subscriber_groups.slug as group_slug',
      'subscriber_groups.name as group_name',
      'subscriber_groups.logo_url as group_logo',
      'application_requirements.name as requirement_name',
      'application_requirements.application_config',
      'application_requirements.credential_set',
    ])
    .where('subscriptions.id', '=', subscriptionId)
    .where('subscriptions.user_id', '=', userId)
    .executeTakeFirst();
}
export type OwnSubscription = NonNullable<Awaited<ReturnType<typeof findOwnSubscription>>>;

/** The person's credentials that may stand for a requirement (everything but declined and failed offers). */
export async function listShareableCandidates(db: Db, userId: string) {
  return db
    .selectFrom('credentials')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'not in', ['declined', 'failed'])
    .orderBy('verified_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}
export type CandidateRow = Awaited<ReturnType<typeof listShareableCandidates>>[number];

/** The person's tasks of this organization that must be done before sharing. */
export async function listRequiredTasks(db: Db, userId: string, groupId: string, appReqId: string | null) {
  let query = db
    .selectFrom('clinician_tasks')
    .innerJoin(
      'subscriber_group_tasks',
      'subscriber_group_tasks.id',
      'clinician_tasks.subscriber_group_task_id',
    )
    .select(['clinician_tasks.id', 'clinician_tasks.task_status', 'subscriber_group_tasks.name'])
    .where('clinician_tasks.user_id', '=', userId)
    .where('subscriber_group_tasks.subscriber_group_id', '=', groupId)
    .where('subscriber_group_tasks.required_for_share', '=', true);
  query = appReqId
    ? query.where((eb) =>
        eb.or([
          eb('subscriber_group_tasks.app_req_id', '=', appReqId),
          eb('subscriber_group_tasks.app_req_id', 'is', null),
        ]),
      )
    : query.where('subscriber_group_tasks.app_req_id', 'is', null);
  return query.orderBy('subscriber_group_tasks.created_at').execute();
}

export async function readAdoptedSignature(db: Db, userId: string) {
  const row = await db
    .selectFrom('holder_signatures')
    .select('full_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.full_name ?? null;
}

export async function adoptSignature(db: Db, userId: string, fullName: string) {
  await db
    .insertInto('holder_signatures')
    .values({ user_id: userId, full_name: fullName })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function readUserName(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export interface NewShare {
  user_id: string;
  subscription_id: string;
  subscriber_group_id: string;
  app_req_id: string | null;
  audience: string;
  nonce: string;
  purpose: string;
  retention_days: number;
  items: ShareItem[];
  attestations: string[];
  signature_name: string;
  signed_at: Date;
  verified_at: Date | null;
  created_at: Date;
}

export async function insertShare(db: Db, share: NewShare) {
  return db
    .insertInto('shares')
    .values({
      ...share,
      items: JSON.stringify(share.items),
      attestations: JSON.stringify(share.attestations),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const shareColumns = [
  'shares.id',
  'shares.user_id',
  'shares.subscription_id',
  'shares.subscriber_group_id',
  'shares.audience',
  'shares.nonce',
  'shares.purpose',
  'shares.retention_days',
  'shares.items',
  'shares.attestations',
  'shares.signature_name',
  'shares.signed_at',
  'shares.verified_at',
  'shares.status',
  'shares.ended_at',
  'shares.created_at',
  'subscriber_groups.name as group_name',
  'subscriber_groups.logo_url as group_logo',
] as const;

export async function listOwnShares(db: Db, userId: string) {
  return db
    .selectFrom('shares')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'shares.subscriber_group_id')
    .select(shareColumns)
    .where('shares.user_id', '=', userId)
    .orderBy('shares.created_at', 'desc')
    .orderBy('shares.id')
    .execute();
}
export type ShareRow = Awaited<ReturnType<typeof listOwnShares>>[number];

export async function findOwnShare(db: Db, userId: string, shareId: string) {
  return db
    .selectFrom('shares')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'shares.subscriber_group_id')
    .select(shareColumns)
    .where('shares.id', '=', shareId)
    .where('shares.user_id', '=', userId)
    .executeTakeFirst();
}

/** A share made with this organization, with the clinician's name; undefined for another organization's. */
export async function findGroupShare(db: Db, groupId: string, shareId: string) {
  return db
    .selectFrom('shares')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'shares.subscriber_group_id')
    .innerJoin('users', 'users.id', 'shares.user_id')
    .select([...shareColumns, 'users.first_name', 'users.last_name'])
    .where('shares.id', '=', shareId)
    .where('shares.subscriber_group_id', '=', groupId)
    .executeTakeFirst();
}

export async function listGroupShares(db: Db, groupId: string) {
  return db
    .selectFrom('shares')
    .innerJoin('users', 'users.id', 'shares.user_id')
    .select(['shares.id', 'shares.created_at', 'shares.items', 'users.first_name', 'users.last_name'])
    .where('shares.subscriber_group_id', '=', groupId)
    .where('shares.status', '=', 'active')
    .orderBy('shares.created_at', 'desc')
    .orderBy('shares.id')
    .execute();
}

export async function endShare(db: Db, shareId: string, at: Date) {
  await db
    .updateTable('shares')
    .set({ status: 'ended', ended_at: at })
    .where('id', '=', shareId)
    .where('status', '=', 'active')
    .execute();
}

export async function insertShareEvent(
  db: Db,
  event: {
    share_id: string;
    kind: 'viewed' | 'downloaded' | 'ended';
    actor_id: string | null;
    actor_name: string | null;
    at: Date;
    /** What was opened or downloaded (a document's name); left out for the share itself. */
    subject?: string | null;
  },
) {
  await db.insertInto('share_events').values(event).execute();
}

export async function listShareEvents(db: Db, shareIds: string[]) {
  if (shareIds.length === 0) return [];
  return db
    .selectFrom('share_events')
    .select(['share_id', 'kind', 'actor_name', 'at'])
    .where('share_id', 'in', shareIds)
    .orderBy('seq')
    .execute();
}

/** The person's credentials named by a share, with what the FHIR export needs. */
export async function listShareCredentials(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('credentials')
    .select(['id', 'fields', 'source', 'verified_at'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export async function readSpecialtyCode(db: Db, userId: string) {
  const row = await db
    .selectFrom('self_attested')
    .select('value')
    .where('user_id', '=', userId)
    .where('key', '=', 'basic_info|specialty_code')
    .executeTakeFirst();
  return typeof row?.value === 'string' && row.value ? row.value : null;
}
