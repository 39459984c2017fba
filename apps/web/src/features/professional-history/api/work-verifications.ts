import { workVerificationApi } from '@credence/shared';
import type { WorkVerificationItem, WorkVerificationRequestView } from '@credence/shared';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

const input = (appReqId: string) => ({ query: { app_req_id: appReqId } });

/** GET /api/work_verification_requests?app_req_id: the items to verify, each with its request. */
export const workVerificationsQueryKey = (appReqId: string) =>
  endpointKey(workVerificationApi.requests, input(appReqId));

export const workVerificationsQueryOptions = (appReqId: string) =>
  endpointQuery(workVerificationApi.requests, input(appReqId));

/** POST /api/work_verification_requests: send, re-send, or send to another verifier. */
export const sendVerification = async (
  appReqId: string,
  item: Pick<WorkVerificationItem, 'kind' | 'item_id'>,
  verifier: { verifier_name: string; verifier_email: string },
): Promise<WorkVerificationRequestView> =>
  (
    await callEndpoint(workVerificationApi.send, {
      body: { app_req_id: appReqId, kind: item.kind, item_id: item.item_id, ...verifier },
    })
  ).request;
