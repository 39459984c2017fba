import { sql, type Kysely } from 'kysely';

/**
 * Sign-in through the professional-network provider (docs/decisions/010-professional-network-sign-in.md):
 * the upstream identities, linked to a Credence user once GET /api/v2/user/link succeeds, and the upstream
 * authorization requests in flight, kept here so any instance can finish them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table federated_identities (
      id uuid primary key default gen_random_uuid(),
      connection text not null,
      subject text not null,
      user_id uuid references users (id) on delete cascade,
      email text,
      email_verified boolean not null default false,
      given_name text,
      family_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      linked_at timestamptz,
      unique (connection, subject)
    )`,
    sql`create index federated_identities_user on federated_identities (user_id) where user_id is not null`,
    sql`create table federated_sign_ins (
      state_hash text primary key,
      interaction_uid text not null,
      connection text not null,
      code_verifier text not null,
      nonce text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`,
    sql`create index federated_sign_ins_expires_at on federated_sign_ins (expires_at)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
