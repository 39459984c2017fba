import { MIME_TYPE_OF_KIND } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  doneShareTasks,
  signedConsentForms,
  storedDocumentsOf,
  taskDocumentUses,
} from './share-documents.repository';

type Db = Kysely<Database>;

// The documents of a share (decision 066), fixed when the clinician shares: the uploads of the tasks on the
// share's checklist (the group's tasks required for a share, of its requirement set or of none, submitted or
// completed) and the signed PDFs of the group's consent forms the clinician signed (per form, the latest
// version signed). Nothing else of the wallet: no malpractice certificate, CV or other upload the share's
// checklist does not name. The queries are in share-documents.repository.ts.

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
  const taskRows = await doneShareTasks(db, userId, groupId, appReqId);
  // A task's files: a document task's document, and the documents its answers attach (the task's uses).
  const uses = await taskDocumentUses(
    db,
    userId,
    taskRows.map((row) => String(row.id)),
  );
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
  const stored = await storedDocumentsOf(
    db,
    userId,
    wanted.map((entry) => entry.id),
  );
  const byId = new Map(stored.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const taskFiles = wanted.flatMap((entry) => {
    const row = byId.get(entry.id);
    if (!row || seen.has(row.id)) return [];
    seen.add(row.id);
    return [{ ...row, label: entry.label }];
  });

  const signed = await signedConsentForms(db, userId, groupId);
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
