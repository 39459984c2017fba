import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

import type { ShareDocumentEntry } from './share-documents';

type Db = Kysely<Database>;

const DONE_TASK = ['submitted', 'completed'];

/** The clinician's done tasks of a group that a share requires (of the requirement set, or of none). */
export async function doneShareTasks(db: Db, userId: string, groupId: string, appReqId: string | null) {
  let tasks = db
    .selectFrom('clinician_tasks')
    .innerJoin('subscriber_group_tasks as t', 't.id', 'clinician_tasks.subscriber_group_task_id')
    .select(['clinician_tasks.id', 'clinician_tasks.document_id', 't.name'])
    .where('clinician_tasks.user_id', '=', userId)
    .where('t.subscriber_group_id', '=', groupId)
    .where('t.required_for_share', '=', true)
    .where('clinician_tasks.task_status', 'in', DONE_TASK);
  tasks = appReqId
    ? tasks.where((eb) => eb.or([eb('t.app_req_id', '=', appReqId), eb('t.app_req_id', 'is', null)]))
    : tasks.where('t.app_req_id', 'is', null);
  return tasks.orderBy('t.created_at').orderBy('clinician_tasks.id').execute();
}

/** The documents the given tasks' answers attach (the tasks' uses). */
export const taskDocumentUses = async (db: Db, userId: string, taskIds: string[]) =>
  taskIds.length === 0
    ? []
    : db
        .selectFrom('document_uses')
        .select(['document_id', 'use_id'])
        .where('user_id', '=', userId)
        .where('use_kind', '=', 'task')
        .where('use_id', 'in', taskIds)
        .execute();

/** Of the given ids, the clinician's documents that are stored. */
export const storedDocumentsOf = async (db: Db, userId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .selectFrom('documents')
        .select(['id', 'name', 'content_type'])
        .where('user_id', '=', userId)
        .where('status', '=', 'stored')
        .where('id', 'in', ids)
        .execute();

/** The group's consent forms the clinician signed with a signed PDF, every version signed. */
export const signedConsentForms = (db: Db, userId: string, groupId: string) =>
  db
    .selectFrom('consent_signatures as s')
    .innerJoin('consent_forms as f', 'f.id', 's.consent_form_id')
    .select(['f.id', 'f.lineage_id', 'f.version', 'f.name'])
    .where('s.user_id', '=', userId)
    .where('f.subscriber_group_id', '=', groupId)
    .where((eb) => eb.or([eb('s.document', 'is not', null), eb('s.document_storage_key', 'is not', null)]))
    .orderBy('f.name')
    .orderBy('f.version', 'desc')
    .execute();

/** Fixes the entries with the share (inside the share's transaction). */
export async function insertShareDocuments(db: Db, shareId: string, entries: ShareDocumentEntry[]) {
  if (entries.length === 0) return;
  await db
    .insertInto('share_documents')
    .values(entries.map((entry, position) => ({ ...entry, share_id: shareId, position })))
    .execute();
}

/** A share's documents in their order. */
export const listShareDocuments = (db: Db, shareId: string) =>
  db
    .selectFrom('share_documents')
    .select(['id', 'kind', 'document_id', 'consent_form_id', 'name', 'label', 'content_type'])
    .where('share_id', '=', shareId)
    .orderBy('position')
    .execute();

export type ShareDocumentRow = Awaited<ReturnType<typeof listShareDocuments>>[number];
