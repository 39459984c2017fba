import { networkApi, type SignInOptionsData } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointKey } from '#web/lib/api-endpoint';

export type SignInOptionsAnswer = SignInOptionsData;

/** GET /api/sign_in_options (public): the professional-network provider, when the server has one. */
export async function getSignInOptions(client?: ApiClient): Promise<SignInOptionsAnswer> {
  return callEndpoint(networkApi.signInOptions, {}, { client });
}

export function useSignInOptions() {
  return useQuery({
    queryKey: endpointKey(networkApi.signInOptions),
    queryFn: () => getSignInOptions(),
    // Configuration does not change while the page is open; without it the hosted sign-in still works.
    staleTime: Infinity,
    retry: false,
  });
}
