import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { insertTestSubscriber } from '../console-test-support';

/** A submitted task of a new clinician, assigned from a template of the group's requirement set. */
export async function insertTestSubmittedTask(db: Kysely<Database>, groupId: string, appReqId: string) {
  const { userId } = await insertTestSubscriber(db, groupId, appReqId, { first: 'Tess' });
  const template = await db
    .insertInto('subscriber_group_tasks')
    .values({ subscriber_group_id: groupId, app_req_id: appReqId, name: 'Upload a card', type: 'document' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await db
    .insertInto('clinician_tasks')
    .values({ user_id: userId, subscriber_group_task_id: template.id, task_status: 'submitted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return task.id;
}
