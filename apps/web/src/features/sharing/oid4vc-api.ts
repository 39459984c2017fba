import { oid4vcApi } from '@credence/shared';
import type { Oid4vpRespondBody } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// The OpenID4VCI offer and OpenID4VP request contracts (packages/shared/src/api/oid4vc.ts; decision 054).

/** POST /api/credential_offers: a new single-use offer of one credential. */
export const useCreateOffer = () =>
  useMutation({ mutationFn: (id: string) => callEndpoint(oid4vcApi.createOffer, { body: { id } }) });

/** POST /api/oid4vp/requests: the request read and matched (a read, sent as POST: the link is long). */
export const useResolveRequest = (request: string) =>
  useQuery({
    queryKey: ['oid4vp-request', request],
    queryFn: () => callEndpoint(oid4vcApi.resolveRequest, { body: { request } }),
    enabled: request.length > 0,
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/oid4vp/responses */
export function useRespond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Oid4vpRespondBody) => callEndpoint(oid4vcApi.respond, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(oid4vcApi.presentations) }),
  });
}

/** GET /api/oid4vp/presentations */
export const useVerifierPresentations = () => useQuery(endpointQuery(oid4vcApi.presentations, {}));
