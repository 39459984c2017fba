import { credentialsApi, verificationApi } from '@credence/shared';
import type { Credential } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

export type { Credential };

// GET /api/credential: every offer and credential of the clinician (declined ones left out), and the
// sources being checked now (001 §7).
export const credentialListQueryOptions = () => endpointQuery(credentialsApi.list, {});
/** While a source is being checked or a dispute awaits its answer, the list is read again every 5 s. */
export const CREDENTIALS_POLL_MS = 5000;
export const useCredentialList = () =>
  useQuery({
    ...credentialListQueryOptions(),
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting =
        (data?.in_progress.length ?? 0) > 0 ||
        (data?.credentials ?? []).some((credential) => credential.dispute?.status === 'open');
      return waiting ? CREDENTIALS_POLL_MS : false;
    },
  });

// GET /api/holder_profile: the profile by source with its offers, and app_req_meta with flags (001 §7).
export const holderProfileQueryOptions = () => endpointQuery(credentialsApi.holderProfile, {});
export const useHolderProfile = () => useQuery(holderProfileQueryOptions());

/** After a change the list and the profile are read again: both show the credential's status. */
function useRefreshCredentials() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(credentialsApi.list) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(credentialsApi.holderProfile) }),
    ]);
}

/** PATCH /api/credential: accepts an offer, the attestation ticked (001 §5: required for reviewed data). */
export function useAcceptCredential() {
  const refresh = useRefreshCredentials();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(credentialsApi.accept, { body: { id, attested: true } }),
    onSuccess: refresh,
  });
}

export interface DisputeInput {
  id: string;
  reason: string;
}

/** DELETE /api/credential with action 'dispute': a re-check of the source answers it. */
export function useDisputeCredential() {
  const refresh = useRefreshCredentials();
  return useMutation({
    mutationFn: ({ id, reason }: DisputeInput) =>
      callEndpoint(credentialsApi.remove, { body: { id, action: 'dispute', reason } }),
    onSuccess: refresh,
  });
}

/** POST /api/request_cred { id }: asks the credential's own source again; answers the job to follow. */
export function useRequestVerification() {
  const refresh = useRefreshCredentials();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(verificationApi.requestCred, { body: { id } }),
    onSuccess: refresh,
  });
}
