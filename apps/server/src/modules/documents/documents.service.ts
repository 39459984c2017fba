import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DOCUMENT_IN_USE,
  DOCUMENT_LINK_TTL_MS,
  DOCUMENT_NOT_READY,
  DOCUMENT_USE_KINDS,
  MIME_TYPE_OF_KIND,
  SNIFF_BYTES,
  acceptedExtensionsOf,
  acceptedKindsOf,
  actorMayDo,
  documentUploadFieldsSchema,
  errorCodes,
  formatAccepts,
  hasAcceptedExtension,
  hasUnsafeCharacters,
  kindOfName,
  sanitizeFileName,
  sniffFileKind,
  translate,
  type DocumentData,
  type DocumentType,
  type DocumentUse,
} from '@credence/shared';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import type { StreamedUpload } from '../../lib/multipart-upload';
import { newStorageKey, type ObjectStorage } from '../../lib/storage';
import { openFile, sealFile } from '../../lib/storage/sealed-file';
import { documentBinding, privilegingFormBinding } from './bindings';
import type { DataKeyRing } from '../secrets/secrets.service';
import { audit, type AuditOrigin } from '../audit/audit.service';
import * as repository from './documents.repository';
import { releaseDocumentReferences } from './release-references';

export interface DocumentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: ObjectStorage;
  dataKeys: DataKeyRing;
  /** HMAC key of the signed download links (secrets.derive). */
  linkKey: Buffer;
}

/** What the file key and the ciphertext are bound to: the owner and the document. */
const bindingOf = documentBinding;

const invalidType = (accepts: readonly string[]) =>
  new AppError(
    415,
    errorCodes.unsupportedMedia,
    translate('upload.invalid-type', { accepts: formatAccepts(accepts) }),
    [{ path: 'file', message: 'upload.invalid-type' }],
  );
const notReady = () => new AppError(409, DOCUMENT_NOT_READY, translate('document.not-ready'));

const knownUseKind = (kind: string): kind is DocumentUse['kind'] =>
  (DOCUMENT_USE_KINDS as readonly string[]).includes(kind);

function toData(row: repository.DocumentRow, uses: repository.DocumentUseRow[]): DocumentData {
  return {
    id: row.id,
    document_type: row.document_type as DocumentType,
    name: row.name,
    size: Number(row.size),
    content_type: row.content_type,
    created_at: new Date(row.created_at).toISOString(),
    used_in: uses
      .filter((use) => use.document_id === row.id && knownUseKind(use.use_kind))
      .map((use) => ({ kind: use.use_kind as DocumentUse['kind'], id: use.use_id, label: use.label })),
  };
}

async function listFor(db: Kysely<Database>, userId: string): Promise<DocumentData[]> {
  const rows = await repository.listStored(db, userId);
  const uses = await repository.usesOf(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toData(row, uses));
}

/** The caller's stored documents among `ids`, as every call answers them (for modules that point at one). */
export async function ownedDocuments(
  db: Kysely<Database>,
  userId: string,
  ids: readonly string[],
): Promise<DocumentData[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  return (await listFor(db, userId)).filter((document) => wanted.has(document.id));
}

/** GET /api/document: every stored document of the caller, newest first, with where each is used. */
export async function listDocuments(deps: DocumentsDeps, caller: Caller): Promise<DocumentData[]> {
  const documents = await listFor(deps.db, caller.userId);
  await audit(deps.db, caller.origin, {
    action: 'documents.list',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { documents: documents.length },
  });
  return documents;
}

/** The first SNIFF_BYTES of the stream (fewer for a shorter file) and a stream of the whole file again. */
async function splitHead(stream: Readable): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, whole: Readable.from(rest(), { objectMode: false }) };
}

/** The name reduced and numbered against the caller's names; a name taken meanwhile is numbered again. */
async function insertWithFreeName(
  deps: DocumentsDeps,
  row: Omit<Parameters<typeof repository.insertUploading>[1], 'name'>,
  filename: string,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const name = sanitizeFileName(filename, await repository.namesOf(deps.db, row.user_id));
    try {
      await repository.insertUploading(deps.db, { ...row, name });
      return name;
    } catch (error) {
      if (!repository.isNameTaken(error) || attempt >= 4) throw error;
    }
  }
}

