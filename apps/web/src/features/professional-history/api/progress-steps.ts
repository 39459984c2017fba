import { workHistoryApi } from '@credence/shared';
import { endpointKey, endpointQuery } from '#web/lib/api-endpoint';

const input = (appReqId: string) => ({ query: { app_req_id: appReqId } });

/** GET /api/progress_steps?app_req_id: each professional-history step, complete or not (000 §4). */
export const progressStepsQueryKey = (appReqId: string) =>
  endpointKey(workHistoryApi.progressSteps, input(appReqId));

export const progressStepsQueryOptions = (appReqId: string) =>
  endpointQuery(workHistoryApi.progressSteps, input(appReqId));
