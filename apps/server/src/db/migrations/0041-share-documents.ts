import { sql, type Kysely } from 'kysely';

/**
 * The documents of a share (issue 18, decision 066): at share time, the files behind what the clinician shared
 * with the group (the uploads of the tasks on the share's checklist, and the signed PDFs of the group's consent
 * forms) are listed here, fixed with the share. The file itself stays the clinician's: a document deleted since
 * leaves its entry without a file (document_id set null). `share_events.subject` names what was opened or
 * downloaded (a document's name; null for the share itself), so the log says who in the group opened what.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table share_documents (
      id uuid primary key default gen_random_uuid(),
      share_id uuid not null references shares (id) on delete cascade,
      position integer not null,
      kind text not null check (kind in ('task', 'consent')),
      document_id uuid references documents (id) on delete set null,
      consent_form_id uuid references consent_forms (id) on delete set null,
      name text not null,
      label text not null,
      content_type text not null,
      unique (share_id, position)
    )`.execute(db);
  await sql`create index share_documents_document on share_documents (document_id)`.execute(db);
  await sql`alter table share_events add column subject text`.execute(db);
}