async function refuseUpload(
  deps: DocumentsDeps,
  origin: AuditOrigin,
  upload: StreamedUpload,
  reason: string,
  error: AppError,
): Promise<never> {
  upload.abandon();
  await audit(deps.db, origin, { action: 'documents.upload', outcome: 'denied', details: { reason } });
  throw error;
}

/**
 * POST /api/document: checks the fields, the name and the first bytes, then streams the file encrypted into
 * the storage under a random key. The row is 'uploading' until the last byte is stored; anything failing on
 * the way (413 past 30 MB, a cut-off body, the storage) removes both the object and the row.
 */
export async function uploadDocument(
  deps: DocumentsDeps,
  caller: Caller,
  upload: StreamedUpload,
): Promise<DocumentData[]> {
  const origin = caller.origin;
  const texts = [upload.filename, ...Object.keys(upload.fields), ...Object.values(upload.fields)];
  // A lone surrogate cannot be sent as UTF-8: it arrives as U+FFFD, the mark of bytes that were not text.
  if (texts.some((text) => hasUnsafeCharacters(text) || text.includes('\uFFFD')))
    return refuseUpload(
      deps,
      origin,
      upload,
      'characters',
      badRequest([{ path: 'file', message: 'request.invalid' }]),
    );
  const fields = documentUploadFieldsSchema.safeParse(upload.fields);
  if (!fields.success)
    return refuseUpload(
      deps,
      origin,
      upload,
      'fields',
      badRequest(
        fields.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      ),
    );
  const type = fields.data.document_type;
  const accepts = acceptedExtensionsOf(type);
  if (!hasAcceptedExtension(upload.filename, accepts))
    return refuseUpload(deps, origin, upload, 'extension', invalidType(accepts));

  let head: Buffer;
  let whole: Readable;
  try {
    ({ head, whole } = await splitHead(upload.stream));
  } catch (error) {
    await audit(deps.db, origin, {
      action: 'documents.upload',
      outcome: 'denied',
      details: { reason: 'body' },
    });
    throw error;
  }
  const kind = sniffFileKind(head);
  if (!kind || kind !== kindOfName(upload.filename) || !acceptedKindsOf(type).includes(kind))
    return refuseUpload(deps, origin, upload, 'content', invalidType(accepts));

  const id = randomUUID();
  const storageKey = newStorageKey('documents');
  const seal = sealFile(deps.dataKeys, bindingOf({ user_id: caller.userId, id }));
  const name = await insertWithFreeName(
    deps,
    {
      id,
      user_id: caller.userId,
      document_type: type,
      content_type: MIME_TYPE_OF_KIND[kind],
      storage_key: storageKey,
      ...seal.record,
      created_at: deps.clock(),
    },
    upload.filename,
  );
  let size = 0;
  whole.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  const encrypted = whole.pipe(seal.cipher);
  whole.once('error', (error) => encrypted.destroy(error));
  try {
    await deps.storage.put(storageKey, encrypted);
  } catch (error) {
    upload.abandon();
    await deps.storage.delete(storageKey).catch(() => undefined);
    await repository.deleteRow(deps.db, id);
    const tooLarge = error instanceof AppError && error.statusCode === 413;
    await audit(deps.db, origin, {
      action: 'documents.upload',
      outcome: tooLarge ? 'denied' : 'failure',
      details: { reason: tooLarge ? 'too-large' : error instanceof AppError ? error.code : 'storage' },
    });
    throw error;
  }
  if (!(await repository.markStored(deps.db, id, { size, authTag: seal.tag(), at: deps.clock() }))) {
    // Outlived ABANDONED_UPLOAD_AFTER_MS and was swept meanwhile (upload-sweep.ts): nothing is kept.
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw new Error('The upload took longer than the abandoned-upload bound and was swept');
  }
  await audit(deps.db, origin, {
    action: 'documents.upload',
    outcome: 'success',
    target_type: 'document',
    target_id: id,
    details: { document_type: type, kind, size },
  });
  const documents = await listFor(deps.db, caller.userId);
  const mine = documents.find((document) => document.id === id);
  if (!mine) throw new Error(`The document ${name} vanished while it was stored`);
  return [mine, ...documents.filter((document) => document.id !== id)];
}

