import type { Kysely } from 'kysely';
import type { Database, VerifierPresentationItem } from '../../db/schema';

// OpenID4VP rows (migration 0034): the wallet's presentable credentials, the organization a verifier's client
// id is registered for (with the clinician's subscription to it), and each presentation made.

type Db = Kysely<Database>;

/** The caller's credentials in the wallet with a portable copy, newest verification first. */
export function listPresentable(db: Db, userId: string, today: string) {
  return db
    .selectFrom('credentials')
    .select(['id', 'schema_name', 'name', 'status', 'vct', 'fields', 'sd_jwt', 'expires_on'])
    .where('user_id', '=', userId)
    .where('status', '=', 'added')
    .where('sd_jwt', 'is not', null)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .orderBy('verified_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * The organization a verifier client id is registered for and, when the caller is subscribed to it, the
 * requirement of that subscription (its credential set and share settings).
 */
export async function findVerifierOrganization(db: Db, userId: string, clientId: string) {
  const group = await db
    .selectFrom('organization_verifiers')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'organization_verifiers.subscriber_group_id')
    .select(['subscriber_groups.id', 'subscriber_groups.name', 'subscriber_groups.logo_url'])
    .where('organization_verifiers.client_id', '=', clientId)
    .executeTakeFirst();
  if (!group) return null;
  const subscription = await db
    .selectFrom('subscriptions')
    .leftJoin('application_requirements', 'application_requirements.id', 'subscriptions.app_req_id')
    .select(['application_requirements.credential_set', 'application_requirements.application_config'])
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.subscriber_group_id', '=', group.id)
    .orderBy('subscriptions.created_at', 'desc')
    .executeTakeFirst();
  if (!subscription) return null;
  return { group, subscription };
}

export async function insertVerifierPresentation(
  db: Db,
  row: {
    user_id: string;
    client_id: string;
    verifier_name: string;
    subscriber_group_id: string | null;
    response_uri: string;
    nonce: string;
    items: VerifierPresentationItem[];
    attestations: string[];
    signature_name: string;
    redirect_uri: string | null;
  },
) {
  return db
    .insertInto('verifier_presentations')
    .values({ ...row, items: JSON.stringify(row.items), attestations: JSON.stringify(row.attestations) })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function listVerifierPresentations(db: Db, userId: string) {
  return db
    .selectFrom('verifier_presentations')
    .leftJoin('subscriber_groups', 'subscriber_groups.id', 'verifier_presentations.subscriber_group_id')
    .select([
      'verifier_presentations.id',
      'verifier_presentations.client_id',
      'verifier_presentations.verifier_name',
      'verifier_presentations.items',
      'verifier_presentations.redirect_uri',
      'verifier_presentations.created_at',
      'subscriber_groups.name as organization',
    ])
    .where('verifier_presentations.user_id', '=', userId)
    .orderBy('verifier_presentations.created_at', 'desc')
    .limit(200)
    .execute();
}
