import { documentsApi, malpracticeApi, workHistoryApi, type MalpracticeRecord } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '#web/lib/api-endpoint';
import { uploadDocumentFile } from '#web/lib/document-upload';

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

/** A face sheet through the documents module's upload (document_type 'malpractice'). */
export const uploadFaceSheet = (file: File, onProgress: (percent: number) => void) =>
  uploadDocumentFile(file, 'malpractice', onProgress);