// ---- Signed links ---------------------------------------------------------------------------------------

const signature = (key: Buffer, id: string, userId: string, expires: number) =>
  createHmac('sha256', key).update(`document|${id}|${userId}|${expires}`).digest('base64url');

/** Whether `token` is a link of this document's owner, signed by us, not yet expired. */
function linkIsValid(deps: DocumentsDeps, row: repository.DocumentRow, token: string | undefined): boolean {
  const match = token ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  const expected = Buffer.from(signature(deps.linkKey, row.id, row.user_id, expires));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) && deps.clock().getTime() <= expires;
}

/** GET /api/document/{id}: a link to the file that works for DOCUMENT_LINK_TTL_MS without the bearer token. */
export async function documentLink(
  deps: DocumentsDeps,
  caller: Caller,
  id: string,
): Promise<{ url: string; expires_at: string }> {
  const row = await repository.findOwned(deps.db, caller.userId, id);
  if (!row) throw notFound();
  if (row.status !== 'stored') throw notReady();
  const expires = deps.clock().getTime() + DOCUMENT_LINK_TTL_MS;
  const token = `${expires}.${signature(deps.linkKey, row.id, row.user_id, expires)}`;
  await audit(deps.db, caller.origin, {
    action: 'documents.link',
    outcome: 'success',
    target_type: 'document',
    target_id: row.id,
  });
  return {
    url: `/api/get_document/${encodeURIComponent(row.id)}?token=${encodeURIComponent(token)}`,
    expires_at: new Date(expires).toISOString(),
  };
}

/** The headers of a stored file: its own type, never sniffed, never run as a page. */
function sendFile(
  reply: FastifyReply,
  file: { name: string; content_type: string; size: number },
  disposition: 'attachment' | 'inline',
) {
  // Names are letters, digits and dots only (000 §5), so the quoted filename needs no escaping.
  reply.header('content-type', file.content_type);
  reply.header('content-disposition', `${disposition}; filename="${file.name}"`);
  reply.header('content-length', String(file.size));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'no-store');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  reply.header('cross-origin-resource-policy', 'same-origin');
}

/** The decrypted stream of a stored object; a storage or tag failure cuts the answer off. */
async function decrypted(
  deps: DocumentsDeps,
  storageKey: string,
  seal: { key_id: string; wrapped_key: string; iv: string; auth_tag: string },
  binding: string,
): Promise<Readable> {
  const stored = await deps.storage.get(storageKey);
  const decipher = openFile(deps.dataKeys, seal, binding);
  stored.once('error', (error) => decipher.destroy(error));
  return stored.pipe(decipher);
}

/**
 * GET /api/get_document/{id}: the file, decrypted as it streams. Allowed with a valid signed link, or to the
 * signed-in owner holding get_documents; anyone else gets the 404 of a missing document.
 */
export async function downloadDocument(
  deps: DocumentsDeps,
  { caller, origin }: { caller: Caller | null; origin: AuditOrigin },
  {
    id,
    token,
    disposition = 'attachment',
  }: { id: string; token?: string; disposition?: 'attachment' | 'inline' },
  reply: FastifyReply,
): Promise<Readable> {
  const row = await repository.findById(deps.db, id);
  const byLink = !!row && linkIsValid(deps, row, token);
  const byOwner =
    !!row && !!caller && caller.userId === row.user_id && actorMayDo(caller.actor, 'get_documents');
  if (!row || row.status !== 'stored' || !row.auth_tag || (!byLink && !byOwner)) {
    await audit(deps.db, origin, {
      action: 'documents.download',
      outcome: 'denied',
      target_type: 'document',
      target_id: id,
      details: { token: token !== undefined },
    });
    throw notFound();
  }
  const stream = await decrypted(deps, row.storage_key, { ...row, auth_tag: row.auth_tag }, bindingOf(row));
  await audit(deps.db, origin, {
    action: 'documents.download',
    outcome: 'success',
    user_id: row.user_id,
    target_type: 'document',
    target_id: row.id,
    details: { via: byLink ? 'link' : 'session' },
  });
  sendFile(reply, { name: row.name, content_type: row.content_type, size: Number(row.size) }, disposition);
  return stream;
}

