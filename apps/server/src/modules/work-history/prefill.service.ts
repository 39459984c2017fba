import type { WorkHistoryPrefillData } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import type { Caller } from '../../lib/caller';
import { entriesOf } from './entries';
import { dismissPrefill, findPrefill, savePrefillPositions } from './work-history.repository';

type Db = Kysely<Database>;

/** GET /api/work_history/prefill: what the resume gave that is neither confirmed nor dismissed, or null. */
export async function prefillOfCaller(deps: { db: Db }, caller: Caller): Promise<WorkHistoryPrefillData> {
  const row = await findPrefill(deps.db, caller.userId);
  const positions = row && row.dismissed_at === null ? entriesOf(row.positions) : [];
  await audit(deps.db, caller.origin, {
    action: 'work_history.prefill.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { positions: positions.length },
  });
  if (!row || positions.length === 0) return null;
  return { source: row.source, created_at: new Date(row.created_at).toISOString(), positions };
}

/** DELETE /api/work_history/prefill: the clinician dismissed what is left (the row stays for progress). */
export async function dismissPrefillOfCaller(
  deps: { db: Db; clock: Clock },
  caller: Caller,
): Promise<{ dismissed: true }> {
  await deps.db.transaction().execute(async (trx) => {
    await dismissPrefill(trx, caller.userId, deps.clock());
    await audit(trx, caller.origin, {
      action: 'work_history.prefill.dismiss',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
    });
  });
  return { dismissed: true };
}

/** A confirmed position leaves the prefill, inside the caller's transaction (POST /api/work_history). */
export async function removeConfirmedFromPrefill(db: Db, userId: string, entryId: string): Promise<boolean> {
  const row = await findPrefill(db, userId, { lock: true });
  if (!row || !Array.isArray(row.positions)) return false;
  const left = row.positions.filter((position) => position?.id !== entryId);
  if (left.length === row.positions.length) return false;
  await savePrefillPositions(db, userId, left);
  return true;
}
