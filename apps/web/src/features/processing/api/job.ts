import { DOWNLOAD_RETRY_MS, jobsApi } from '@credence/shared';
import type { JobData } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointQuery } from '#web/lib/api-endpoint';

/** GET /api/job/{id} (000 §7), from its contract (packages/shared/src/api/verification.ts). */
export const getJob = (id: string, client?: ApiClient): Promise<JobData> =>
  callEndpoint(jobsApi.get, { params: { id } }, { client });

/** Asks again every DOWNLOAD_RETRY_MS (000 §9) while the job is in progress; a failed call is not retried. */
export const jobQueryOptions = (id: string) => ({
  ...endpointQuery(jobsApi.get, { params: { id } }),
  retry: false,
  refetchInterval: (query: { state: { status: string; data?: JobData } }) =>
    query.state.status === 'error' || query.state.data?.in_progress === false ? false : DOWNLOAD_RETRY_MS,
});

export const useJob = (id: string | null) => useQuery({ ...jobQueryOptions(id ?? ''), enabled: Boolean(id) });
