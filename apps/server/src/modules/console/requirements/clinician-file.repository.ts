import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

type Db = Kysely<Database>;

const taskColumns = [
  'ct.id',
  'ct.user_id',
  'ct.task_status',
  'ct.assigned_at',
  'ct.submitted_at',
  'ct.review_message',
  'ct.reviewed_at',
  'gt.id as template_id',
  'gt.name',
  'gt.type',
  'gt.required_for_share',
  'gt.subscriber_group_id',
] as const;

const groupTasks = (db: Db, groupId: string) =>
  db
    .selectFrom('clinician_tasks as ct')
    .innerJoin('subscriber_group_tasks as gt', 'gt.id', 'ct.subscriber_group_task_id')
    .leftJoin('actors as reviewer', 'reviewer.id', 'ct.reviewed_by')
    .select([...taskColumns, 'reviewer.name as reviewed_by_name'])
    .where('gt.subscriber_group_id', '=', groupId);

/** The clinician's tasks from this group (never another group's), in the order they were assigned. */
export const listGroupTasksOf = (db: Db, groupId: string, userId: string) =>
  groupTasks(db, groupId)
    .where('ct.user_id', '=', userId)
    .orderBy('ct.assigned_at')
    .orderBy('ct.id')
    .execute();
export type GroupTaskRow = Awaited<ReturnType<typeof listGroupTasksOf>>[number];

/** One task the group assigned; another group's: undefined, like a missing one. */
export const findGroupTask = (db: Db, groupId: string, id: string) =>
  groupTasks(db, groupId).where('ct.id', '=', id).executeTakeFirst();

/** A template of the group that may be assigned under this requirement set (or the group's general ones). */
export const findAssignableTemplate = (db: Db, groupId: string, appReqId: string | null, id: string) =>
  db
    .selectFrom('subscriber_group_tasks')
    .select(['id', 'name'])
    .where('subscriber_group_id', '=', groupId)
    .where('id', '=', id)
    .where((eb) =>
      appReqId
        ? eb.or([eb('app_req_id', '=', appReqId), eb('app_req_id', 'is', null)])
        : eb('app_req_id', 'is', null),
    )
    .executeTakeFirst();

/** Inserts the task unless the clinician has it already; answers its id, or undefined when they had it. */
export async function insertClinicianTask(db: Db, userId: string, templateId: string, now: Date) {
  const row = await db
    .insertInto('clinician_tasks')
    .values({ user_id: userId, subscriber_group_task_id: templateId, assigned_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'subscriber_group_task_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Moves a submitted task on (accepted → completed, returned → todo); false when it was not submitted. */
export async function reviewSubmittedTask(
  db: Db,
  id: string,
  values: { task_status: 'completed' | 'todo'; review_message: string | null; reviewed_by: string | null },
  now: Date,
) {
  const result = await db
    .updateTable('clinician_tasks')
    .set({ ...values, reviewed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('task_status', '=', 'submitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
