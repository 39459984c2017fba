import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * One person's tasks with what their organization defined. Sign-and-submit tasks come in their order, the
 * rest after them by assignment, so the list reads the same on every call.
 */
export async function listUserTasks(db: Db, userId: string, subscriberGroupId?: string) {
  let query = db
    .selectFrom('clinician_tasks as ct')
    .innerJoin('subscriber_group_tasks as gt', 'gt.id', 'ct.subscriber_group_task_id')
    .innerJoin('subscriber_groups as g', 'g.id', 'gt.subscriber_group_id')
    .select([
      'ct.id',
      'ct.task_status',
      'ct.assigned_at',
      'gt.id as subscriber_group_task_id',
      'gt.name',
      'gt.type',
      'gt.required_for_share',
      'gt.sign_and_submit_order',
      'gt.config',
      'gt.subscriber_group_id',
      'g.name as subscriber_group_name',
    ])
    .where('ct.user_id', '=', userId);
  if (subscriberGroupId) query = query.where('gt.subscriber_group_id', '=', subscriberGroupId);
  return query
    .orderBy('gt.sign_and_submit_order', (order) => order.asc().nullsLast())
    .orderBy('ct.assigned_at')
    .orderBy('gt.name')
    .orderBy('ct.id')
    .execute();
}
