import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

type Db = Kysely<Database>;

/** One requirement set of the group, with how many clinicians are subscribed to it; another group's: undefined. */
export const findSetOfGroup = (db: Db, groupId: string, id: string) =>
  db
    .selectFrom('application_requirements as r')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.application_config',
      'r.attested_reqs',
      'r.credential_set',
      'r.updated_at',
      eb
        .selectFrom('subscriptions')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('subscriptions.app_req_id', '=', 'r.id')
        .as('subscribed'),
    ])
    .where('r.subscriber_group_id', '=', groupId)
    .where('r.id', '=', id)
    .executeTakeFirst();
export type SetRow = NonNullable<Awaited<ReturnType<typeof findSetOfGroup>>>;

/** The set's task templates, with how many clinicians each was assigned to. */
export const listTemplates = (db: Db, groupId: string, appReqId: string) =>
  db
    .selectFrom('subscriber_group_tasks as t')
    .select((eb) => [
      't.id',
      't.name',
      't.type',
      't.required_for_share',
      't.sign_and_submit_order',
      't.config',
      eb
        .selectFrom('clinician_tasks')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('clinician_tasks.subscriber_group_task_id', '=', 't.id')
        .as('assigned'),
    ])
    .where('t.subscriber_group_id', '=', groupId)
    .where('t.app_req_id', '=', appReqId)
    .orderBy('t.sign_and_submit_order', (order) => order.asc().nullsLast())
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number];

export interface SetValues {
  name: string;
  application_config: string;
  attested_reqs: string;
  credential_set: string;
}

export const insertSet = (db: Db, groupId: string, values: SetValues, actorId: string | null, now: Date) =>
  db
    .insertInto('application_requirements')
    .values({ ...values, subscriber_group_id: groupId, updated_at: now, updated_by: actorId })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateSet = (db: Db, id: string, values: SetValues, actorId: string | null, now: Date) =>
  db
    .updateTable('application_requirements')
    .set({ ...values, updated_at: now, updated_by: actorId })
    .where('id', '=', id)
    .execute();

export interface TemplateValues {
  name: string;
  type: 'document' | 'question';
  required_for_share: boolean;
  sign_and_submit_order: number | null;
  config: string;
}

export const insertTemplate = (db: Db, groupId: string, appReqId: string, values: TemplateValues) =>
  db
    .insertInto('subscriber_group_tasks')
    .values({ ...values, subscriber_group_id: groupId, app_req_id: appReqId })
    .execute();

export const updateTemplate = (db: Db, id: string, values: TemplateValues) =>
  db.updateTable('subscriber_group_tasks').set(values).where('id', '=', id).execute();

/** Removes a template nobody has been assigned (an assigned one is kept: decision 055). */
export const deleteUnassignedTemplate = (db: Db, id: string) =>
  db
    .deleteFrom('subscriber_group_tasks')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('clinician_tasks')
            .select('id')
            .whereRef('subscriber_group_task_id', '=', 'subscriber_group_tasks.id'),
        ),
      ),
    )
    .execute();
