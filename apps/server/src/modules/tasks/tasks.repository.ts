import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const taskQuery = (db: Db, userId: string) =>
  db
    .selectFrom('clinician_tasks as ct')
    .innerJoin('subscriber_group_tasks as gt', 'gt.id', 'ct.subscriber_group_task_id')
    .innerJoin('subscriber_groups as g', 'g.id', 'gt.subscriber_group_id')
    .select([
      'ct.id',
      'ct.task_status',
      'ct.assigned_at',
      'ct.answers',
      'ct.document_id',
      'ct.submitted_at',
      'ct.review_message',
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

/**
 * One person's tasks with what their organization defined. Sign-and-submit tasks come in their order, the
 * rest after them by assignment, so the list reads the same on every call.
 */
export async function listUserTasks(db: Db, userId: string, subscriberGroupId?: string) {
  let query = taskQuery(db, userId);
  if (subscriberGroupId) query = query.where('gt.subscriber_group_id', '=', subscriberGroupId);
  return query
    .orderBy('gt.sign_and_submit_order', (order) => order.asc().nullsLast())
    .orderBy('ct.assigned_at')
    .orderBy('gt.name')
    .orderBy('ct.id')
    .execute();
}

export type UserTaskRow = Awaited<ReturnType<typeof listUserTasks>>[number];

/** One of the person's tasks; another person's is undefined, like a missing one. */
export const findUserTask = (db: Db, userId: string, id: string, lock = false) => {
  const query = taskQuery(db, userId).where('ct.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
};

export async function updateUserTask(
  db: Db,
  userId: string,
  id: string,
  values: {
    answers?: string;
    document_id?: string | null;
    task_status?: string;
    submitted_at?: Date;
    updated_at: Date;
  },
): Promise<void> {
  await db
    .updateTable('clinician_tasks')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}
