import {
  historyStepStatus,
  type StoredWorkHistoryEntry,
  type WorkHistoryData,
  type WorkHistoryWriteBody,
  workHistoryConfigData,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { lockProfileKey } from '../self-attested/profile-key-lock';
import type { Caller } from '../../lib/caller';
import { WORK_HISTORY_KEY } from '../lookups/training.service';
import { readValues, writeValue } from '../self-attested/self-attested.repository';
import { unlinkPositions } from '../malpractice/malpractice.repository';
import { checkNewCertificates, syncCertificateUses } from './certificate-uses';
import { checkEntry, entriesOf, sortNewestFirst } from './entries';
import { removeConfirmedFromPrefill } from './prefill.service';
import { configForCaller } from './requirement-config';

type Db = Kysely<Database>;
export interface WorkHistoryDeps {
  db: Db;
  clock: Clock;
}

/** The raw stored list (work_history|history, shared with POST /api/training). */
async function readStored(db: Db, userId: string): Promise<unknown[]> {
  const [row] = await readValues(db, userId, [WORK_HISTORY_KEY]);
  return Array.isArray(row?.value) ? (row.value as unknown[]) : [];
}

export const readHistory = async (db: Db, userId: string) => entriesOf(await readStored(db, userId));

const idOf = (item: unknown): string | null =>
  typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'
    ? (item as { id: string }).id
    : null;

const hasId = (item: unknown, id: string): boolean =>
  typeof item === 'object' && item !== null && (item as { id?: unknown }).id === id;

/** GET /api/work_history: the list newest first, with what the requirement still asks of it. */
export async function listWorkHistory(
  deps: WorkHistoryDeps,
  caller: Caller,
  appReqId?: string,
): Promise<WorkHistoryData> {
  const config = await configForCaller(deps.db, caller.userId, appReqId);
  const entries = await readHistory(deps.db, caller.userId);
  const status = historyStepStatus(entries, config, deps.clock());
  await audit(deps.db, caller.origin, {
    action: 'work_history.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { entries: entries.length },
  });
  return {
    history: sortNewestFirst(entries),
    gaps: [...status.gaps],
    incomplete_ids: [...status.incompleteIds],
    complete: status.complete,
    config: workHistoryConfigData(config),
  };
}

/**
 * One change of the list: lock the key, read, change, write (with its history row) and audit, all in one
 * transaction. `change` returns the new list or throws (404, 409), which rolls everything back.
 */
async function changeHistory(
  deps: WorkHistoryDeps,
  caller: Caller,
  action: string,
  entry: { id: string; type: string },
  change: (stored: unknown[], trx: Db) => Promise<unknown[]> | unknown[],
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockProfileKey(trx, caller.userId, WORK_HISTORY_KEY);
    const stored = await readStored(trx, caller.userId);
    const next = await change(stored, trx);
    // A certificate of insurance linked anew is the caller's own stored document, or 404 (decision 063).
    await checkNewCertificates(trx, caller.userId, stored, next);
    await writeValue(trx, {
      userId: caller.userId,
      actorId: caller.actorId,
      key: WORK_HISTORY_KEY,
      value: next,
      at: deps.clock(),
    });
    // The positions' certificates of insurance show in /documents as used (decision 046).
    await syncCertificateUses(trx, caller.userId, next);
    // A removed position leaves the malpractice policies that named it (decision 063).
    const kept = new Set(next.map(idOf));
    const removed = stored.map(idOf).filter((id): id is string => id !== null && !kept.has(id));
    await unlinkPositions(trx, caller.userId, removed, deps.clock());
    // Ids and the kind of entry only: never a name, an address or a phone number.
    await audit(trx, caller.origin, {
      action,
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: { entry_id: entry.id, entry_type: entry.type },
    });
  });
}

async function checked(deps: WorkHistoryDeps, caller: Caller, body: WorkHistoryWriteBody) {
  const config = await configForCaller(deps.db, caller.userId, body.app_req_id);
  return checkEntry(body.entry, config, deps.clock());
}

/** POST /api/work_history: a new entry; its id, if it came from the resume, leaves the prefill. */
export async function createEntry(
  deps: WorkHistoryDeps,
  caller: Caller,
  body: WorkHistoryWriteBody,
): Promise<StoredWorkHistoryEntry> {
  const entry = await checked(deps, caller, body);
  await changeHistory(deps, caller, 'work_history.create', entry, async (stored, trx) => {
    if (stored.some((item) => hasId(item, entry.id))) throw conflict('An entry with this id exists');
    await removeConfirmedFromPrefill(trx, caller.userId, entry.id);
    return [...stored, entry];
  });
  return entry;
}

/** PUT /api/work_history: replaces the entry with the same id where it stands. */
export async function updateEntry(
  deps: WorkHistoryDeps,
  caller: Caller,
  body: WorkHistoryWriteBody,
): Promise<StoredWorkHistoryEntry> {
  const entry = await checked(deps, caller, body);
  await changeHistory(deps, caller, 'work_history.update', entry, (stored) => {
    const index = stored.findIndex((item) => hasId(item, entry.id));
    if (index < 0) throw notFound();
    return stored.with(index, entry);
  });
  return entry;
}

/** DELETE /api/work_history?id=. */
export async function deleteEntry(
  deps: WorkHistoryDeps,
  caller: Caller,
  id: string,
): Promise<{ id: string }> {
  // Filled in by the change, before the audit row is written, so the audit names the kind of entry removed.
  const removed = { id, type: '' };
  await changeHistory(deps, caller, 'work_history.delete', removed, (stored) => {
    const found = stored.find((item) => hasId(item, id)) as { type?: unknown } | undefined;
    if (!found) throw notFound();
    removed.type = typeof found.type === 'string' ? found.type : '';
    return stored.filter((item) => !hasId(item, id));
  });
  return { id };
}
