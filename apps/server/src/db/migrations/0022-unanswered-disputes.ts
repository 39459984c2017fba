import { sql, type Kysely } from 'kysely';

/**
 * credential_disputes.status gains `unanswered` (decision 042): a dispute whose re-check of the source failed
 * on every try is answered so ("could not be checked, try again later") instead of staying open forever.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table credential_disputes drop constraint credential_disputes_status_check`.execute(db);
  await sql`alter table credential_disputes add constraint credential_disputes_status_check
    check (status in ('open', 'upheld', 'rejected', 'unanswered'))`.execute(db);
}
