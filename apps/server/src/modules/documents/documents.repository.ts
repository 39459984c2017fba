import { isUuid } from '@credence/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DocumentsTable } from '../../db/schema';

type Db = Kysely<Database>;
export type DocumentRow = Selectable<DocumentsTable>;
export interface DocumentUseRow {
  document_id: string;
  use_kind: string;
  use_id: string;
  label: string;
}

/** A row whose name another upload of the same clinician took first (unique, ignoring case). */
export const isNameTaken = (error: unknown) => {
  const found = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    found?.code === '23505' &&
    (found.constraint === 'documents_user_name' || String(found.message).includes('documents_user_name'))
  );
};

export const namesOf = async (db: Db, userId: string): Promise<string[]> =>
  (await db.selectFrom('documents').select('name').where('user_id', '=', userId).execute()).map(
    (row) => row.name,
  );

export async function insertUploading(
  db: Db,
  row: Pick<
    DocumentRow,
    | 'id'
    | 'user_id'
    | 'document_type'
    | 'name'
    | 'content_type'
    | 'storage_key'
    | 'key_id'
    | 'wrapped_key'
    | 'iv'
  > & { created_at: Date },
): Promise<void> {
  await db
    .insertInto('documents')
    .values({ ...row, status: 'uploading' })
    .execute();
}

/** Marks the upload stored; answers false when its row is gone (swept as abandoned, upload-sweep.ts). */
export async function markStored(
  db: Db,
  id: string,
  { size, authTag, at }: { size: number; authTag: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ status: 'stored', size, auth_tag: authTag, stored_at: at })
    .where('id', '=', id)
    .where('status', '=', 'uploading')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('documents').where('id', '=', id).execute();
}

/** The caller's stored documents, newest first. */
export const listStored = (db: Db, userId: string): Promise<DocumentRow[]> =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'stored')
    .orderBy('created_at', 'desc')
    .orderBy('name')
    .execute();

/** The caller's document `id` (any status), or undefined: another clinician's is as missing as none. */
export const findOwned = (db: Db, userId: string, id: string): Promise<DocumentRow | undefined> =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The caller's document `id`, locked until the transaction ends. */
export const findOwnedForUpdate = (db: Db, userId: string, id: string): Promise<DocumentRow | undefined> =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

/** A document by id alone: only for a signed link, whose signature names the owner. */
export const findById = (db: Db, id: string): Promise<DocumentRow | undefined> =>
  db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();

export async function usesOf(db: Db, userId: string, documentIds: string[]): Promise<DocumentUseRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('document_uses')
    .select(['document_id', 'use_kind', 'use_id', 'label'])
    .where('user_id', '=', userId)
    .where('document_id', 'in', documentIds)
    .orderBy('created_at')
    .orderBy('use_kind')
    .orderBy('use_id')
    .execute();
}

/** Records that a policy, task, … of the clinician points at the document (for the modules that do). */
export async function addUse(
  db: Db,
  use: { document_id: string; user_id: string; use_kind: string; use_id: string; label: string },
): Promise<void> {
  await db
    .insertInto('document_uses')
    .values(use)
    .onConflict((oc) => oc.columns(['document_id', 'use_kind', 'use_id']).doUpdateSet({ label: use.label }))
    .execute();
}

export async function removeUse(
  db: Db,
  use: { document_id: string; use_kind: string; use_id: string },
): Promise<void> {
  await db
    .deleteFrom('document_uses')
    .where('document_id', '=', use.document_id)
    .where('use_kind', '=', use.use_kind)
    .where('use_id', '=', use.use_id)
    .execute();
}

/** Deletes the row (its uses go with it) when it is still the caller's; answers whether it was. */
export async function deleteOwned(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('documents')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export const findPrivilegingForm = (db: Db, s3Path: string) =>
  db.selectFrom('privileging_forms').selectAll().where('s3_path', '=', s3Path).executeTakeFirst();

/** Whether the clinician has a subscription (active or pending) to the organization. */
export async function isSubscribedTo(db: Db, userId: string, subscriberGroupId: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('subscriber_group_id', '=', subscriberGroupId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next page of files (documents or privileging forms) whose key is wrapped under another data key. */
export async function filesWrappedUnderOtherKeys(
  db: Db,
  table: 'documents' | 'privileging_forms',
  currentKeyId: string,
  afterId: string | null,
  limit: number,
) {
  let query = db
    .selectFrom(table)
    .select(['id', 'key_id', 'wrapped_key', 'iv'])
    .where('key_id', '<>', currentKeyId)
    .orderBy('id')
    .limit(limit);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.execute();
}

/** The user ids of the documents (their binding names the owner). */
export async function ownersOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('documents').select(['id', 'user_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.user_id]));
}

/** Replaces a file's wrapped key unless it changed meanwhile; answers whether it did. */
export async function replaceWrappedKey(
  db: Db,
  table: 'documents' | 'privileging_forms',
  id: string,
  from: { key_id: string; wrapped_key: string },
  to: { key_id: string; wrapped_key: string },
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(to)
    .where('id', '=', id)
    .where('key_id', '=', from.key_id)
    .where('wrapped_key', '=', from.wrapped_key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes up to `limit` rows still 'uploading' and created before `cutoff`, skipping rows another transaction
 * holds; the condition is checked again on the row as the delete sees it (one stored meanwhile stays).
 */
export async function deleteAbandonedUploads(db: Db, cutoff: Date, limit: number) {
  return db
    .deleteFrom('documents')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('documents')
        .select('id')
        .where('status', '=', 'uploading')
        .where('created_at', '<', cutoff)
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where('status', '=', 'uploading')
    .where('created_at', '<', cutoff)
    .returning(['id', 'user_id', 'storage_key'])
    .execute();
}

/** The clinician's stored documents among `ids` (id, name, when uploaded); ids that are not UUIDs match none. */
export async function storedDocumentsAmong(db: Db, userId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['id', 'name', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'stored')
    .where('id', 'in', wanted)
    .execute();
}
