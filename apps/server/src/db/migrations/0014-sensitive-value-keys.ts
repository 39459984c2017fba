import { sql, type Kysely } from 'kysely';

/**
 * The re-seal job (decision 025) reads every person's values of a few keys at each start; these indexes keep
 * that a short scan. The sealing itself is not a migration: it needs the data-encryption key, which the
 * database must never hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create index self_attested_key on self_attested (key, user_id)`,
    sql`create index self_attested_history_key on self_attested_history (key, id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
