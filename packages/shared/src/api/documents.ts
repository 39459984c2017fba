import { z } from 'zod';
import { UPLOAD_DEFAULT_MAX, UPLOAD_DEFAULT_MAX_BYTES } from '../constants';
import { EXTENSIONS_OF_KIND, MIME_TYPE_OF_KIND, type FileKind } from '../files/content-kind';
import { MALPRACTICE_ACCEPTED_EXTENSIONS } from '../files/upload';
import { contract } from './contract';
import { documentErrors } from './documents.errors';

// The clinician's documents (apps/server/src/modules/documents; 000 §7 'Documents and consent', 001 §5
// 'Upload', §7, §8; decision 038). Files are kept encrypted in the document storage (a folder under DATA_DIR,
// or S3-compatible object storage) under random keys; the database keeps their names, types and where each is
// used. Actions: get_documents to read, post_documents to upload, delete_documents to delete. Another
// clinician's document answers the 404 of a missing one. Every read and change is audited (ids only).

/** What a document is for; the upload's `document_type` (001 §7 names 'malpractice'). */
export const DOCUMENT_TYPES = [
  'malpractice',
  'license',
  'board_certification',
  'life_support',
  'training_certificate',
  'work_visa',
  'dd214',
  'cv',
  'other',
] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'request.invalid' });
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** Every extension a document may have (lower case): the spec's .pdf, .doc, .docx and scans of cards. */
export const DOCUMENT_ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.png',
  '.jpg',
  '.jpeg',
  '.heic',
] as const;

/** The extensions a type accepts: a malpractice face sheet is .pdf, .doc or .docx (000 §5); others add images. */
export const acceptedExtensionsOf = (type: DocumentType): readonly string[] =>
  type === 'malpractice' ? MALPRACTICE_ACCEPTED_EXTENSIONS : DOCUMENT_ACCEPTED_EXTENSIONS;

/** The file kinds (by content) a type accepts. */
export const acceptedKindsOf = (type: DocumentType): FileKind[] =>
  (Object.keys(EXTENSIONS_OF_KIND) as FileKind[]).filter((kind) =>
    EXTENSIONS_OF_KIND[kind].some((extension) => acceptedExtensionsOf(type).includes(extension)),
  );

/** The spec's default upload limit, 30 MB = 30,000,000 bytes, refused while the bytes arrive (413). */
export const DOCUMENT_MAX_SIZE = UPLOAD_DEFAULT_MAX;
export const DOCUMENT_MAX_BYTES = UPLOAD_DEFAULT_MAX_BYTES;
/** How long the link GET /api/document/{id} answers stays valid. */
export const DOCUMENT_LINK_TTL_MS = 60_000;
/** The web asks again for a link that is not ready after this long (000 §9 'Download retry'). */
export const DOCUMENT_DOWNLOAD_RETRY_MS = 1_000;
/** …at most this many times. */
export const DOCUMENT_DOWNLOAD_RETRIES = 5;

/** What may point at a document; each later module (malpractice, tasks, …) adds a row to document_uses. */
export const DOCUMENT_USE_KINDS = [
  'malpractice_policy',
  'task',
  'work_history',
  'disclosure',
  'certification',
] as const;
export const documentUseSchema = z.object({
  kind: z.enum(DOCUMENT_USE_KINDS),
  /** The id of the policy, task, … that points at the document. */
  id: z.string(),
  /** What the clinician calls it ('Coastal Mutual policy 12345'). */
  label: z.string(),
});
export type DocumentUse = z.infer<typeof documentUseSchema>;

/** A document as every call answers it. `name` is the stored name (letters, digits, dots; numbered on duplicates). */
export const documentSchema = z.object({
  id: z.uuid(),
  document_type: documentTypeSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  content_type: z.string(),
  /** ISO date-time of the upload ('Uploaded on {date}'). */
  created_at: z.string(),
  /** Where the document is used; empty when nowhere. */
  used_in: z.array(documentUseSchema),
});
export type DocumentData = z.infer<typeof documentSchema>;

/** A file answer: the bytes themselves, with the file's own Content-Type (for the OpenAPI document). */
const fileSchema = z.string().meta({ description: 'The file’s bytes', format: 'binary' });

const idParams = z.object({ id: z.uuid({ error: 'request.not-found' }) });

