import { consoleReceivedApi, consoleWorkApi, sharingApi } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, fetchEndpointFile } from '#web/lib/api-endpoint';

// The console's received shares and expirables (packages/shared/src/api/console-received.ts, decision 051).
// Opening a share is recorded by the server on every read: it is read once per open, not refetched on focus.

export const useReceivedShares = () => useQuery(endpointQuery(consoleReceivedApi.shares, {}));
export const useExpirables = () => useQuery(endpointQuery(consoleReceivedApi.expirables, {}));
export const useWorkVerifications = () => useQuery(endpointQuery(consoleWorkApi.workVerifications, {}));

export const useSharePanel = (id: string) =>
  useQuery({
    ...endpointQuery(consoleReceivedApi.share, { params: { id } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** Saves a downloaded body as a file through a temporary link. */
export function save(body: Blob, fileName: string) {
  const url = URL.createObjectURL(body);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads the FHIR bundle or the PDF packet of a share. The server records the download in the share's log
 * (the panel is not read again for it: a read is itself recorded as an open).
 */
export function shareDownload(id: string) {
  return async (kind: 'fhir' | 'pdf') => {
    if (kind === 'fhir') {
      const bundle = await callEndpoint(sharingApi.orgFhir, { params: { id } });
      const text = typeof bundle === 'string' ? bundle : JSON.stringify(bundle, null, 2);
      save(new Blob([text], { type: 'application/fhir+json' }), `share-${id}.fhir.json`);
    } else {
      const pdf = (await callEndpoint(consoleReceivedApi.packet, { params: { id } })) as unknown;
      save(pdf instanceof Blob ? pdf : new Blob([String(pdf)]), `share-${id}.pdf`);
    }
  };
}

/** Downloads a work verification's signed PDF (audited by the server). */
export async function workVerificationDownload(id: string) {
  const pdf = (await callEndpoint(consoleWorkApi.workVerificationPdf, { params: { id } })) as unknown;
  save(pdf instanceof Blob ? pdf : new Blob([String(pdf)]), `work-verification-${id}.pdf`);
}

/** Downloads one document of a share as the clinician uploaded or signed it; the server logs who opened what. */
export async function shareDocumentDownload(id: string, document: { id: string; name: string }) {
  const file = await fetchEndpointFile(consoleReceivedApi.document, {
    params: { id, documentId: document.id },
  });
  save(file, document.name);
}
