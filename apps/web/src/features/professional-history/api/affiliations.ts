import { affiliationEntrySchema, affiliationsDataSchema } from '@credence/shared';
import type { AffiliationAnswer, AffiliationEntry, AffiliationsData } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const listSchema = z.object({ data: affiliationsDataSchema });
const entrySchema = z.object({ data: affiliationEntrySchema });

/** An affiliation as the page sends it, with the id the browser made. */
export type AffiliationToSave = { id: string } & Record<string, unknown>;

/** GET /api/affiliations?app_req_id: the affiliations, the answer, what is incomplete, the requirement's config. */
export async function getAffiliations(appReqId: string, client: ApiClient = api): Promise<AffiliationsData> {
  return listSchema.parse(await client.get('/api/affiliations', { query: { app_req_id: appReqId } })).data;
}

export const affiliationsQueryKey = (appReqId: string) => ['affiliations', appReqId] as const;

export const affiliationsQueryOptions = (appReqId: string) =>
  queryOptions({ queryKey: affiliationsQueryKey(appReqId), queryFn: () => getAffiliations(appReqId) });

const answered = (error: unknown, status: number) => isApiError(error) && error.status === status;

/** POST /api/affiliations. A 409 (an earlier try of this create got through) counts as saved (000 §8). */
export async function createAffiliation(
  appReqId: string,
  affiliation: AffiliationToSave,
  client: ApiClient = api,
): Promise<AffiliationEntry | null> {
  try {
    return entrySchema.parse(await client.post('/api/affiliations', { app_req_id: appReqId, affiliation }))
      .data;
  } catch (error) {
    if (answered(error, 409)) return null;
    throw error;
  }
}

/** PUT /api/affiliations. A 404 (removed meanwhile) is ignored (000 §8); the list is reloaded. */
export async function updateAffiliation(
  appReqId: string,
  affiliation: AffiliationToSave,
  client: ApiClient = api,
): Promise<AffiliationEntry | null> {
  try {
    return entrySchema.parse(await client.put('/api/affiliations', { app_req_id: appReqId, affiliation }))
      .data;
  } catch (error) {
    if (answered(error, 404)) return null;
    throw error;
  }
}

/** DELETE /api/affiliations?id. A 404 (already gone) is ignored (000 §8). */
export async function deleteAffiliation(id: string, client: ApiClient = api): Promise<void> {
  try {
    await client.delete('/api/affiliations', undefined, { query: { id } });
  } catch (error) {
    if (!answered(error, 404)) throw error;
  }
}

/** PUT /api/affiliations/answer: whether the clinician has affiliations to list. */
export async function saveAffiliationAnswer(
  answer: AffiliationAnswer,
  client: ApiClient = api,
): Promise<void> {
  await client.put('/api/affiliations/answer', { answer });
}