/** The text fields of the upload, sent before the file. `agree_terms` must be 'true' (001 §5). */
export const documentUploadFieldsSchema = z.object({
  document_type: documentTypeSchema,
  agree_terms: z.literal('true', { error: 'upload.terms-required' }),
});

export const documentLinkSchema = z.object({
  /** Same-origin path of GET /api/get_document/{id} with a signed token; open it in a new tab. */
  url: z.string(),
  expires_at: z.string(),
});

export const documentDownloadQuerySchema = z.object({
  token: z.string().max(200).optional(),
  /** 'attachment' (default) saves the file; 'inline' lets the browser show a PDF or an image in the tab. */
  disposition: z.enum(['attachment', 'inline']).optional(),
});

export const documentDeleteQuerySchema = z.object({
  /** 'true' deletes a document in use (and its uses); without it such a document answers 409. */
  confirm: z.enum(['true', 'false']).optional(),
});

/** 409 document.in-use: its details are the uses, `path` the kind:id and `message` the label. */
export const DOCUMENT_IN_USE = documentErrors.inUse;
export const DOCUMENT_NOT_READY = documentErrors.notReady;

export const privilegingFormQuerySchema = z.object({
  /** The object-storage path of an organization's privileging form, as its task names it. */
  s3_path: z.string().min(1).max(300),
});

export const documentsApi = {
  upload: contract({
    method: 'POST',
    path: '/api/document',
    access: { action: 'post_documents' },
    tags: ['documents'],
    summary: 'Uploads a document; answers a list whose first item is the new document',
    description:
      'multipart/form-data: the fields `document_type` and `agree_terms` (= "true": uploading means agreeing ' +
      'to the terms of use), then one file field `file`. The name must end with an accepted extension ' +
      '(case-insensitive) and the content must be that kind (magic bytes); at most 30,000,000 bytes, refused ' +
      'while the bytes arrive (413, nothing stored). The name is reduced to letters, digits and dots and ' +
      'numbered when the clinician already has it. The rest of the list is the clinician’s other documents.',
    multipart: {
      file: 'file',
      accept: Object.values(MIME_TYPE_OF_KIND),
      maxBytes: DOCUMENT_MAX_BYTES,
      fields: documentUploadFieldsSchema,
    },
    status: 201,
    response: z.array(documentSchema),
    errors: ['request.too-large', 'request.unsupported-media-type'],
  }),
  list: contract({
    method: 'GET',
    path: '/api/document',
    access: { action: 'get_documents' },
    tags: ['documents'],
    summary: 'The clinician’s documents, newest first, each with where it is used',
    response: z.array(documentSchema),
    errors: [],
  }),
  link: contract({
    method: 'GET',
    path: '/api/document/:id',
    access: { action: 'get_documents' },
    tags: ['documents'],
    summary: 'A short-lived signed link to the document’s file',
    description:
      `The link works for ${DOCUMENT_LINK_TTL_MS / 1000} s without the bearer token (a new tab has none). ` +
      '409 document.not-ready while the file is still being stored: ask again after 1 s.',
    params: idParams,
    response: documentLinkSchema,
    errors: ['request.not-found', DOCUMENT_NOT_READY],
  }),
  download: contract({
    method: 'GET',
    path: '/api/get_document/:id',
    // The signed token of GET /api/document/{id} is the authority (a new tab carries no bearer token); without
    // one, the signed-in owner (bearer) may read the file. Anyone else gets the 404 of a missing document.
    access: 'public',
    tags: ['documents'],
    summary: 'The document’s file, decrypted, with a safe Content-Disposition',
    params: idParams,
    query: documentDownloadQuerySchema,
    envelope: 'none',
    response: fileSchema,
    errors: ['request.not-found'],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/document/:id',
    access: { action: 'delete_documents' },
    tags: ['documents'],
    summary: 'Deletes a document; one in use answers 409 saying where, unless confirm=true',
    params: idParams,
    query: documentDeleteQuerySchema,
    response: z.object({ id: z.uuid() }),
    errors: ['request.not-found', DOCUMENT_IN_USE],
  }),
  privilegingForm: contract({
    method: 'GET',
    path: '/api/privileging_forms',
    access: { action: 'get_tasks' },
    tags: ['documents'],
    summary: 'An organization’s privileging form by its storage path, for a clinician subscribed to it',
    query: privilegingFormQuerySchema,
    envelope: 'none',
    response: fileSchema,
    errors: ['request.not-found'],
  }),
};
