import type { Kysely } from 'kysely';
import type { Database, NewAuditEntry } from '../../db/schema';

/** Pass the transaction of the change being audited so both commit or neither does. */
export async function insertAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}
