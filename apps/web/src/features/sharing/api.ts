import { sharingApi, verificationApi } from '@credence/shared';
import type { CreateShareBody } from '@credence/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery, fetchEndpointFile } from '#web/lib/api-endpoint';
import { saveFile } from '#web/lib/save-file';

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

/** The records of a share the clinician can keep: the consent receipt (PDF, JSON) and the FHIR R4 Bundle. */
export const SHARE_FILES = ['receiptPdf', 'receipt', 'fhir'] as const;
export type ShareFile = (typeof SHARE_FILES)[number];

const fileNames: Record<ShareFile, (id: string) => string> = {
  receiptPdf: (id) => `consent-receipt-${id}.pdf`,
  receipt: (id) => `consent-receipt-${id}.json`,
  fhir: (id) => `shared-profile-${id}.fhir.json`,
};

async function shareFile(id: string, file: ShareFile): Promise<Blob> {
  const params = { id };
  if (file === 'receiptPdf') return fetchEndpointFile(sharingApi.receiptPdf, { params });
  if (file === 'fhir') return fetchEndpointFile(sharingApi.fhir, { params });
  const receipt = await callEndpoint(sharingApi.receipt, { params });
  return new Blob([JSON.stringify(receipt, null, 2)], { type: 'application/json' });
}

/** Downloads one record of a share (GET /api/presentations/:id/receipt[.pdf] or /fhir) to the device. */
export function useDownloadShareFile() {
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: ShareFile }) =>
      saveFile(await shareFile(id, file), fileNames[file](id)),
  });
}
