import { sql, type Kysely } from 'kysely';

/**
 * Malpractice insurance (issue 15, decision 046): malpractice_records holds the clinician's policies and
 * no-coverage explanations (000 §3). `is_explanation` tells them apart; `fields` holds the checked form
 * values (schemas/malpractice.ts) without the document and the positions, which have columns of their own:
 * `document_id` (one of the clinician's uploads; a deleted document leaves the policy without one, and its
 * "document present" rule then asks for a new one) and `work_history_ids` (ids of work_history|history
 * positions, a JSON list). The document's "where it is used" row (document_uses) is written in the same
 * transaction as the record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table malpractice_records (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      is_explanation boolean not null,
      document_id uuid references documents (id) on delete set null,
      work_history_ids jsonb not null default '[]',
      fields jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (not is_explanation or document_id is null)
    )`,
    sql`create index malpractice_records_user on malpractice_records (user_id, created_at)`,
    sql`create index malpractice_records_document on malpractice_records (document_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
