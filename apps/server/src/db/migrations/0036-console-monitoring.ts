import { sql, type Kysely } from 'kysely';

/**
 * Console monitoring (issue 18, decision 056).
 * - `exclusion_reviews`: a group's decision on an exclusion candidate of one of its clinicians (confirmed or
 *   cleared), remembered with the list row's hash it was taken on: while the row is unchanged the candidate
 *   does not come back to the group; a changed row reopens it (decision 033 rule 6).
 * - `verification_checks`: every settled primary-source check kept as history (the verifications row holds
 *   only the newest), one row per source and, for the exclusion screening, per list with its snapshot's
 *   SHA-256 and date: what the monthly monitoring report lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table exclusion_reviews (
      id uuid primary key default gen_random_uuid(),
      subscriber_group_id uuid not null references subscriber_groups (id) on delete cascade,
      match_id uuid not null references exclusion_matches (id) on delete cascade,
      row_hash text not null,
      decision text not null check (decision in ('confirmed', 'cleared')),
      decided_by uuid references actors (id) on delete set null,
      decided_at timestamptz not null,
      unique (subscriber_group_id, match_id)
    )`,
    sql`create table verification_checks (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      source text not null,
      list text,
      status text not null,
      method text,
      snapshot_sha256 text,
      snapshot_fetched_at timestamptz,
      checked_at timestamptz not null
    )`,
    sql`create index verification_checks_user_time on verification_checks (user_id, checked_at)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
