import { workHistoryDataSchema, workHistoryEntrySchema } from '@credence/shared';
import type { WorkHistoryData, WorkHistoryEntry } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const historySchema = z.object({ data: workHistoryDataSchema });
const entrySchema = z.object({ data: workHistoryEntrySchema });

/** An entry as the page sends it: a position or an explained gap, with the id the browser made. */
export type EntryToSave = { id: string; type: string } & Record<string, unknown>;

/** GET /api/work_history?app_req_id: the entries (newest first), the gaps left, and what is incomplete. */
export async function getWorkHistory(appReqId: string, client: ApiClient = api): Promise<WorkHistoryData> {
  return historySchema.parse(await client.get('/api/work_history', { query: { app_req_id: appReqId } })).data;
}

export const workHistoryQueryKey = (appReqId: string) => ['work-history', 'entries', appReqId] as const;

export const workHistoryQueryOptions = (appReqId: string) =>
  queryOptions({ queryKey: workHistoryQueryKey(appReqId), queryFn: () => getWorkHistory(appReqId) });

const answered = (error: unknown, status: number) => isApiError(error) && error.status === status;

/**
 * POST /api/work_history. A 409 means an entry with this id is stored already, i.e. an earlier try of this
 * same create got through: it counts as saved (000 §8). Answers the stored entry, or null after a 409.
 */
export async function createEntry(
  appReqId: string,
  entry: EntryToSave,
  client: ApiClient = api,
): Promise<WorkHistoryEntry | null> {
  try {
    return entrySchema.parse(await client.post('/api/work_history', { app_req_id: appReqId, entry })).data;
  } catch (error) {
    if (answered(error, 409)) return null;
    throw error;
  }
}

/** PUT /api/work_history. A 404 (the entry was removed meanwhile) is ignored (000 §8); the list is reloaded. */
export async function updateEntry(
  appReqId: string,
  entry: EntryToSave,
  client: ApiClient = api,
): Promise<WorkHistoryEntry | null> {
  try {
    return entrySchema.parse(await client.put('/api/work_history', { app_req_id: appReqId, entry })).data;
  } catch (error) {
    if (answered(error, 404)) return null;
    throw error;
  }
}

/** DELETE /api/work_history?id. A 404 (already gone) is ignored (000 §8). */
export async function deleteEntry(id: string, client: ApiClient = api): Promise<void> {
  try {
    await client.delete('/api/work_history', undefined, { query: { id } });
  } catch (error) {
    if (!answered(error, 404)) throw error;
  }
}
