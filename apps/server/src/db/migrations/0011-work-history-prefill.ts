import { sql, type Kysely } from 'kysely';

/**
 * Positions read from a clinician's resume (POST /api/resume_parser) waiting to be confirmed in the
 * work-history step (GET/DELETE /api/work_history/prefill). One row per person: a new resume replaces it.
 * The file itself is not kept. dismissed_at marks that the clinician dismissed what was left; the row stays
 * so that the resume step still counts as done (GET /api/progress_steps).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table work_history_prefill (
      user_id uuid primary key references users (id) on delete cascade,
      source text not null check (source in ('resume')),
      positions jsonb not null default '[]',
      created_at timestamptz not null default now(),
      dismissed_at timestamptz
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
