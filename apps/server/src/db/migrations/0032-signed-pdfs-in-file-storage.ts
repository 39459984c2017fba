import { sql, type Kysely } from 'kysely';

/**
 * Signed PDFs leave the database (decision 052): a consent signature's and a work verification's PDF are
 * stored like uploaded documents, encrypted in the object storage, and the row keeps the object's key and
 * its seal (wrapped file key, IV, tag). The old bytea column stays until the start-up pass has moved every
 * PDF written before this migration (modules/documents/signed-pdfs.ts), then holds null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['consent_signatures', 'work_verifications']) {
    await sql`alter table ${sql.table(table)}
      add column document_storage_key text unique,
      add column document_seal jsonb`.execute(db);
  }
}
