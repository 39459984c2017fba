import {
  documentsApi,
  malpracticeApi,
  workHistoryApi,
  type DocumentData,
  type MalpracticeRecord,
} from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';

// The malpractice calls of 000 §7 (contracts: packages/shared/src/api/malpractice.ts).

export const malpracticeQuery = () => endpointQuery(malpracticeApi.list, { query: {} });
/** Every input of GET /api/malpractice, to invalidate after a change. */
export const malpracticeKey = () => endpointKey(malpracticeApi.list);
export const useMalpractice = () => useQuery(malpracticeQuery());

/** A record as the form sends it: a policy, or an explanation (is_explanation: true). */
export type RecordToSave = Record<string, unknown>;

/** POST (a new record) or PUT (`id` given: replaces that record). */
export function saveRecord(record: RecordToSave, id?: string): Promise<MalpracticeRecord> {
  return id === undefined
    ? callEndpoint(malpracticeApi.create, { body: { record } })
    : callEndpoint(malpracticeApi.update, { body: { record: { ...record, id } } });
}

export const deleteRecord = (id: string) => callEndpoint(malpracticeApi.remove, { query: { id } });

/** The clinician's documents (GET /api/document), for picking a face sheet uploaded before. */
export const documentsQuery = () => endpointQuery(documentsApi.list, {});
export const documentsKey = () => endpointKey(documentsApi.list);
export const useDocumentList = () => useQuery(documentsQuery());

/** GET /api/work_history: the positions a policy may cover. */
export const useWorkHistory = () => useQuery(endpointQuery(workHistoryApi.list, { query: {} }));

/**
 * A face sheet through the documents module's upload (POST /api/document, document_type 'malpractice'):
 * the fields first, then the file; uploading means agreeing to the terms of use (001 §5). `onProgress`
 * follows the bytes sent, in percent. Answers the new document (the first item of the answer, 001 §7).
 */
export async function uploadFaceSheet(
  file: File,
  onProgress: (percent: number) => void,
): Promise<DocumentData | undefined> {
  const form = new FormData();
  form.append('document_type', 'malpractice');
  form.append('agree_terms', 'true');
  form.append(documentsApi.upload.multipart.file, file, file.name);
  const [document] = await callEndpoint(documentsApi.upload, {}, { form, onUploadProgress: onProgress });
  return document;
}
