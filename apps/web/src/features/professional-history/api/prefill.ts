import { workHistoryApi } from '@credence/shared';
import type { WorkHistoryPrefillData } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey } from '#web/lib/api-endpoint';

/** GET /api/work_history/prefill: the resume's positions not yet added or dismissed; null without a resume. */
export const getPrefill = (client?: ApiClient): Promise<WorkHistoryPrefillData> =>
  callEndpoint(workHistoryApi.prefill, {}, { client });

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
