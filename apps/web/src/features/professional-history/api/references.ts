import { referencesApi } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey, endpointQuery, nullWhen } from '#web/lib/api-endpoint';

/** A reference as the page sends it, with the id the browser made. */
export type ReferenceToSave = { id: string } & Record<string, unknown>;

/** GET /api/reference?app_req_id: the references, what is incomplete, whether enough are complete, the config. */
export const referencesQueryKey = (appReqId: string) =>
  endpointKey(referencesApi.list, { query: { app_req_id: appReqId } });

export const referencesQueryOptions = (appReqId: string) =>
  endpointQuery(referencesApi.list, { query: { app_req_id: appReqId } });

/**
 * POST /api/reference with this one reference. New or edited alike: the id the browser made is stored or
 * replaced, so a retried create is harmless.
 */
export async function saveReference(
  appReqId: string,
  reference: ReferenceToSave,
  client?: ApiClient,
): Promise<void> {
  await callEndpoint(
    referencesApi.save,
    { body: { app_req_id: appReqId, references: [reference] } },
    { client },
  );
}

/** DELETE /api/reference?id. A 404 (already gone) is ignored (000 §8). */
export async function deleteReference(id: string, client?: ApiClient): Promise<void> {
  await nullWhen(404, callEndpoint(referencesApi.remove, { query: { id } }, { client }));
}
