import { workHistoryApi } from '@credence/shared';
import type { ProgressStepsData } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

const input = (appReqId: string) => ({ query: { app_req_id: appReqId } });

/** GET /api/progress_steps?app_req_id: each professional-history step, complete or not (000 §4). */
export const getProgressSteps = (appReqId: string, client?: ApiClient): Promise<ProgressStepsData> =>
  callEndpoint(workHistoryApi.progressSteps, input(appReqId), { client });

export const progressStepsQueryKey = (appReqId: string) =>
  endpointKey(workHistoryApi.progressSteps, input(appReqId));

export const progressStepsQueryOptions = (appReqId: string) =>
  endpointQuery(workHistoryApi.progressSteps, input(appReqId));
