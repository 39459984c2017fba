import { workHistoryApi } from '@credence/shared';
import type { WorkHistoryEntry } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey, endpointQuery, nullWhen } from '#web/lib/api-endpoint';

/** An entry as the page sends it: a position or an explained gap, with the id the browser made. */
export type EntryToSave = { id: string; type: string } & Record<string, unknown>;

const listInput = (appReqId: string) => ({ query: { app_req_id: appReqId } });

/** GET /api/work_history?app_req_id: the entries (newest first), the gaps left, and what is incomplete. */
export const workHistoryQueryKey = (appReqId: string) =>
  endpointKey(workHistoryApi.list, listInput(appReqId));

export const workHistoryQueryOptions = (appReqId: string) =>
  endpointQuery(workHistoryApi.list, listInput(appReqId));

/**
 * POST /api/work_history. A 409 means an entry with this id is stored already, i.e. an earlier try of this
 * same create got through: it counts as saved (000 §8). Answers the stored entry, or null after a 409.
 */
export async function createEntry(
  appReqId: string,
  entry: EntryToSave,
  client?: ApiClient,
): Promise<WorkHistoryEntry | null> {
  return nullWhen(
    409,
    callEndpoint(workHistoryApi.create, { body: { app_req_id: appReqId, entry } }, { client }),
  );
}

/** PUT /api/work_history. A 404 (the entry was removed meanwhile) is ignored (000 §8); the list is reloaded. */
export async function updateEntry(
  appReqId: string,
  entry: EntryToSave,
  client?: ApiClient,
): Promise<WorkHistoryEntry | null> {
  return nullWhen(
    404,
    callEndpoint(workHistoryApi.update, { body: { app_req_id: appReqId, entry } }, { client }),
  );
}

/** DELETE /api/work_history?id. A 404 (already gone) is ignored (000 §8). */
export async function deleteEntry(id: string, client?: ApiClient): Promise<void> {
  await nullWhen(404, callEndpoint(workHistoryApi.remove, { query: { id } }, { client }));
}
