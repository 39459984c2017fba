import {
  DOCUMENT_DOWNLOAD_RETRIES,
  DOCUMENT_DOWNLOAD_RETRY_MS,
  DOCUMENT_NOT_READY,
  documentsApi,
  type DocumentData,
  type DocumentType,
} from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#web/lib/api-client';
import { callEndpoint, endpointQuery } from '#web/lib/api-endpoint';

// The document calls of 000 §7 (contracts: packages/shared/src/api/documents.ts).

export const documentsQuery = () => endpointQuery(documentsApi.list, {});
export const useDocuments = () => useQuery(documentsQuery());

/**
 * POST /api/document: the fields first (the server reads them before the file), then the file; uploading
 * means agreeing to the terms of use (001 §5). `onProgress` follows the bytes sent, in percent.
 */
export async function uploadDocument(
  file: File,
  type: DocumentType,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<DocumentData[]> {
  const form = new FormData();
  form.append('document_type', type);
  form.append('agree_terms', 'true');
  form.append(documentsApi.upload.multipart.file, file, file.name);
  return callEndpoint(
    documentsApi.upload,
    {},
    { form, onUploadProgress: onProgress, ...(signal ? { signal } : {}) },
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/document/{id}: the short-lived link, asked again every second (000 §9 'Download retry') while the
 * server says the file is not ready yet, at most DOCUMENT_DOWNLOAD_RETRIES times.
 */
export async function documentLink(
  id: string,
  sleep: (ms: number) => Promise<unknown> = wait,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await callEndpoint(documentsApi.link, { params: { id } })).url;
    } catch (error) {
      if (!isApiError(error) || error.code !== DOCUMENT_NOT_READY || attempt >= DOCUMENT_DOWNLOAD_RETRIES)
        throw error;
      await sleep(DOCUMENT_DOWNLOAD_RETRY_MS);
    }
  }
}

/** DELETE /api/document/{id}; `confirm` deletes a document in use (the server answers 409 without it). */
export const deleteDocument = (id: string, confirm: boolean) =>
  callEndpoint(documentsApi.remove, { params: { id }, query: confirm ? { confirm: 'true' } : {} });
