import { sql, type Kysely } from 'kysely';

/**
 * The wallet's offers and credentials (issue 14, decision 035).
 * - credentials: one row per item a source confirmed (a license, a registration, an exclusion result), through
 *   its whole lifecycle: an offer is a row whose status is 'offered'. `item_key` names the item within its
 *   source so a re-check finds the same row; `values_hash` tells whether the source's values changed. The
 *   nullable sd_jwt, status_uri, status_idx and vct are the portable credential issued once accepted (the
 *   issuer module fills them).
 * - credential_disputes: a clinician's dispute and its answer (a re-check of the source decides it).
 * - person_pictures: the profile picture of PATCH /api/person (one per person; checked by its bytes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table credentials (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      verification_id uuid references verifications (id) on delete set null,
      source text not null check (source ~ '^[a-z0-9_]{1,40}$'),
      schema_name text not null check (schema_name ~ '^[a-z0-9_]{1,60}$'),
      item_key text not null check (length(item_key) between 1 and 200),
      name text not null,
      status text not null default 'offered' check (status in ('offered', 'accepted',
        'pending_verification', 'added', 'expired', 'revoked', 'suspended', 'failed', 'disputed', 'declined')),
      -- Why the status last changed when the system changed it (a monitoring finding, a dispute upheld).
      status_reason text,
      needs_review boolean not null default false,
      awaiting_identity boolean not null default false,
      fields jsonb not null default '{}',
      values_hash text not null,
      origin text not null,
      method text not null check (method in ('primary_source', 'attested')),
      expires_on date,
      verified_at timestamptz,
      checked_at timestamptz,
      offered_at timestamptz not null default now(),
      accepted_at timestamptz,
      replaces_id uuid references credentials (id) on delete set null,
      sd_jwt text,
      status_uri text,
      status_idx integer check (status_idx >= 0),
      vct text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index credentials_user on credentials (user_id, schema_name, item_key)`,
    // One open offer per item: a re-check updates it rather than offering the item twice.
    sql`create unique index credentials_one_offer on credentials (user_id, schema_name, item_key)
      where status = 'offered'`,
    sql`create index credentials_expiring on credentials (expires_on)
      where status in ('added', 'pending_verification', 'suspended')`,
    sql`create table credential_disputes (
      id uuid primary key default gen_random_uuid(),
      credential_id uuid not null references credentials (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      reason text not null check (length(reason) between 1 and 2000),
      document_id uuid,
      status text not null default 'open' check (status in ('open', 'upheld', 'rejected')),
      -- The status the credential had when disputed: a rejected dispute gives it back.
      previous_status text not null,
      job_id uuid references jobs (id) on delete set null,
      answer text,
      answer_evidence jsonb,
      opened_at timestamptz not null default now(),
      answered_at timestamptz
    )`,
    sql`create unique index credential_disputes_one_open on credential_disputes (credential_id)
      where status = 'open'`,
    sql`create index credential_disputes_user on credential_disputes (user_id, status)`,
    sql`create table person_pictures (
      user_id uuid primary key references users (id) on delete cascade,
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
      size integer not null check (size > 0),
      bytes bytea not null,
      updated_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
