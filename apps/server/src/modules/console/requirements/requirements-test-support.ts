import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** A submitted task of a new clinician, assigned from a template of the group's requirement set. */
export async function insertTestSubmittedTask(db: Kysely<Database>, groupId: string, appReqId: string) {
  const user = await db
    .insertInto('users')
    .values({ email: `tasked.${randomBytes(4).toString('hex')}@credence.test`, first_name: 'Tess' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({ user_id: user.id, subscriber_group_id: groupId, app_req_id: appReqId, status: 'active' })
    .execute();
  const template = await db
    .insertInto('subscriber_group_tasks')
    .values({ subscriber_group_id: groupId, app_req_id: appReqId, name: 'Upload a card', type: 'document' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const task = await db
    .insertInto('clinician_tasks')
    .values({ user_id: user.id, subscriber_group_task_id: template.id, task_status: 'submitted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return task.id;
}
