import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The application requirement with its organization, when one of the person's subscriptions (active or
 * pending) names it; undefined for an unknown requirement and for anybody else's, which every caller
 * answers alike (404), so ids cannot be probed. The one home of "is this requirement one of the caller's
 * subscriptions" for the enrolment and professional-history modules.
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
