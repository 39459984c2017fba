import {
  SELF_ATTESTED_HISTORY_LIMIT,
  parseSelfAttestedKey,
  type SelfAttestedChange,
  type SelfAttestedHistoryData,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import type { DataKeyRing } from '../secrets/secrets.service';
import { audit } from '../audit/audit.service';
import { SENSITIVE_KEYS, clearOf } from './sensitive-values';

// The history of changes of the self-attested profile (issue 14, /personal-information "with the history of
// changes"; decision 042). Every write keeps the value it replaces in self_attested_history with when and
// which actor; this reads one section's rows back for its owner. A row holds the value before a change; the
// value after is the next row's "before" of the same key, or, for the newest, the current value.

export interface HistoryDeps {
  db: Kysely<Database>;
  secrets: { dataKeys: DataKeyRing };
}

/** What the API answers for a stored value: sensitive values opened and masked (as GET /api/self_attested). */
function shown(deps: HistoryDeps, userId: string, key: string, stored: unknown) {
  if (stored === null || stored === undefined) return null;
  const sensitive = SENSITIVE_KEYS[key];
  if (!sensitive) return stored;
  try {
    return sensitive.mask(clearOf(deps, userId, key, stored));
  } catch {
    // A value sealed under a key that is gone: nothing to show, never the sealed text.
    return null;
  }
}

/** GET /api/self_attested/history?section=: one section's changes, newest first, the caller's own only. */
export async function readSectionHistory(
  deps: HistoryDeps,
  caller: Caller,
  section: string,
): Promise<SelfAttestedHistoryData> {
  const prefix = `${section}|`;
  const inSection = (key: string) => parseSelfAttestedKey(key)?.section === section;
  const [history, current] = await Promise.all([
    deps.db
      .selectFrom('self_attested_history')
      .select(['id', 'key', 'previous_value', 'changed_at', 'changed_by'])
      .where('user_id', '=', caller.userId)
      .where('key', 'like', `${prefix}%`)
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SELF_ATTESTED_HISTORY_LIMIT)
      .execute(),
    deps.db
      .selectFrom('self_attested')
      .select(['key', 'value'])
      .where('user_id', '=', caller.userId)
      .where('key', 'like', `${prefix}%`)
      .execute(),
  ]);
  const rows = history.filter((row) => inSection(row.key));
  const actorIds = [...new Set(rows.flatMap((row) => (row.changed_by ? [row.changed_by] : [])))];
  const actors = actorIds.length
    ? await deps.db.selectFrom('actors').select(['id', 'user_id']).where('id', 'in', actorIds).execute()
    : [];
  const ownerOf = new Map(actors.map((actor) => [actor.id, actor.user_id]));
  // Newest first: the value after a change is what the key held next (the newer row's "before"), or now.
  const after = new Map(current.map((row) => [row.key, row.value as unknown]));
  const changes: SelfAttestedChange[] = rows.map((row) => {
    const value = after.has(row.key) ? after.get(row.key) : null;
    after.set(row.key, row.previous_value);
    const owner = row.changed_by ? ownerOf.get(row.changed_by) : undefined;
    return {
      key: row.key,
      field: parseSelfAttestedKey(row.key)?.field ?? row.key,
      changed_at: new Date(row.changed_at).toISOString(),
      changed_by: row.changed_by === null ? 'source' : owner === caller.userId ? 'clinician' : 'organization',
      previous_value: shown(deps, caller.userId, row.key, row.previous_value),
      value: shown(deps, caller.userId, row.key, value),
    };
  });
  await audit(deps.db, caller.origin, {
    action: 'self_attested.history.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { section, count: changes.length },
  });
  return { section, changes };
}
