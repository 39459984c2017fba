import type { Kysely, Selectable } from 'kysely';
import type { Database, MalpracticeRecordsTable } from '../../db/schema';

type Db = Kysely<Database>;
export type MalpracticeRow = Selectable<MalpracticeRecordsTable>;

/** A record with its document's name and date when the document is still stored. */
export interface MalpracticeRowWithDocument extends MalpracticeRow {
  document_name: string | null;
  document_created_at: Date | string | null;
}

/** The clinician's records, oldest first, each with its document (null once the document is gone). */
export const listOwned = (db: Db, userId: string): Promise<MalpracticeRowWithDocument[]> =>
  db
    .selectFrom('malpractice_records')
    .leftJoin('documents', (join) =>
      join
        .onRef('documents.id', '=', 'malpractice_records.document_id')
        .on('documents.status', '=', 'stored'),
    )
    .selectAll('malpractice_records')
    .select(['documents.name as document_name', 'documents.created_at as document_created_at'])
    .where('malpractice_records.user_id', '=', userId)
    .orderBy('malpractice_records.created_at')
    .orderBy('malpractice_records.id')
    .execute();

/** The caller's record `id`, locked for the transaction; another clinician's is as missing as none. */
export const findOwnedForUpdate = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('malpractice_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export interface RecordWrite {
  id: string;
  user_id: string;
  is_explanation: boolean;
  document_id: string | null;
  work_history_ids: string[];
  fields: Record<string, unknown>;
  at: Date;
}

export async function insertRecord(db: Db, record: RecordWrite): Promise<void> {
  await db
    .insertInto('malpractice_records')
    .values({
      id: record.id,
      user_id: record.user_id,
      is_explanation: record.is_explanation,
      document_id: record.document_id,
      work_history_ids: JSON.stringify(record.work_history_ids),
      fields: JSON.stringify(record.fields),
      created_at: record.at,
      updated_at: record.at,
    })
    .execute();
}

export async function updateRecord(db: Db, record: RecordWrite): Promise<void> {
  await db
    .updateTable('malpractice_records')
    .set({
      is_explanation: record.is_explanation,
      document_id: record.document_id,
      work_history_ids: JSON.stringify(record.work_history_ids),
      fields: JSON.stringify(record.fields),
      updated_at: record.at,
    })
    .where('user_id', '=', record.user_id)
    .where('id', '=', record.id)
    .execute();
}

/** The clinician's other policies that use the document, locked (their details follow the saved one). */
export const otherPoliciesWithDocument = (db: Db, userId: string, documentId: string, exceptId: string) =>
  db
    .selectFrom('malpractice_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .where('id', '!=', exceptId)
    .orderBy('id')
    .forUpdate()
    .execute();

export async function setFields(db: Db, id: string, fields: Record<string, unknown>, at: Date) {
  await db
    .updateTable('malpractice_records')
    .set({ fields: JSON.stringify(fields), updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteOwned(db: Db, userId: string, id: string): Promise<MalpracticeRow | undefined> {
  return db
    .deleteFrom('malpractice_records')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Takes the removed work-history positions out of the clinician's records' `work_history_ids`. */
export async function unlinkPositions(db: Db, userId: string, positionIds: readonly string[], at: Date) {
  if (positionIds.length === 0) return;
  const removed = new Set(positionIds);
  const rows = await db
    .selectFrom('malpractice_records')
    .select(['id', 'work_history_ids'])
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
  for (const row of rows) {
    const ids = Array.isArray(row.work_history_ids) ? (row.work_history_ids as unknown[]) : [];
    const kept = ids.filter((id) => !(typeof id === 'string' && removed.has(id)));
    if (kept.length === ids.length) continue;
    await db
      .updateTable('malpractice_records')
      .set({ work_history_ids: JSON.stringify(kept), updated_at: at })
      .where('id', '=', row.id)
      .execute();
  }
}
