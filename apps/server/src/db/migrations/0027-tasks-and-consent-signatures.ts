import { sql, type Kysely } from 'kysely';

/**
 * Tasks, attestations and consents (issue 15, decision 047):
 * - clinician_tasks keeps what the clinician gave: the answers of a question task, the document of a
 *   document task (one of their documents; document_uses records the use), and when it was submitted;
 * - users.signature_name is the exact spelling of the clinician's first typed-name signature, which every
 *   later signature must repeat (001 §5);
 * - each consent signature keeps its signature record (credentials.md §6), the record's SHA-256 and the
 *   signed PDF with its audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table clinician_tasks
      add column answers jsonb not null default '{}',
      add column document_id uuid references documents (id) on delete set null,
      add column submitted_at timestamptz`,
    sql`alter table users add column signature_name text`,
    sql`alter table consent_signatures
      add column signature_name text,
      add column signature jsonb,
      add column record_sha256 text,
      add column document bytea,
      add column document_sha256 text`,
  ];
  for (const statement of statements) await statement.execute(db);
}
