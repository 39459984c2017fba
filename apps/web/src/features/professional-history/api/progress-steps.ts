import { progressStepsDataSchema } from '@credence/shared';
import type { ProgressStepsData } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({ data: progressStepsDataSchema });

/** GET /api/progress_steps?app_req_id: each professional-history step, complete or not (000 §4). */
export async function getProgressSteps(
  appReqId: string,
  client: ApiClient = api,
): Promise<ProgressStepsData> {
  return responseSchema.parse(await client.get('/api/progress_steps', { query: { app_req_id: appReqId } }))
    .data;
}

export const progressStepsQueryKey = (appReqId: string) => ['progress-steps', appReqId] as const;

export const progressStepsQueryOptions = (appReqId: string) =>
  queryOptions({ queryKey: progressStepsQueryKey(appReqId), queryFn: () => getProgressSteps(appReqId) });
