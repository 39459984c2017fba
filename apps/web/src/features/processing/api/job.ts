import { DOWNLOAD_RETRY_MS, isJobFinished, jobSchema } from '@credence/shared';
import type { Job } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({ data: jobSchema });

/** GET /api/job/{id} (000 §7). */
export async function getJob(id: string, client: ApiClient = api): Promise<Job> {
  return responseSchema.parse(await client.get(`/api/job/${encodeURIComponent(id)}`)).data;
}

/** Asks again every DOWNLOAD_RETRY_MS (000 §9) until the job has finished; a failed call is not retried. */
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['job', id],
    queryFn: () => getJob(id),
    retry: false,
    refetchInterval: (query) => {
      const job = query.state.data;
      return query.state.status === 'error' || (job && isJobFinished(job.status)) ? false : DOWNLOAD_RETRY_MS;
    },
  });

export const useJob = (id: string | null) => useQuery({ ...jobQueryOptions(id ?? ''), enabled: Boolean(id) });
