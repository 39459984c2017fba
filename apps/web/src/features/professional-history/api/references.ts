import { referencesDataSchema } from '@credence/shared';
import type { ReferencesData } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const listSchema = z.object({ data: referencesDataSchema });

/** A reference as the page sends it, with the id the browser made. */
export type ReferenceToSave = { id: string } & Record<string, unknown>;

/** GET /api/reference?app_req_id: the references, what is incomplete, whether enough are complete, the config. */
export async function getReferences(appReqId: string, client: ApiClient = api): Promise<ReferencesData> {
  return listSchema.parse(await client.get('/api/reference', { query: { app_req_id: appReqId } })).data;
}

export const referencesQueryKey = (appReqId: string) => ['references', appReqId] as const;

export const referencesQueryOptions = (appReqId: string) =>
  queryOptions({ queryKey: referencesQueryKey(appReqId), queryFn: () => getReferences(appReqId) });

/**
 * POST /api/reference with this one reference. New or edited alike: the id the browser made is stored or
 * replaced, so a retried create is harmless.
 */
export async function saveReference(
  appReqId: string,
  reference: ReferenceToSave,
  client: ApiClient = api,
): Promise<void> {
  await client.post('/api/reference', { app_req_id: appReqId, references: [reference] });
}

/** DELETE /api/reference?id. A 404 (already gone) is ignored (000 §8). */
export async function deleteReference(id: string, client: ApiClient = api): Promise<void> {
  try {
    await client.delete('/api/reference', undefined, { query: { id } });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}
