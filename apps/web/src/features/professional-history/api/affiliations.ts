import { affiliationsApi } from '@credence/shared';
import type { AffiliationAnswer, AffiliationEntry } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey, endpointQuery, nullWhen } from '#web/lib/api-endpoint';

/** An affiliation as the page sends it, with the id the browser made. */
export type AffiliationToSave = { id: string } & Record<string, unknown>;

const listInput = (appReqId: string) => ({ query: { app_req_id: appReqId } });

/** GET /api/affiliations?app_req_id: the affiliations, the answer, what is incomplete, the requirement's config. */
export const affiliationsQueryKey = (appReqId: string) =>
  endpointKey(affiliationsApi.list, listInput(appReqId));

export const affiliationsQueryOptions = (appReqId: string) =>
  endpointQuery(affiliationsApi.list, listInput(appReqId));

/** POST /api/affiliations. A 409 (an earlier try of this create got through) counts as saved (000 §8). */
export async function createAffiliation(
  appReqId: string,
  affiliation: AffiliationToSave,
  client?: ApiClient,
): Promise<AffiliationEntry | null> {
  return nullWhen(
    409,
    callEndpoint(affiliationsApi.create, { body: { app_req_id: appReqId, affiliation } }, { client }),
  );
}

/** PUT /api/affiliations. A 404 (removed meanwhile) is ignored (000 §8); the list is reloaded. */
export async function updateAffiliation(
  appReqId: string,
  affiliation: AffiliationToSave,
  client?: ApiClient,
): Promise<AffiliationEntry | null> {
  return nullWhen(
    404,
    callEndpoint(affiliationsApi.update, { body: { app_req_id: appReqId, affiliation } }, { client }),
  );
}

/** DELETE /api/affiliations?id. A 404 (already gone) is ignored (000 §8). */
export async function deleteAffiliation(id: string, client?: ApiClient): Promise<void> {
  await nullWhen(404, callEndpoint(affiliationsApi.remove, { query: { id } }, { client }));
}

/** PUT /api/affiliations/answer: whether the clinician has affiliations to list. */
export async function saveAffiliationAnswer(answer: AffiliationAnswer, client?: ApiClient): Promise<void> {
  await callEndpoint(affiliationsApi.answer, { body: { answer } }, { client });
}
