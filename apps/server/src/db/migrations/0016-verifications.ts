import { sql, type Kysely } from 'kysely';

/**
 * Primary-source verification and monitoring (issue 13, decision 034).
 * - jobs becomes a queue: a payload, when to run, attempts with a limit, a lease (locked_by, locked_until) so
 *   a crashed instance's job is claimed again, the last error of a retried attempt, and a dedupe key so many
 *   instances queueing the same re-check make one job.
 * - verifications: one clinician × one source, its status and the evidence of its last check.
 * - expiry_reminders: each reminder (item, expiry date, days before) sent once, whoever runs the pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table jobs
      add column payload jsonb not null default '{}',
      add column run_at timestamptz not null default now(),
      add column attempts integer not null default 0 check (attempts >= 0),
      add column max_attempts integer not null default 1 check (max_attempts between 1 and 20),
      add column locked_by text,
      add column locked_until timestamptz,
      add column last_error text,
      add column dedupe_key text`,
    sql`drop index jobs_queued`,
    sql`create index jobs_runnable on jobs (run_at) where status in ('queued', 'running')`,
    sql`create unique index jobs_open_dedupe on jobs (dedupe_key) where status in ('queued', 'running')`,
    sql`create table verifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      source text not null check (source ~ '^[a-z0-9_]{1,40}$'),
      status text not null default 'pending'
        check (status in ('pending', 'in_progress', 'verified', 'flagged', 'error')),
      method text check (method in ('primary_source', 'attested')),
      reason text,
      -- The last status the clinician was told of, so each change is announced once.
      notified_status text,
      evidence jsonb,
      expirations jsonb not null default '[]',
      job_id uuid references jobs (id) on delete set null,
      checked_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, source)
    )`,
    sql`create index verifications_checked on verifications (checked_at)`,
    sql`create table expiry_reminders (
      user_id uuid not null references users (id) on delete cascade,
      item_key text not null,
      expires_on date not null,
      days_before integer not null,
      sent_at timestamptz not null default now(),
      primary key (user_id, item_key, expires_on, days_before)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
