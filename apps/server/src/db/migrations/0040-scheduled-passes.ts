import { sql, type Kysely } from 'kysely';

/**
 * Scheduled passes claimed across the fleet (issue 19): the monitoring pass runs once per interval in all,
 * not once per instance. An instance starts a pass only by moving `last_started_at` forward in one
 * conditional upsert (modules/jobs/scheduled-pass.ts), which exactly one of several instances wins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table scheduled_passes (
    name text primary key,
    last_started_at timestamptz not null
  )`.execute(db);
}
