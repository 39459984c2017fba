import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { WORK_HISTORY_KEY } from '../lookups/training.service';
import { lockProfileKey } from '../self-attested/profile-key-lock';
import { lockValuesMentioning, writeValues } from '../self-attested/self-attested.repository';

type Db = Kysely<Database>;

// Decision 063: a document deleted from /documents (after the in-use warning) is no longer named anywhere, in
// the delete's transaction: a life-support card's answer keeps its other fields with `document: null`, a
// work-history position loses the certificate of insurance that pointed at it (and with it the policy GET
// /api/malpractice derived from it), and a malpractice policy or task is left without one (their foreign
// keys are `on delete set null`). Every profile value changed keeps its history row (who, when).

const LIFE_SUPPORT_PREFIX = 'other_certifications|';

const pointsAt = (item: unknown, documentId: string): boolean => {
  if (typeof item !== 'object' || item === null) return false;
  const document = (item as { document?: unknown }).document;
  return (
    typeof document === 'object' && document !== null && (document as { id?: unknown }).id === documentId
  );
};

/** The work-history list without the certificates that were `documentId`, or null when none was. */
function historyWithout(list: unknown, documentId: string): unknown[] | null {
  if (!Array.isArray(list)) return null;
  let changed = false;
  const next = list.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const policies = (entry as { policies?: unknown }).policies;
    if (!Array.isArray(policies) || !policies.some((policy) => pointsAt(policy, documentId))) return entry;
    changed = true;
    return { ...entry, policies: policies.filter((policy) => !pointsAt(policy, documentId)) };
  });
  return changed ? next : null;
}

/**
 * In the delete's transaction, before the row goes: every profile value of the clinician that names the
 * document stops naming it. Answers how many values changed.
 */
export async function releaseDocumentReferences(
  db: Db,
  change: { userId: string; actorId: string | null; documentId: string; at: Date },
): Promise<number> {
  // The same lock as every read-modify-write of the work-history list.
  await lockProfileKey(db, change.userId, WORK_HISTORY_KEY);
  // Only rows whose JSON mentions the id are worth reading further.
  const rows = await lockValuesMentioning(db, change.userId, {
    key: WORK_HISTORY_KEY,
    keyPrefix: LIFE_SUPPORT_PREFIX,
    text: change.documentId,
  });
  const values: { key: string; value: unknown }[] = [];
  for (const row of rows) {
    if (row.key === WORK_HISTORY_KEY) {
      const next = historyWithout(row.value, change.documentId);
      if (next) values.push({ key: row.key, value: next });
    } else if (pointsAt(row.value, change.documentId)) {
      values.push({ key: row.key, value: { ...(row.value as object), document: null } });
    }
  }
  await writeValues(db, { userId: change.userId, actorId: change.actorId, at: change.at, values });
  return values.length;
}
