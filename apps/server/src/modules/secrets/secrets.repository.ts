import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Stores the value unless another instance got there first, then answers whichever value won. */
export async function getOrCreateSecret<T>(db: Kysely<Database>, name: string, candidate: T): Promise<T> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: JSON.stringify(candidate) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value as T;
}
