import type { Insertable, Kysely } from 'kysely';
import type { Database, SamlConnectionsTable } from '../../db/schema';

type Db = Kysely<Database>;

/** An organization's connection with the organization's public face, enabled or not. */
export async function findConnectionBySlug(db: Db, slug: string) {
  return db
    .selectFrom('saml_connections')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'saml_connections.subscriber_group_id')
    .select([
      'saml_connections.id',
      'saml_connections.subscriber_group_id',
      'saml_connections.enabled',
      'saml_connections.idp_entry_point',
      'saml_connections.idp_issuer',
      'saml_connections.idp_certificate',
      'saml_connections.sp_entity_id',
      'saml_connections.name_id_format',
      'saml_connections.email_attribute',
      'saml_connections.first_name_attribute',
      'saml_connections.last_name_attribute',
      'subscriber_groups.slug',
      'subscriber_groups.name as organization_name',
      'subscriber_groups.logo_url',
    ])
    .where('subscriber_groups.slug', '=', slug)
    .executeTakeFirst();
}

export type SamlConnection = NonNullable<Awaited<ReturnType<typeof findConnectionBySlug>>>;

export async function upsertConnection(db: Db, connection: Insertable<SamlConnectionsTable>) {
  await db
    .insertInto('saml_connections')
    .values(connection)
    .onConflict((oc) =>
      oc.column('subscriber_group_id').doUpdateSet((eb) => ({
        enabled: eb.ref('excluded.enabled'),
        idp_entry_point: eb.ref('excluded.idp_entry_point'),
        idp_issuer: eb.ref('excluded.idp_issuer'),
        idp_certificate: eb.ref('excluded.idp_certificate'),
        sp_entity_id: eb.ref('excluded.sp_entity_id'),
        updated_at: new Date(),
      })),
    )
    .execute();
}

export async function insertRequest(
  db: Db,
  request: { id: string; connection_id: string; interaction_uid: string; created_at: Date; expires_at: Date },
) {
  await db.insertInto('saml_requests').values(request).execute();
}

/** Requests long past their expiry prove nothing any more; a new request is a cheap moment to sweep. */
export async function deleteRequestsExpiredBefore(db: Db, before: Date) {
  await db.deleteFrom('saml_requests').where('expires_at', '<', before).execute();
}

export async function findRequest(db: Db, id: string, connectionId: string) {
  return db
    .selectFrom('saml_requests')
    .select(['created_at', 'expires_at', 'consumed_at', 'interaction_uid'])
    .where('id', '=', id)
    .where('connection_id', '=', connectionId)
    .executeTakeFirst();
}

/** Single use even when two responses race: only the one that sets consumed_at gets the row back. */
export async function consumeRequest(db: Db, id: string, connectionId: string, at: Date) {
  return db
    .updateTable('saml_requests')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('connection_id', '=', connectionId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('interaction_uid')
    .executeTakeFirst();
}

/**
 * A person known only through their organization: no password until they choose one. Null when the
 * address was taken meanwhile (two first sign-ins racing), so the caller uses that account instead.
 */
export async function insertProvisionedUser(
  db: Db,
  user: { email: string; first_name: string | null; last_name: string | null; verified_at: Date },
): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: null,
      email_verified_at: user.verified_at,
      first_name: user.first_name,
      last_name: user.last_name,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertActiveSubscription(db: Db, userId: string, subscriberGroupId: string) {
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, subscriber_group_id: subscriberGroupId, status: 'active' })
    .execute();
}
