import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

type Db = Kysely<Database>;

/** The group's slug (for our entity id and ACS URL) and its connection, if it has one. */
export async function findGroupConnection(db: Db, groupId: string) {
  return db
    .selectFrom('subscriber_groups')
    .leftJoin('saml_connections', 'saml_connections.subscriber_group_id', 'subscriber_groups.id')
    .select([
      'subscriber_groups.slug',
      'saml_connections.id as connection_id',
      'saml_connections.enabled',
      'saml_connections.idp_entry_point',
      'saml_connections.idp_issuer',
      'saml_connections.idp_certificate',
      'saml_connections.sp_entity_id',
      'saml_connections.email_attribute',
      'saml_connections.first_name_attribute',
      'saml_connections.last_name_attribute',
      'saml_connections.updated_at',
    ])
    .where('subscriber_groups.id', '=', groupId)
    .executeTakeFirst();
}

export interface SamlSettingsValues {
  enabled: boolean;
  idp_entry_point: string;
  idp_issuer: string;
  idp_certificate: string;
  email_attribute: string;
  first_name_attribute: string;
  last_name_attribute: string;
}

/**
 * Creates or replaces the group's connection. Our entity id is written on creation only, so an IdP
 * already configured with it keeps working; the NameID format keeps its default (an e-mail address).
 */
export async function saveGroupConnection(
  db: Db,
  groupId: string,
  values: SamlSettingsValues,
  spEntityId: string,
  at: Date,
) {
  await db
    .insertInto('saml_connections')
    .values({
      subscriber_group_id: groupId,
      ...values,
      sp_entity_id: spEntityId,
      name_id_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('subscriber_group_id').doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

/** Clinicians subscribed to the group (one per person, whatever their subscriptions' states). */
export async function countSubscribed(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('subscriber_group_id', '=', groupId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
