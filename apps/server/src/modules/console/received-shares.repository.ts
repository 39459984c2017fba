import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A date column as its ISO day, the same on PGlite and PostgreSQL whatever the server's time zone. */
const isoDay = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

// Reads of the shares a group received (decision 051). Every query is filtered by the caller's group: another
// group's share is never found, so the service answers the same 404 as for a missing one.

const receivedColumns = [
  'shares.id',
  'shares.user_id',
  'shares.audience',
  'shares.nonce',
  'shares.items',
  'shares.status',
  'shares.ended_at',
  'shares.created_at',
  'shares.purpose',
  'shares.retention_days',
  'shares.attestations',
  'shares.signature_name',
  'shares.signed_at',
  'shares.verified_at',
  'shares.subscription_id',
  'shares.subscriber_group_id',
  'users.first_name',
  'users.last_name',
  'subscriber_groups.name as group_name',
  'subscriber_groups.logo_url as group_logo',
  'application_requirements.name as requirement',
  'application_requirements.application_config',
] as const;

function receivedQuery(db: Db, groupId: string) {
  return db
    .selectFrom('shares')
    .innerJoin('users', 'users.id', 'shares.user_id')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'shares.subscriber_group_id')
    .leftJoin('application_requirements', 'application_requirements.id', 'shares.app_req_id')
    .select(receivedColumns)
    .where('shares.subscriber_group_id', '=', groupId);
}

/** Every share made with the group, open or ended, newest first. */
export const listReceivedShares = (db: Db, groupId: string) =>
  receivedQuery(db, groupId).orderBy('shares.created_at', 'desc').orderBy('shares.id').execute();

/** One share made with the group; undefined for a missing one and for another group's alike. */
export const findReceivedShare = (db: Db, groupId: string, shareId: string) =>
  receivedQuery(db, groupId).where('shares.id', '=', shareId).executeTakeFirst();

export type ReceivedShareRow = NonNullable<Awaited<ReturnType<typeof findReceivedShare>>>;

/** The primary-source check and expiry of the clinician's credentials a share names. */
export async function listCredentialChecks(db: Db, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('credentials')
    .select(['id', 'verified_at', isoDay('expires_on').as('expires_on')])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

/** The whole log of a share: every view, download and end, oldest first. */
export const listShareLog = (db: Db, shareId: string) =>
  db
    .selectFrom('share_events')
    .select(['kind', 'actor_name', 'at', 'subject'])
    .where('share_id', '=', shareId)
    .orderBy('seq')
    .execute();

/**
 * Credentials of the group's clinicians that are in a share still open to the group and expire on or before
 * `until` (an ISO date), with the clinician's name; each credential once even when shared twice.
 */
export async function listSharedExpiring(db: Db, groupId: string, until: string) {
  const shares = await db
    .selectFrom('shares')
    .select(['user_id', 'items'])
    .where('subscriber_group_id', '=', groupId)
    .where('status', '=', 'active')
    .execute();
  const ids = [...new Set(shares.flatMap((share) => share.items.map((item) => item.credential_id)))];
  if (ids.length === 0) return [];
  const owners = [...new Set(shares.map((share) => share.user_id))];
  return db
    .selectFrom('credentials')
    .innerJoin('users', 'users.id', 'credentials.user_id')
    .select([
      'credentials.id',
      'credentials.name',
      'credentials.schema_name',
      isoDay('credentials.expires_on').as('expires_on'),
      'users.first_name',
      'users.last_name',
    ])
    .where('credentials.id', 'in', ids)
    .where('credentials.user_id', 'in', owners)
    .where('credentials.expires_on', 'is not', null)
    .where('credentials.expires_on', '<=', until)
    .orderBy('credentials.expires_on')
    .orderBy('credentials.id')
    .execute();
}
