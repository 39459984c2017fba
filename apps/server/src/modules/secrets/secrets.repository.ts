import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Secrets an earlier version generated and kept in the database (server_secrets): read once so they can
 * move to the key file, then deleted (decision 025). Nothing writes this table any more.
 */
export async function readDatabaseSecrets(db: Kysely<Database>): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('server_secrets').select(['name', 'value']).execute();
  return new Map(rows.map((row) => [row.name, row.value]));
}

export async function deleteDatabaseSecrets(db: Kysely<Database>, names: readonly string[]) {
  if (names.length === 0) return;
  await db
    .deleteFrom('server_secrets')
    .where('name', 'in', [...names])
    .execute();
}
