import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const columns = [
  'id',
  'purpose',
  'flow',
  'target',
  'code_hash',
  'attempts',
  'sent_at',
  'expires_at',
  'verified_at',
  'consumed_at',
  'payload',
] as const;

export async function findCode(db: Db, purpose: string, flow: string) {
  return db
    .selectFrom('verification_codes')
    .select(columns)
    .where('purpose', '=', purpose)
    .where('flow', '=', flow)
    .executeTakeFirst();
}

export type CodeRow = NonNullable<Awaited<ReturnType<typeof findCode>>>;

/** A new code for the flow replaces the one before it: fresh attempts, expiry and countdown. */
export async function upsertCode(
  db: Db,
  row: {
    purpose: string;
    flow: string;
    target: string;
    code_hash: string;
    sent_at: Date;
    expires_at: Date;
    payload: Record<string, string>;
  },
): Promise<string> {
  const values = { ...row, payload: JSON.stringify(row.payload) };
  const saved = await db
    .insertInto('verification_codes')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['purpose', 'flow']).doUpdateSet({
        target: values.target,
        code_hash: values.code_hash,
        sent_at: values.sent_at,
        expires_at: values.expires_at,
        payload: values.payload,
        attempts: 0,
        verified_at: null,
        consumed_at: null,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

/**
 * Spends one attempt before the code is compared, so parallel guesses cannot exceed the limit. Answers the
 * attempts used including this one, or null when none was left (or the code is gone or spent).
 */
export async function spendAttempt(db: Db, id: string, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable('verification_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

export async function markVerified(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('verification_codes').set({ verified_at: at }).where('id', '=', id).execute();
}

/** Single use even when two requests race: only the one that flips consumed_at gets true. */
export async function markConsumed(db: Db, id: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('verification_codes')
    .set({ consumed_at: at })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('verified_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

export async function deleteCodesExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('verification_codes').where('expires_at', '<', before).execute();
}
