import { sharingApi, verificationApi } from '@credence/shared';
import type { CreateShareBody } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// The sharing contracts (packages/shared/src/api/sharing.ts; issue 17, decision 043).

/** GET /api/presentations/checklist/:subscription_id: ready or not, and what would go. */
export const useShareChecklist = (subscriptionId: string) =>
  useQuery({
    ...endpointQuery(sharingApi.checklist, { params: { subscription_id: subscriptionId } }),
    retry: false,
  });

/** GET /api/presentations: the activity of every share. */
export const useShares = () => useQuery(endpointQuery(sharingApi.list, {}));

/** POST /api/presentations */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareBody) => callEndpoint(sharingApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(sharingApi.list) }),
  });
}

/** DELETE /api/presentations/:id: ends the organization's access. */
export function useEndShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(sharingApi.end, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(sharingApi.list) }),
  });
}

/** POST /api/request_cred { id }: re-verification of a stale, expired or revoked credential. */
export function useRequestReverification(subscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(verificationApi.requestCred, { body: { id } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(sharingApi.checklist, { params: { subscription_id: subscriptionId } }),
      }),
  });
}
