import { documentsApi, type DocumentData, type DocumentType } from '@credence/shared';
import { callEndpoint } from './api-endpoint';

/**
 * POST /api/document (decision 038) for a feature that attaches what it uploads (a malpractice face sheet, a
 * certificate of insurance): the fields first (the server reads them before the file), then the file;
 * uploading means agreeing to the terms of use (001 §5). `onProgress` follows the bytes sent, in percent.
 * Answers the new document: the first item of the answer (001 §7).
 */
export async function uploadDocumentFile(
  file: File,
  type: DocumentType,
  onProgress: (percent: number) => void,
): Promise<DocumentData | undefined> {
  const form = new FormData();
  form.append('document_type', type);
  form.append('agree_terms', 'true');
  form.append(documentsApi.upload.multipart.file, file, file.name);
  const [document] = await callEndpoint(documentsApi.upload, {}, { form, onUploadProgress: onProgress });
  return document;
}
