import { OTHER_CERTIFICATIONS } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { addUse } from '../documents/documents.repository';

type Db = Kysely<Database>;

// A life-support card's uploaded image or PDF (issue 15, decision 060): the `document` of an
// other_certifications|<bls|acls|...> answer. A newly linked card must be one of the caller's stored documents
// (another clinician's, or a missing one, answers the 404 of decision 046); each linked card gets a
// document_uses row of kind 'certification', so /documents says where it is used and asks before deleting it.

const PREFIX = 'other_certifications|';
/** The document_uses kind of a certification's card (DOCUMENT_USE_KINDS). */
const USE_KIND = 'certification';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const labelOf = (key: string) =>
  OTHER_CERTIFICATIONS.find((cert) => `${PREFIX}${cert.key}` === key)?.label ?? key.slice(PREFIX.length);

const documentIdOf = (answer: unknown): string | null => {
  if (typeof answer !== 'object' || answer === null) return null;
  const document = (answer as { document?: unknown }).document;
  if (typeof document !== 'object' || document === null) return null;
  const id = (document as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
};

/** The life-support answers among `keys`. */
export const lifeSupportKeysOf = (keys: Iterable<string>) =>
  [...keys].filter((key) => key.startsWith(PREFIX));

async function storedDocumentIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'stored')
    .where('id', 'in', valid)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Before the write: every card document that a change links anew (not the one already saved under that key)
 * must be one of the caller's stored documents, else 404. A card kept as it was saved is not checked again,
 * so a card deleted from /documents does not stop the clinician saving the answer's other fields.
 */
export async function checkLifeSupportCards(
  db: Db,
  userId: string,
  saved: Record<string, unknown>,
  changes: ReadonlyMap<string, unknown>,
): Promise<void> {
  const linked = lifeSupportKeysOf(changes.keys())
    .map((key) => ({ id: documentIdOf(changes.get(key)), before: documentIdOf(saved[key]) }))
    .filter(
      (card): card is { id: string; before: string | null } => card.id !== null && card.id !== card.before,
    )
    .map((card) => card.id);
  if (linked.length === 0) return;
  const owned = await storedDocumentIds(db, userId, linked);
  if (linked.some((id) => !owned.has(id))) throw notFound();
}

/**
 * In the write's transaction: the 'certification' uses of the changed answers are made again from their new
 * values, one per answer with a card that is still one of the clinician's stored documents.
 */
export async function syncLifeSupportCardUses(
  db: Db,
  userId: string,
  changes: ReadonlyMap<string, unknown>,
): Promise<void> {
  const keys = lifeSupportKeysOf(changes.keys());
  if (keys.length === 0) return;
  await db
    .deleteFrom('document_uses')
    .where('user_id', '=', userId)
    .where('use_kind', '=', USE_KIND)
    .where('use_id', 'in', keys)
    .execute();
  const cards = keys
    .map((key) => ({ key, id: documentIdOf(changes.get(key)) }))
    .filter((card): card is { key: string; id: string } => card.id !== null);
  const owned = await storedDocumentIds(
    db,
    userId,
    cards.map((card) => card.id),
  );
  for (const card of cards)
    if (owned.has(card.id))
      await addUse(db, {
        document_id: card.id,
        user_id: userId,
        use_kind: USE_KIND,
        use_id: card.key,
        label: labelOf(card.key),
      });
}
