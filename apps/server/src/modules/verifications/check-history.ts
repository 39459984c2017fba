import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SourceOutcome } from './sources/source';

interface ListEvidence {
  source?: unknown;
  status?: unknown;
  snapshot?: { sha256?: unknown; fetched_at?: unknown } | null;
}

/**
 * Keeps a settled check as history (decision 056): the verifications row holds only the newest check, the
 * monthly monitoring report needs every one. A list source (the exclusion screening) writes one row per list
 * with the snapshot it was screened against (SHA-256 and date) and that list's own result; any other source
 * one row whose time is the primary-source record's.
 */
export async function recordCheck(
  db: Kysely<Database>,
  userId: string,
  source: string,
  outcome: Pick<SourceOutcome, 'status' | 'method' | 'evidence'>,
  at: Date,
): Promise<void> {
  const lists = Array.isArray(outcome.evidence.lists) ? (outcome.evidence.lists as ListEvidence[]) : null;
  const rows = lists
    ? lists.map((list) => ({
        user_id: userId,
        source,
        list: typeof list.source === 'string' ? list.source : null,
        status: typeof list.status === 'string' ? list.status : outcome.status,
        method: outcome.method,
        snapshot_sha256: typeof list.snapshot?.sha256 === 'string' ? list.snapshot.sha256 : null,
        snapshot_fetched_at:
          typeof list.snapshot?.fetched_at === 'string' ? new Date(list.snapshot.fetched_at) : null,
        checked_at: at,
      }))
    : [
        {
          user_id: userId,
          source,
          list: null,
          status: outcome.status,
          method: outcome.method,
          snapshot_sha256: null,
          snapshot_fetched_at: null,
          checked_at: at,
        },
      ];
  if (rows.length > 0) await db.insertInto('verification_checks').values(rows).execute();
}
