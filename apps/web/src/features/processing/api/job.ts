import { DOWNLOAD_RETRY_MS, jobsApi } from '@credence/shared';
import type { JobData } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/lib/api-endpoint';

/** Asks again every DOWNLOAD_RETRY_MS (000 §9) while the job is in progress; a failed call is not retried. */
export const jobQueryOptions = (id: string) => ({
  ...endpointQuery(jobsApi.get, { params: { id } }),
  retry: false,
  refetchInterval: (query: { state: { status: string; data?: JobData } }) =>
    query.state.status === 'error' || query.state.data?.in_progress === false ? false : DOWNLOAD_RETRY_MS,
});

export const useJob = (id: string | null) => useQuery({ ...jobQueryOptions(id ?? ''), enabled: Boolean(id) });
