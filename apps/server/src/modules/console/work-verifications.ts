import type { ConsoleWorkVerification } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { readRowBlob, type BlobStore } from '../../lib/storage/sealed-blob';
import { audit } from '../audit/audit.service';
import { workVerificationPdfBinding } from '../documents/signed-pdfs';
import { groupOf } from './staff-group';

// The console's work verifications (decision 051): requests made for one of the group's requirement sets by
// a clinician subscribed to the group. Ids only in the audit; the verifier's address is never shown.

type Db = Kysely<Database>;

function groupRequests(db: Db, groupId: string) {
  return db
    .selectFrom('work_verifications')
    .innerJoin('application_requirements', 'application_requirements.id', 'work_verifications.app_req_id')
    .innerJoin('users', 'users.id', 'work_verifications.user_id')
    .where('application_requirements.subscriber_group_id', '=', groupId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('subscriptions')
          .select('subscriptions.id')
          .whereRef('subscriptions.user_id', '=', 'work_verifications.user_id')
          .where('subscriptions.subscriber_group_id', '=', groupId)
          .where('subscriptions.status', '=', 'active'),
      ),
    );
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** GET /api/console/work-verifications */
export async function groupWorkVerifications(db: Db, caller: Caller): Promise<ConsoleWorkVerification[]> {
  const groupId = groupOf(caller);
  const rows = groupId
    ? await groupRequests(db, groupId)
        .select([
          'work_verifications.id',
          'work_verifications.kind',
          'work_verifications.subject',
          'work_verifications.verifier_name',
          'work_verifications.status',
          'work_verifications.error',
          'work_verifications.sent_at',
          'work_verifications.signed_at',
          'application_requirements.name as requirement',
          'users.first_name',
          'users.last_name',
          (eb) =>
            eb
              .or([
                eb('work_verifications.document', 'is not', null),
                eb('work_verifications.document_storage_key', 'is not', null),
              ])
              .as('has_document'),
        ])
        .orderBy('work_verifications.sent_at', 'desc')
        .orderBy('work_verifications.id')
        .execute()
    : [];
  await audit(db, caller.origin, {
    action: 'console.work-verifications.list',
    outcome: 'success',
    user_id: caller.userId,
    target_type: 'subscriber_group',
    target_id: groupId,
    details: { count: rows.length },
  });
  return rows.map((row) => {
    const position = ((row.subject as Record<string, unknown>).position ?? {}) as Record<string, unknown>;
    return {
      id: row.id,
      clinician: { name: [row.first_name, row.last_name].filter(Boolean).join(' ') },
      requirement: row.requirement,
      kind: row.kind,
      institution: text(position.institution),
      role: text(position.role),
      verifier_name: row.verifier_name,
      status: row.status,
      error: row.error,
      sent_at: new Date(row.sent_at).toISOString(),
      signed_at: row.signed_at ? new Date(row.signed_at).toISOString() : null,
      has_document: Boolean(row.has_document),
    };
  });
}

/** GET /api/console/work-verifications/:id/signed.pdf: 404 when missing, another group's, or unsigned. */
export async function groupWorkVerificationPdf(
  deps: BlobStore & { db: Db },
  caller: Caller,
  id: string,
): Promise<Buffer> {
  const { db } = deps;
  const groupId = groupOf(caller);
  const row = groupId
    ? await groupRequests(db, groupId)
        .select([
          'work_verifications.document',
          'work_verifications.document_storage_key',
          'work_verifications.document_seal',
        ])
        .where('work_verifications.id', '=', id)
        .executeTakeFirst()
    : undefined;
  // Kept encrypted in the file storage (decision 052), or in the row until the start-up pass moves it.
  const document = row ? await readRowBlob(deps, row, workVerificationPdfBinding(id)) : null;
  await audit(db, caller.origin, {
    action: 'console.work-verifications.download',
    outcome: document ? 'success' : 'failure',
    user_id: caller.userId,
    target_type: 'work_verification',
    target_id: id,
  });
  if (!document) throw notFound();
  return document;
}
