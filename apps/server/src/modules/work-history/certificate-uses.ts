import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { addUse, storedDocumentsAmong } from '../documents/documents.repository';

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

/** One certificate of insurance attached to a position's professional-liability coverage (decision 046). */
export interface PositionCertificate {
  position_id: string;
  institution: string;
  document_id: string;
}

/** Every (position, certificate) pair of the stored list `entries`, once each, in list order. */
export function certificatesOf(entries: readonly unknown[]): PositionCertificate[] {
  const found = new Map<string, PositionCertificate>();
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
      found.set(`${documentId}|${id}`, {
        position_id: id,
        institution: typeof institution === 'string' ? institution : '',
        document_id: documentId,
      });
    }
  }
  return [...found.values()];
}

/** Which of `ids` are the clinician's stored documents. */
export async function storedDocumentIds(db: Db, userId: string, ids: readonly string[]) {
  return new Set((await storedDocumentsAmong(db, userId, ids)).map((row) => row.id));
}

/**
 * A certificate that a write links anew (not in the list as it was stored) must be one of the clinician's
 * stored documents: another clinician's or a missing one answers 404 and nothing is written (decision 063).
 * A certificate kept as it was is not checked again, so one deleted meanwhile does not block the save.
 */
export async function checkNewCertificates(
  db: Db,
  userId: string,
  stored: readonly unknown[],
  next: readonly unknown[],
): Promise<void> {
  const before = new Set(certificatesOf(stored).map((c) => `${c.document_id}|${c.position_id}`));
  const added = certificatesOf(next)
    .filter((c) => !before.has(`${c.document_id}|${c.position_id}`))
    .map((c) => c.document_id);
  if (added.length === 0) return;
  const owned = await storedDocumentIds(db, userId, added);
  if (added.some((id) => !owned.has(id))) throw notFound();
}

/**
 * Makes the "where it is used" rows of the positions' certificates of insurance (decision 046) match the
 * stored list `entries`: one row per position and document, labelled with the institution. A document id
 * that is not one of the clinician's stored documents gets no row. Runs in the list's write transaction.
 */
export async function syncCertificateUses(db: Db, userId: string, entries: readonly unknown[]) {
  const wanted = certificatesOf(entries);
  const owned = await storedDocumentIds(
    db,
    userId,
    wanted.map((use) => use.document_id),
  );
  await db
    .deleteFrom('document_uses')
    .where('user_id', '=', userId)
    .where('use_kind', '=', USE_KIND)
    .execute();
  for (const use of wanted) {
    if (!owned.has(use.document_id)) continue;
    await addUse(db, {
      document_id: use.document_id,
      use_id: use.position_id,
      label: use.institution,
      user_id: userId,
      use_kind: USE_KIND,
    });
  }
}