/**
 * DELETE /api/document/{id}: a document something still uses answers 409 document.in-use listing the uses
 * (details: `kind:id` and the label) unless `confirm` is true; then the document and its uses go.
 */
export async function deleteDocument(
  deps: DocumentsDeps,
  caller: Caller,
  id: string,
  confirm: boolean,
): Promise<{ id: string }> {
  const row = await repository.findOwned(deps.db, caller.userId, id);
  if (!row) throw notFound();
  const uses = await repository.usesOf(deps.db, caller.userId, [row.id]);
  if (uses.length > 0 && !confirm) {
    await audit(deps.db, caller.origin, {
      action: 'documents.delete',
      outcome: 'denied',
      target_type: 'document',
      target_id: row.id,
      details: { reason: 'in-use', uses: uses.length },
    });
    throw new AppError(
      409,
      DOCUMENT_IN_USE,
      translate('document.in-use', { uses: uses.map((use) => use.label).join(', ') }),
      uses.map((use) => ({ path: `${use.use_kind}:${use.use_id}`, message: use.label })),
    );
  }
  // The row, its uses and every profile value naming it go in one transaction (decision 063): nothing is
  // left pointing at a missing file, and a failure leaves all of it as it was.
  await deps.db.transaction().execute(async (trx) => {
    const locked = await repository.findOwnedForUpdate(trx, caller.userId, row.id);
    if (!locked) throw notFound();
    const released = await releaseDocumentReferences(trx, {
      userId: caller.userId,
      actorId: caller.actorId,
      documentId: row.id,
      at: deps.clock(),
    });
    if (!(await repository.deleteOwned(trx, caller.userId, row.id))) throw notFound();
    await audit(trx, caller.origin, {
      action: 'documents.delete',
      outcome: 'success',
      target_type: 'document',
      target_id: row.id,
      details: { uses: uses.length, released },
    });
  });
  // The row is gone first, so a failed object delete leaves only unreadable ciphertext with no key.
  await deps.storage.delete(row.storage_key).catch(() => undefined);
  return { id: row.id };
}

/**
 * GET /api/privileging_forms?s3_path=: an organization's blank privileging form, decrypted, for a clinician
 * subscribed to that organization; a path of another organization answers the 404 of an unknown one.
 */
export async function privilegingForm(
  deps: DocumentsDeps,
  caller: Caller,
  s3Path: string,
  reply: FastifyReply,
): Promise<Readable> {
  const form = await repository.findPrivilegingForm(deps.db, s3Path);
  const allowed =
    !!form && (await repository.isSubscribedTo(deps.db, caller.userId, form.subscriber_group_id));
  await audit(deps.db, caller.origin, {
    action: 'documents.privileging_form',
    outcome: allowed ? 'success' : 'denied',
    target_type: 'privileging_form',
    target_id: form?.id ?? null,
  });
  if (!form || !allowed) throw notFound();
  const stream = await decrypted(deps, form.s3_path, form, privilegingFormBinding(form.id));
  sendFile(
    reply,
    { name: form.name, content_type: form.content_type, size: Number(form.size) },
    'attachment',
  );
  return stream;
}

/**
 * Stores an organization's privileging form (the subscriber console's upload, not built yet; the seed and
 * tests call it) and answers its s3_path.
 */
export async function storePrivilegingForm(
  deps: DocumentsDeps,
  { subscriberGroupId, name, bytes }: { subscriberGroupId: string; name: string; bytes: Buffer },
): Promise<string> {
  const kind = sniffFileKind(bytes.subarray(0, SNIFF_BYTES));
  if (!kind || kind !== kindOfName(name)) throw invalidType(acceptedExtensionsOf('other'));
  const id = randomUUID();
  const s3Path = newStorageKey('forms');
  const seal = sealFile(deps.dataKeys, privilegingFormBinding(id));
  const encrypted = Readable.from([bytes]).pipe(seal.cipher);
  await deps.storage.put(s3Path, encrypted);
  await deps.db
    .insertInto('privileging_forms')
    .values({
      id,
      subscriber_group_id: subscriberGroupId,
      s3_path: s3Path,
      name: sanitizeFileName(name),
      content_type: MIME_TYPE_OF_KIND[kind],
      size: bytes.length,
      ...seal.record,
      auth_tag: seal.tag(),
    })
    .execute();
  return s3Path;
}
