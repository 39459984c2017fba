import { sql, type Kysely } from 'kysely';

/**
 * credential_disputes.seq: the order disputes were opened in. `opened_at` alone cannot order them: two
 * disputes of one credential opened in the same millisecond (or under a fixed test clock) tied, and the
 * random uuid then picked which one GET /api/credential showed as the latest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credential_disputes add column seq bigint generated always as identity`.execute(db);
  await sql`create index credential_disputes_latest on credential_disputes (credential_id, seq desc)`.execute(
    db,
  );
}
