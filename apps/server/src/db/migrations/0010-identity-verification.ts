import { sql, type Kysely } from 'kysely';

/**
 * Identity verification through the identity provider (modules/identity-verification): one row per person
 * with the provider's applicant and check ids, the identity-check step's own check, when the current round
 * was started, and the cross-device link (its token stored only as a hash, with an expiry). The status itself
 * lives in the holder actor's settings.id_verification (spec 000 §3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table identity_verifications (
      user_id uuid primary key references users (id) on delete cascade,
      applicant_id text,
      check_id text,
      id_check_id text,
      started_at timestamptz,
      cross_device_token_hash text unique,
      cross_device_expires_at timestamptz,
      updated_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
