import { affiliationsApi, selfAttestedApi, subscriptionsApi, verificationApi } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

/** GET /api/self_attested: the whole self-attested profile by key section|field (sensitive values masked). */
export const useSelfAttested = () => useQuery(endpointQuery(selfAttestedApi.read, { query: {} }));

/** POST /api/self_attested: saves values by key, all or none (400 with details at the keys). */
export function useSaveSelfAttested() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => callEndpoint(selfAttestedApi.save, { body: { data } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(selfAttestedApi.read) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(selfAttestedApi.history) }),
      ]),
  });
}

/** GET /api/self_attested/history?section=: one section's changes, read only once `enabled` (opened). */
export const useSectionHistory = (section: string, enabled: boolean) =>
  useQuery({ ...endpointQuery(selfAttestedApi.history, { query: { section } }), enabled });

/** GET /api/affiliations, for the wallet (no requirement) or one requirement's view of them. */
export const useAffiliations = (appReqId?: string) =>
  useQuery(endpointQuery(affiliationsApi.list, { query: appReqId ? { app_req_id: appReqId } : {} }));

/** GET /api/verifications: each primary-source check with its status and evidence. */
export const useVerifications = () => useQuery(endpointQuery(verificationApi.list, {}));

/** GET /api/holder_subscriptions?all=true: the organizations, pending ones too. */
export const useSubscriptions = () =>
  useQuery(endpointQuery(subscriptionsApi.list, { query: { all: 'true' } }));
