import { sql, type Kysely } from 'kysely';

/**
 * Accounts created on a clinician's behalf: the claim links (hash and nonce stored only as SHA-256 digests)
 * and the degree type recorded at account creation (000 §5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table account_claims (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      invitation_id uuid references invitations (id),
      hash_digest text not null unique,
      nonce_digest text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_by uuid references actors (id),
      created_at timestamptz not null default now()
    )`,
    sql`create index account_claims_user on account_claims (user_id)`,
    sql`alter table users add column degree_type text
      check (degree_type in ('NP', 'CRNA', 'CNM', 'CNS', 'PA', 'RN'))`,
  ];
  for (const statement of statements) await statement.execute(db);
}
