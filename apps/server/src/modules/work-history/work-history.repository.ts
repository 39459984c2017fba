import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The application requirement with its organization, when one of the person's subscriptions (active or
 * pending) names it; undefined for an unknown requirement and for anybody else's (both answer 404).
 */
export async function findSubscribedRequirement(db: Db, userId: string, appReqId: string) {
  return db
    .selectFrom('application_requirements')
    .innerJoin('subscriber_groups', 'subscriber_groups.id', 'application_requirements.subscriber_group_id')
    .select([
      'application_requirements.id',
      'application_requirements.name',
      'application_requirements.application_config',
      'application_requirements.attested_reqs',
      'application_requirements.credential_set',
      'subscriber_groups.id as group_id',
      'subscriber_groups.name as group_name',
      'subscriber_groups.logo_url as group_logo_url',
    ])
    .where('application_requirements.id', '=', appReqId)
    .where('application_requirements.id', 'in', (eb) =>
      eb.selectFrom('subscriptions').select('app_req_id').where('user_id', '=', userId),
    )
    .executeTakeFirst();
}

/** The person's resume prefill; `lock` holds it until the transaction ends (a confirm edits its list). */
export async function findPrefill(db: Db, userId: string, { lock = false } = {}) {
  let query = db
    .selectFrom('work_history_prefill')
    .select(['source', 'positions', 'created_at', 'dismissed_at'])
    .where('user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function savePrefillPositions(db: Db, userId: string, positions: Record<string, unknown>[]) {
  await db
    .updateTable('work_history_prefill')
    .set({ positions: JSON.stringify(positions) })
    .where('user_id', '=', userId)
    .execute();
}

/** Marks what is left of the prefill as dismissed; a prefill dismissed earlier keeps its first date. */
export async function dismissPrefill(db: Db, userId: string, at: Date) {
  await db
    .updateTable('work_history_prefill')
    .set({ dismissed_at: at })
    .where('user_id', '=', userId)
    .where('dismissed_at', 'is', null)
    .execute();
}
