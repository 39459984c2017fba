import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addUse } from '../documents/documents.repository';

type Db = Kysely<Database>;

/** The document_uses kind of a position's certificate of insurance (DOCUMENT_USE_KINDS). */
const USE_KIND = 'work_history';

const documentIdOf = (policy: unknown): string | null => {
  if (typeof policy !== 'object' || policy === null) return null;
  const document = (policy as { document?: unknown }).document;
  if (typeof document !== 'object' || document === null) return null;
  const id = (document as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
};

/**
 * Makes the "where it is used" rows of the positions' certificates of insurance (decision 046) match the
 * stored list `entries`: one row per position and document, labelled with the institution. A document id
 * that is not one of the clinician's stored documents gets no row. Runs in the list's write transaction.
 */
export async function syncCertificateUses(db: Db, userId: string, entries: readonly unknown[]) {
  const wanted = new Map<string, { document_id: string; use_id: string; label: string }>();
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, institution, policies } = entry as {
      id?: unknown;
      institution?: unknown;
      policies?: unknown;
    };
    if (typeof id !== 'string' || !Array.isArray(policies)) continue;
    for (const policy of policies) {
      const documentId = documentIdOf(policy);
      if (documentId === null) continue;
      wanted.set(`${documentId}|${id}`, {
        document_id: documentId,
        use_id: id,
        label: typeof institution === 'string' ? institution : '',
      });
    }
  }
  const ids = [...new Set([...wanted.values()].map((use) => use.document_id))].filter((id) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
  );
  const owned = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('documents')
            .select('id')
            .where('user_id', '=', userId)
            .where('status', '=', 'stored')
            .where('id', 'in', ids)
            .execute()
        ).map((row) => row.id),
  );
  await db
    .deleteFrom('document_uses')
    .where('user_id', '=', userId)
    .where('use_kind', '=', USE_KIND)
    .execute();
  for (const use of wanted.values()) {
    if (owned.has(use.document_id)) await addUse(db, { ...use, user_id: userId, use_kind: USE_KIND });
  }
}
