import { sql, type Kysely } from 'kysely';

/**
 * Organization sign-in (SAML 2.0): one identity provider per organization, and the AuthnRequest ids we
 * sent, kept in the database so any instance can check a response's InResponseTo and refuse a replay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table saml_connections (
      id uuid primary key default gen_random_uuid(),
      subscriber_group_id uuid not null unique references subscriber_groups (id) on delete cascade,
      enabled boolean not null default true,
      idp_entry_point text not null check (idp_entry_point ~ '^https?://'),
      idp_issuer text not null,
      idp_certificate text not null,
      sp_entity_id text not null,
      name_id_format text,
      email_attribute text not null default 'email',
      first_name_attribute text not null default 'firstName',
      last_name_attribute text not null default 'lastName',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create table saml_requests (
      id text primary key,
      connection_id uuid not null references saml_connections (id) on delete cascade,
      interaction_uid text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`,
    sql`create index saml_requests_expires_at on saml_requests (expires_at)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
