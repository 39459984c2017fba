import { workHistoryApi } from '@credence/shared';
import type { WorkHistoryData, WorkHistoryEntry } from '@credence/shared';
import { isApiError } from '#web/lib/api-client';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

/** An entry as the page sends it: a position or an explained gap, with the id the browser made. */
export type EntryToSave = { id: string; type: string } & Record<string, unknown>;

const listInput = (appReqId: string) => ({ query: { app_req_id: appReqId } });

/** GET /api/work_history?app_req_id: the entries (newest first), the gaps left, and what is incomplete. */
export const getWorkHistory = (appReqId: string, client?: ApiClient): Promise<WorkHistoryData> =>
  callEndpoint(workHistoryApi.list, listInput(appReqId), { client });

export const workHistoryQueryKey = (appReqId: string) =>
  endpointKey(workHistoryApi.list, listInput(appReqId));

export const workHistoryQueryOptions = (appReqId: string) =>
  endpointQuery(workHistoryApi.list, listInput(appReqId));

const answered = (error: unknown, status: number) => isApiError(error) && error.status === status;

/**
 * POST /api/work_history. A 409 means an entry with this id is stored already, i.e. an earlier try of this
 * same create got through: it counts as saved (000 §8). Answers the stored entry, or null after a 409.
 */
export async function createEntry(
  appReqId: string,
  entry: EntryToSave,
  client?: ApiClient,
): Promise<WorkHistoryEntry | null> {
  try {
    return await callEndpoint(workHistoryApi.create, { body: { app_req_id: appReqId, entry } }, { client });
  } catch (error) {
    if (answered(error, 409)) return null;
    throw error;
  }
}

/** PUT /api/work_history. A 404 (the entry was removed meanwhile) is ignored (000 §8); the list is reloaded. */
export async function updateEntry(
  appReqId: string,
  entry: EntryToSave,
  client?: ApiClient,
): Promise<WorkHistoryEntry | null> {
  try {
    return await callEndpoint(workHistoryApi.update, { body: { app_req_id: appReqId, entry } }, { client });
  } catch (error) {
    if (answered(error, 404)) return null;
    throw error;
  }
}

/** DELETE /api/work_history?id. A 404 (already gone) is ignored (000 §8). */
export async function deleteEntry(id: string, client?: ApiClient): Promise<void> {
  try {
    await callEndpoint(workHistoryApi.remove, { query: { id } }, { client });
  } catch (error) {
    if (!answered(error, 404)) throw error;
  }
}
