import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The application requirement when one of the user's subscriptions (active or pending) names it; undefined
 * for an unknown requirement and for anybody else's, which the route answers alike (404).
 */
export async function findRequirementOfUser(db: Db, userId: string, appReqId: string) {
  return db
    .selectFrom('application_requirements')
    .innerJoin('subscriptions', 'subscriptions.app_req_id', 'application_requirements.id')
    .select(['application_requirements.id', 'application_requirements.application_config'])
    .where('application_requirements.id', '=', appReqId)
    .where('subscriptions.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Serializes read-modify-write of one profile key across instances until the transaction ends (the row may
 * not exist yet, so a row lock would not do).
 */
export async function lockProfileKey(db: Db, userId: string, key: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`${userId}|${key}`}))`.execute(db);
}
