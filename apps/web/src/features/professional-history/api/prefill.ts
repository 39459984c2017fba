import { workHistoryApi } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey } from '#web/lib/api-endpoint';

/** DELETE /api/work_history/prefill: the clinician dismissed the positions left. */
export async function dismissPrefill(client?: ApiClient): Promise<void> {
  await callEndpoint(workHistoryApi.dismissPrefill, {}, { client });
}

export const prefillQueryKey = endpointKey(workHistoryApi.prefill);

export const prefillQueryOptions = () =>
  queryOptions({
    queryKey: prefillQueryKey,
    queryFn: ({ signal }) => callEndpoint(workHistoryApi.prefill, {}, { signal }),
  });
