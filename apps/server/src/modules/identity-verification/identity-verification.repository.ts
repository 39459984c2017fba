import { idVerificationStatusSchema, type IdVerificationStatus } from '@credence/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** settings.id_verification of the person's clinician actor; not_started when missing or unreadable. */
export async function readIdVerificationStatus(db: Db, userId: string): Promise<IdVerificationStatus> {
  const row = await db
    .selectFrom('actors')
    .select('settings')
    .where('user_id', '=', userId)
    .where('access_level', '=', 'holder')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  const parsed = idVerificationStatusSchema.safeParse(row?.settings?.id_verification);
  return parsed.success ? parsed.data : 'not_started';
}

/** The status is the person's, so every clinician actor of theirs carries it. */
export async function writeIdVerificationStatus(db: Db, userId: string, status: IdVerificationStatus) {
  await db
    .updateTable('actors')
    .set({ settings: sql`settings || ${JSON.stringify({ id_verification: status })}::jsonb` })
    .where('user_id', '=', userId)
    .where('access_level', '=', 'holder')
    .execute();
}

/** The configs of every requirement the person subscribes to (active or pending). */
export async function requirementConfigsOfUser(db: Db, userId: string) {
  const rows = await db
    .selectFrom('application_requirements')
    .innerJoin('subscriptions', 'subscriptions.app_req_id', 'application_requirements.id')
    .select('application_requirements.application_config')
    .where('subscriptions.user_id', '=', userId)
    .execute();
  return rows.map((row) => row.application_config);
}

export async function findVerification(db: Db, userId: string, { lock = false } = {}) {
  let query = db.selectFrom('identity_verifications').selectAll().where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export type VerificationRow = NonNullable<Awaited<ReturnType<typeof findVerification>>>;

type VerificationChange = Partial<Omit<VerificationRow, 'user_id' | 'updated_at'>> & { updated_at: Date };

export async function saveVerification(db: Db, userId: string, change: VerificationChange) {
  await db
    .insertInto('identity_verifications')
    .values({ user_id: userId, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(change))
    .execute();
}
