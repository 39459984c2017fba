import { sql, type Kysely } from 'kysely';

/**
 * Short numeric codes sent by text message (phone sign-up), stored only as a keyed hash, with the attempts
 * left, the expiry and when the last one was sent (the resend countdown). One open code per purpose and
 * flow (the sign-in interaction it belongs to). A person who signed up by phone has a verified phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table verification_codes (
      id uuid primary key default gen_random_uuid(),
      purpose text not null check (purpose ~ '^[a-z0-9_.-]{1,64}$'),
      flow text not null,
      target text not null,
      code_hash text not null,
      attempts integer not null default 0,
      sent_at timestamptz not null,
      expires_at timestamptz not null,
      verified_at timestamptz,
      consumed_at timestamptz,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      unique (purpose, flow)
    )`,
    sql`create index verification_codes_expires_at on verification_codes (expires_at)`,
    // Also wanted by mobile-number verification in enrolment: whichever migration runs first adds it.
    sql`alter table users add column if not exists phone_verified_at timestamptz`,
  ];
  for (const statement of statements) await statement.execute(db);
}
