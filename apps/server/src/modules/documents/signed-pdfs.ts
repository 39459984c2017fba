import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rewrapFileKey } from '../../lib/storage/sealed-file';
import {
  discardSealedBlob,
  storeSealedBlob,
  type BlobStore,
  type SealedBlob,
} from '../../lib/storage/sealed-blob';

// The PDFs the server signs itself (consent signatures, work verifications; decision 052) are kept in the
// object storage, encrypted like documents. What each is bound to (its ciphertext and wrapped key open only
// for that row), the start-up pass that moves PDFs still held in their row (written before migration 0032,
// or by the demo seed, which runs before the app holds the data key) into the storage, and the re-wrap of
// their keys when the data key rotates.

type Db = Kysely<Database>;
type Deps = BlobStore & { db: Db };

export const consentPdfBinding = (userId: string, formId: string) => `consent-signature|${userId}|${formId}`;
export const workVerificationPdfBinding = (id: string) => `work-verification|${id}`;

const PAGE = 50;

/** Moves every signed PDF still held in its row into the storage; answers how many moved. Idempotent. */
export async function moveSignedPdfsToStorage(deps: Deps): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('consent_signatures')
      .select(['consent_form_id', 'user_id', 'document'])
      .where('document', 'is not', null)
      .where('document_storage_key', 'is', null)
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const blob = await storeSealedBlob(
        deps,
        consentPdfBinding(row.user_id, row.consent_form_id),
        row.document!,
      );
      const done = await deps.db
        .updateTable('consent_signatures')
        .set(stored(blob))
        .where('consent_form_id', '=', row.consent_form_id)
        .where('user_id', '=', row.user_id)
        .where('document_storage_key', 'is', null)
        .executeTakeFirst();
      moved += await keptOrDiscarded(deps, blob, done.numUpdatedRows);
    }
    if (rows.length < PAGE) break;
  }
  for (;;) {
    const rows = await deps.db
      .selectFrom('work_verifications')
      .select(['id', 'document'])
      .where('document', 'is not', null)
      .where('document_storage_key', 'is', null)
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const blob = await storeSealedBlob(deps, workVerificationPdfBinding(row.id), row.document!);
      const done = await deps.db
        .updateTable('work_verifications')
        .set(stored(blob))
        .where('id', '=', row.id)
        .where('document_storage_key', 'is', null)
        .executeTakeFirst();
      moved += await keptOrDiscarded(deps, blob, done.numUpdatedRows);
    }
    if (rows.length < PAGE) break;
  }
  return moved;
}

const stored = (blob: SealedBlob) => ({
  document_storage_key: blob.storage_key,
  document_seal: JSON.stringify(blob.seal),
  document: null,
});

/** 1 when the row took the blob; else (another instance moved it first) the blob is removed again. */
async function keptOrDiscarded(deps: Deps, blob: SealedBlob, updated: bigint): Promise<number> {
  if (updated > 0n) return 1;
  await discardSealedBlob(deps, blob);
  return 0;
}

/**
 * Part of the re-seal job (decision 025): the signed PDFs' file keys wrapped under an older data key are
 * wrapped anew under the current one (the files are not rewritten). Answers how many changed.
 */
export async function rewrapSignedPdfKeys(deps: {
  db: Db;
  dataKeys: BlobStore['dataKeys'];
}): Promise<number> {
  const current = deps.dataKeys.current.id;
  let moved = 0;
  const consents = await deps.db
    .selectFrom('consent_signatures')
    .select(['consent_form_id', 'user_id', 'document_seal'])
    .where(sql<string>`document_seal ->> 'key_id'`, '<>', current)
    .execute();
  for (const row of consents) {
    const seal = {
      ...row.document_seal!,
      ...rewrapFileKey(
        deps.dataKeys,
        row.document_seal!,
        consentPdfBinding(row.user_id, row.consent_form_id),
      ),
    };
    await deps.db
      .updateTable('consent_signatures')
      .set({ document_seal: JSON.stringify(seal) })
      .where('consent_form_id', '=', row.consent_form_id)
      .where('user_id', '=', row.user_id)
      .execute();
    moved += 1;
  }
  const verifications = await deps.db
    .selectFrom('work_verifications')
    .select(['id', 'document_seal'])
    .where(sql<string>`document_seal ->> 'key_id'`, '<>', current)
    .execute();
  for (const row of verifications) {
    const seal = {
      ...row.document_seal!,
      ...rewrapFileKey(deps.dataKeys, row.document_seal!, workVerificationPdfBinding(row.id)),
    };
    await deps.db
      .updateTable('work_verifications')
      .set({ document_seal: JSON.stringify(seal) })
      .where('id', '=', row.id)
      .execute();
    moved += 1;
  }
  return moved;
}
