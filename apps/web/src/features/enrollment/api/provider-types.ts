import {
  providerTypeFilteredDataSchema,
  providerTypesDataSchema,
  subscriptionStatusSchema,
} from '@credence/shared';
import type { ProviderTypeFilteredData, ProviderTypeInfo } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

/** GET /api/provider_type: every provider type with its professional steps and license types. */
export async function getProviderTypes(client: ApiClient = api): Promise<ProviderTypeInfo[]> {
  return z.object({ data: providerTypesDataSchema }).parse(await client.get('/api/provider_type')).data;
}

/** GET /api/provider_type/filtered: what the clinician's application requirement allows and asks for. */
export async function getFilteredProviderTypes(
  appReqId: string,
  client: ApiClient = api,
): Promise<ProviderTypeFilteredData> {
  const answer = await client.get('/api/provider_type/filtered', { query: { app_req_id: appReqId } });
  return z.object({ data: providerTypeFilteredDataSchema }).parse(answer).data;
}

const subscriptionSchema = z.object({
  app_req_id: z.string().nullish(),
  status: subscriptionStatusSchema,
});

/**
 * The application requirement the wizard follows: that of the clinician's first active subscription naming
 * one, else of a pending one (an invitation being accepted); null when there is none.
 */
export async function getEnrollmentAppReqId(client: ApiClient = api): Promise<string | null> {
  const answer = await client.get('/api/holder_subscriptions', { query: { all: 'true' } });
  const subscriptions = z.object({ data: z.array(subscriptionSchema) }).parse(answer).data;
  const named = subscriptions.filter((subscription) => subscription.app_req_id);
  const chosen = named.find((subscription) => subscription.status === 'active') ?? named[0];
  return chosen?.app_req_id ?? null;
}

export const providerTypesQueryOptions = () =>
  queryOptions({ queryKey: ['provider-types'], queryFn: () => getProviderTypes(), staleTime: Infinity });

export const enrollmentAppReqQueryOptions = () =>
  queryOptions({ queryKey: ['enrollment', 'app-req-id'], queryFn: () => getEnrollmentAppReqId() });

export const filteredProviderTypesQueryOptions = (appReqId: string) =>
  queryOptions({
    queryKey: ['provider-types', 'filtered', appReqId],
    queryFn: () => getFilteredProviderTypes(appReqId),
  });
