import { sql, type Kysely } from 'kysely';

/**
 * A reference's id is chosen by the web, so it is only unique within one clinician's references (issue 11
 * item 7). With a table-wide key, writing an id another clinician holds had to be refused, and that refusal
 * told the caller the id exists; keyed by (user_id, id), the write is an ordinary new reference of the
 * caller's own, answered like any unknown id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table peer_references drop constraint peer_references_pkey`.execute(db);
  await sql`alter table peer_references add primary key (user_id, id)`.execute(db);
}
