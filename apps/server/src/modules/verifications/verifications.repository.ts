import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, VerificationsTable } from '../../db/schema';

type Db = Kysely<Database>;

const COLUMNS = [
  'id',
  'user_id',
  'source',
  'status',
  'method',
  'reason',
  'notified_status',
  'evidence',
  'expirations',
  'job_id',
  'checked_at',
] as const;

export type VerificationRow = NonNullable<Awaited<ReturnType<typeof findVerification>>>;

/** The verification of one clinician and source, made pending on first use. */
export async function upsertPending(
  db: Db,
  { userId, source, at }: { userId: string; source: string; at: Date },
) {
  return db
    .insertInto('verifications')
    .values({ user_id: userId, source, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'source']).doUpdateSet({ updated_at: at }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findVerification(db: Db, id: string) {
  return db.selectFrom('verifications').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function writeVerification(db: Db, id: string, changes: Updateable<VerificationsTable>) {
  return db
    .updateTable('verifications')
    .set(changes)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function listUserVerifications(db: Db, userId: string) {
  return db
    .selectFrom('verifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('source')
    .execute();
}

/** Verifications last checked before `before` (or never, once queued long ago): the re-check pass's work. */
export async function listStale(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('verifications')
    .select(['id', 'user_id', 'source'])
    .where((eb) =>
      eb.or([
        eb('checked_at', '<', before),
        eb.and([eb('checked_at', 'is', null), eb('updated_at', '<', before)]),
      ]),
    )
    .orderBy('checked_at')
    .limit(limit)
    .execute();
}

/** Every verification with something that expires, for the reminder pass. */
export async function listWithExpirations(db: Db) {
  return db
    .selectFrom('verifications')
    .select(['user_id', 'expirations'])
    .where(sql<boolean>`jsonb_array_length(expirations) > 0`)
    .execute();
}

/** Records a reminder; answers false when it was already sent (by this or another instance). */
export async function claimReminder(
  db: Db,
  reminder: { userId: string; itemKey: string; expiresOn: string; daysBefore: number; at: Date },
) {
  const inserted = await db
    .insertInto('expiry_reminders')
    .values({
      user_id: reminder.userId,
      item_key: reminder.itemKey,
      expires_on: reminder.expiresOn,
      days_before: reminder.daysBefore,
      sent_at: reminder.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
