import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Serializes read-modify-write of one self-attested profile key (or a module's own lock name, e.g. the
 * references) across instances until the transaction ends: the row may not exist yet, so a row lock would
 * not do.
 */
export async function lockProfileKey(db: Kysely<Database>, userId: string, key: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`${userId}|${key}`}))`.execute(db);
}
