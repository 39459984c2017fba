import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, WorkVerificationsTable } from '../../db/schema';

type Db = Kysely<Database>;
export type WorkVerificationRow = Selectable<WorkVerificationsTable>;

/** Every column but the PDF's bytes (read only by the download). */
const COLUMNS = [
  'id',
  'user_id',
  'kind',
  'item_id',
  'app_req_id',
  'subject',
  'verifier_name',
  'verifier_email',
  'status',
  'error',
  'decline_reason',
  'sent_at',
  'expires_at',
  'opened_at',
  'consented_at',
  'consent_version',
  'signed_at',
  'declined_at',
  'reminded_3_at',
  'reminded_7_at',
  'record',
  'signature',
  'record_hash',
  'document_id',
  'document_expires_at',
  'created_at',
  'updated_at',
] as const;
export type WorkVerificationSummary = Omit<
  WorkVerificationRow,
  'document' | 'document_storage_key' | 'document_seal'
>;

export async function listForUser(db: Db, userId: string): Promise<WorkVerificationSummary[]> {
  return db.selectFrom('work_verifications').select(COLUMNS).where('user_id', '=', userId).execute();
}

export async function findForItem(
  db: Db,
  userId: string,
  kind: WorkVerificationRow['kind'],
  itemId: string,
): Promise<WorkVerificationSummary | undefined> {
  return db
    .selectFrom('work_verifications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewRequest {
  id: string;
  userId: string;
  kind: WorkVerificationRow['kind'];
  itemId: string;
  appReqId: string;
  subject: Record<string, unknown>;
  verifierName: string;
  verifierEmail: string;
  at: Date;
  expiresAt: Date;
}

/**
 * The item's request, sent (again) now: a new row, or the existing one reset to pending with this verifier,
 * its events, reminders and decline cleared. Answers the row's id.
 */
export async function upsertRequest(db: Db, request: NewRequest): Promise<string> {
  const row = await db
    .insertInto('work_verifications')
    .values({
      id: request.id,
      user_id: request.userId,
      kind: request.kind,
      item_id: request.itemId,
      app_req_id: request.appReqId,
      subject: JSON.stringify(request.subject),
      verifier_name: request.verifierName,
      verifier_email: request.verifierEmail,
      status: 'pending',
      sent_at: request.at,
      expires_at: request.expiresAt,
      updated_at: request.at,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'item_id']).doUpdateSet({
        app_req_id: request.appReqId,
        subject: JSON.stringify(request.subject),
        verifier_name: request.verifierName,
        verifier_email: request.verifierEmail,
        status: 'pending',
        error: null,
        decline_reason: null,
        sent_at: request.at,
        expires_at: request.expiresAt,
        opened_at: null,
        consented_at: null,
        consent_version: null,
        declined_at: null,
        reminded_3_at: null,
        reminded_7_at: null,
        updated_at: request.at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteTokens(db: Db, verificationId: string): Promise<void> {
  await db.deleteFrom('work_verification_tokens').where('verification_id', '=', verificationId).execute();
}

export async function insertToken(
  db: Db,
  token: { hash: string; verificationId: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('work_verification_tokens')
    .values({
      token_hash: token.hash,
      verification_id: token.verificationId,
      created_at: token.at,
      expires_at: token.expiresAt,
    })
    .execute();
}

/**
 * The open request a live token names: the token not expired and not used, the request pending or in
 * progress. Anything else (unknown, expired, used, replaced, answered) is undefined, all alike.
 */
export async function findOpenByToken(
  db: Db,
  tokenHash: string,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<WorkVerificationSummary | undefined> {
  let query = db
    .selectFrom('work_verification_tokens as t')
    .innerJoin('work_verifications as v', 'v.id', 't.verification_id')
    .select(COLUMNS.map((column) => `v.${column}` as const))
    .where('t.token_hash', '=', tokenHash)
    .where('t.expires_at', '>', now)
    .where('t.used_at', 'is', null)
    .where('v.status', 'in', ['pending', 'in_progress']);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markTokenUsed(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .updateTable('work_verification_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function update(
  db: Db,
  id: string,
  values: Omit<Updateable<WorkVerificationsTable>, 'id' | 'user_id' | 'created_at'>,
): Promise<void> {
  await db.updateTable('work_verifications').set(values).where('id', '=', id).execute();
}

/** The signed PDF, by the token used to sign and the document id, while its download window is open. */
export async function findDocument(db: Db, tokenHash: string, documentId: string, now: Date) {
  return db
    .selectFrom('work_verification_tokens as t')
    .innerJoin('work_verifications as v', 'v.id', 't.verification_id')
    .select(['v.id', 'v.user_id', 'v.document', 'v.document_storage_key', 'v.document_seal'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is not', null)
    .where('v.document_id', '=', documentId)
    .where('v.document_expires_at', '>', now)
    .executeTakeFirst();
}

/** Open requests sent at or before `sentBefore` whose reminder `column` has not gone out. */
export async function listDueReminders(
  db: Db,
  column: 'reminded_3_at' | 'reminded_7_at',
  sentBefore: Date,
  now: Date,
): Promise<WorkVerificationSummary[]> {
  return db
    .selectFrom('work_verifications')
    .select(COLUMNS)
    .where('status', 'in', ['pending', 'in_progress'])
    .where(column, 'is', null)
    .where('sent_at', '<=', sentBefore)
    .where('expires_at', '>', now)
    .limit(500)
    .execute();
}

/** Claims one reminder: true only for the one caller whose update set it (many instances may run the pass). */
export async function claimReminder(
  db: Db,
  id: string,
  column: 'reminded_3_at' | 'reminded_7_at',
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('work_verifications')
    .set({ [column]: at })
    .where('id', '=', id)
    .where(column, 'is', null)
    .where('status', 'in', ['pending', 'in_progress'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Open requests whose link expired unanswered: they become errors (retry by re-sending). */
export async function expireOverdue(db: Db, now: Date): Promise<{ id: string; user_id: string }[]> {
  return db
    .updateTable('work_verifications')
    .set({ status: 'error', error: 'expired', updated_at: now })
    .where('status', 'in', ['pending', 'in_progress'])
    .where('expires_at', '<=', now)
    .returning(['id', 'user_id'])
    .execute();
}
