import { providerTypesApi, subscriptionsApi } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointQuery } from '#web/lib/api-endpoint';

/**
 * The application requirement the wizard follows: that of the clinician's first active subscription naming
 * one, else of a pending one (an invitation being accepted); null when there is none.
 */
export async function getEnrollmentAppReqId(client: ApiClient = api): Promise<string | null> {
  const subscriptions = await callEndpoint(subscriptionsApi.list, { query: { all: 'true' } }, { client });
  const named = subscriptions.filter((subscription) => subscription.app_req_id);
  const chosen = named.find((subscription) => subscription.status === 'active') ?? named[0];
  return chosen?.app_req_id ?? null;
}

export const providerTypesQueryOptions = () => ({
  ...endpointQuery(providerTypesApi.list, {}),
  staleTime: Infinity,
});

export const enrollmentAppReqQueryOptions = () =>
  queryOptions({ queryKey: ['enrollment', 'app-req-id'], queryFn: () => getEnrollmentAppReqId() });

export const filteredProviderTypesQueryOptions = (appReqId: string) =>
  endpointQuery(providerTypesApi.filtered, { query: { app_req_id: appReqId } });
