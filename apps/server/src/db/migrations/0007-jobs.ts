import { sql, type Kysely } from 'kysely';

/**
 * Background jobs a page waits on (GET /api/job/{id}): who owns it, what it does, where it stands.
 * `error` holds a stable error code, never a raw message, since the owner reads it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table jobs (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind ~ '^[a-z0-9_.-]{1,64}$'),
      status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed')),
      progress integer not null default 0 check (progress between 0 and 100),
      result jsonb,
      error text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index jobs_user_id on jobs (user_id, created_at)`,
    // Runners claim the oldest queued job with a row lock; this keeps that scan short.
    sql`create index jobs_queued on jobs (created_at) where status = 'queued'`,
  ];
  for (const statement of statements) await statement.execute(db);
}
