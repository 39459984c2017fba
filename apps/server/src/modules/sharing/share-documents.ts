import { MIME_TYPE_OF_KIND } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// The documents of a share (decision 066), fixed when the clinician shares: the uploads of the tasks on the
// share's checklist (the group's tasks required for a share, of its requirement set or of none, submitted or
// completed) and the signed PDFs of the group's consent forms the clinician signed (per form, the latest
// version signed). Nothing else of the wallet: no malpractice certificate, CV or other upload the share's
// checklist does not name.

const DONE_TASK = ['submitted', 'completed'];

export interface ShareDocumentEntry {
  kind: 'task' | 'consent';
  document_id: string | null;
  consent_form_id: string | null;
  name: string;
  label: string;
  content_type: string;
}

/** What a share made now would carry, in a stable order: the tasks' files, then the signed consent forms. */
export async function shareDocumentsFor(
  db: Db,
  userId: string,
  groupId: string,
  appReqId: string | null,
): Promise<ShareDocumentEntry[]> {
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
  const taskRows = await tasks.orderBy('t.created_at').orderBy('clinician_tasks.id').execute();
  // A task's files: a document task's document, and the documents its answers attach (the task's uses).
  const uses =
    taskRows.length === 0
      ? []
      : await db
          .selectFrom('document_uses')
          .select(['document_id', 'use_id'])
          .where('user_id', '=', userId)
          .where('use_kind', '=', 'task')
          .where(
            'use_id',
            'in',
            taskRows.map((row) => String(row.id)),
          )
          .execute();
  const wanted = taskRows.flatMap((task) => {
    const ids = [
      task.document_id,
      ...uses.filter((use) => use.use_id === String(task.id)).map((use) => use.document_id),
    ];
    return [...new Set(ids.filter((id): id is string => id !== null))].map((id) => ({
      id,
      label: task.name,
    }));
  });
  const stored =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('documents')
          .select(['id', 'name', 'content_type'])
          .where('user_id', '=', userId)
          .where('status', '=', 'stored')
          .where(
            'id',
            'in',
            wanted.map((entry) => entry.id),
          )
          .execute();
  const byId = new Map(stored.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const taskFiles = wanted.flatMap((entry) => {
    const row = byId.get(entry.id);
    if (!row || seen.has(row.id)) return [];
    seen.add(row.id);
    return [{ ...row, label: entry.label }];
  });

  const signed = await db
    .selectFrom('consent_signatures as s')
    .innerJoin('consent_forms as f', 'f.id', 's.consent_form_id')
    .select(['f.id', 'f.lineage_id', 'f.version', 'f.name'])
    .where('s.user_id', '=', userId)
    .where('f.subscriber_group_id', '=', groupId)
    .where((eb) => eb.or([eb('s.document', 'is not', null), eb('s.document_storage_key', 'is not', null)]))
    .orderBy('f.name')
    .orderBy('f.version', 'desc')
    .execute();
  const latest = new Map<string, (typeof signed)[number]>();
  for (const form of signed) {
    const lineage = form.lineage_id ?? form.id;
    const kept = latest.get(lineage);
    if (!kept || kept.version < form.version) latest.set(lineage, form);
  }
  return [
    ...taskFiles.map((row) => ({
      kind: 'task' as const,
      document_id: row.id,
      consent_form_id: null,
      name: row.name,
      label: row.label,
      content_type: row.content_type,
    })),
    ...[...latest.values()].map((form) => ({
      kind: 'consent' as const,
      document_id: null,
      consent_form_id: form.id,
      name: `ConsentFormV${form.version}.pdf`,
      label: form.name,
      content_type: MIME_TYPE_OF_KIND.pdf,
    })),
  ];
}

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
