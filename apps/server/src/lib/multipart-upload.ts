import type { MultipartFile } from '@fastify/multipart';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorCodes, translate, UPLOAD_UNIT_BYTES } from '@credence/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';

// One file from a multipart/form-data request, refused with 413 as soon as it is known to be too large: by
// its Content-Length before a byte is read, else by the bytes as they arrive (decision 022). A body that is
// never read to its end must not keep its connection, or Node would read the rest of it to reuse the socket.

/** Room for the boundaries, the part headers and the few small fields a form adds around its file. */
export const MULTIPART_ENVELOPE_BYTES = 16 * 1024;

/** 413 in the spec's words: 'The file you are trying to upload exceeds the maximum file size of 10MB.' */
export const uploadTooLarge = (maxFileBytes: number) =>
  new AppError(
    413,
    errorCodes.tooLarge,
    translate('upload.too-large', { size: maxFileBytes / UPLOAD_UNIT_BYTES.MB, type: 'MB' }),
  );
const noFile = (field: string) => badRequest([{ path: field, message: 'validation.required' }]);

/** The answer closes the connection, so the rest of the body is never read. */
function refuse(reply: FastifyReply, maxFileBytes: number): AppError {
  reply.header('connection', 'close');
  return uploadTooLarge(maxFileBytes);
}

/**
 * A route hook: 413 before anything else when the declared length cannot fit a file of `maxFileBytes`.
 * A chunked body declares none; readUploadedFile counts its bytes instead.
 */
export function refuseDeclaredOver(maxFileBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxFileBytes + MULTIPART_ENVELOPE_BYTES)
      throw refuse(reply, maxFileBytes);
  };
}

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/**
 * The one file of field `field`, in memory, at most `maxFileBytes` (the multipart plugin must be registered
 * with the same fileSize). Rejects with 413 the moment the file passes the limit or the whole body passes it
 * with the envelope, however slowly or in whatever chunks it comes: a cut-off file is never handed on.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { field, maxFileBytes }: { field: string; maxFileBytes: number },
): Promise<UploadedFile> {
  let tooLarge!: () => void;
  const overLimit = new Promise<never>((_resolve, reject) => {
    tooLarge = () => reject(refuse(reply, maxFileBytes));
  });
  overLimit.catch(() => undefined);
  // Counted from the first byte: junk before the first part is dropped by the parser but still arrives.
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxFileBytes + MULTIPART_ENVELOPE_BYTES) tooLarge();
  };
  request.raw.on('data', count);
  try {
    // request.file() pipes the body in this same tick, so the counter sees every chunk the parser sees.
    const reading = readFile(request.file(), field, maxFileBytes, tooLarge);
    // Once refused, the reading is abandoned and ends with the closed connection's error, which nobody awaits.
    reading.catch(() => undefined);
    return await Promise.race([reading, overLimit]);
  } catch (error) {
    throw uploadError(error, reply, maxFileBytes);
  } finally {
    request.raw.off('data', count);
  }
}

async function readFile(
  next: Promise<MultipartFile | undefined>,
  field: string,
  maxFileBytes: number,
  tooLarge: () => void,
): Promise<UploadedFile> {
  const part = await next;
  if (!part || part.fieldname !== field) throw noFile(field);
  // The parser stops passing bytes on at its fileSize limit but ends the file only when the part ends, which
  // a slow sender may put off for ever: the limit event answers at once.
  part.file.once('limit', tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFileBytes || part.file.truncated) throw uploadTooLarge(maxFileBytes);
    chunks.push(chunk);
  }
  if (part.file.truncated) throw uploadTooLarge(maxFileBytes);
  if (size === 0) throw noFile(field);
  return { filename: part.filename ?? '', bytes: Buffer.concat(chunks) };
}

// The parser's own complaints (a cut-off or malformed body) are the caller's fault, so none may become a 500.
// Its limit errors (file size, parts, fields, files) carry 413.
function uploadError(error: unknown, reply: FastifyReply, maxFileBytes: number): AppError {
  if (error instanceof AppError) {
    if (error.statusCode === 413) reply.header('connection', 'close');
    return error;
  }
  if ((error as { statusCode?: unknown } | null)?.statusCode === 413) return refuse(reply, maxFileBytes);
  return badRequest([{ path: 'file', message: 'request.invalid' }]);
}

export interface StreamedUpload {
  filename: string;
  /** The text fields sent before the file (a field sent after it is not seen). */
  fields: Record<string, string>;
  /**
   * The file's bytes as they arrive. Fails with the 413 AppError the moment the file passes `maxFileBytes` or
   * the body passes it with the envelope, with a 400 for an empty file: whoever stores it must drop what it
   * stored so far, so a cut-off file is never kept.
   */
  stream: Readable;
  /** Stops reading (the answer closes the connection): for a call refused before its file was read. */
  abandon(): void;
}

/**
 * The one file of field `field` as a stream, never whole in memory (the documents of decision 038), with the
 * same limits as readUploadedFile: the multipart plugin must be registered with fileSize = `maxFileBytes`.
 */
export async function streamUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { field, maxFileBytes }: { field: string; maxFileBytes: number },
): Promise<StreamedUpload> {
  let received = 0;
  let size = 0;
  // The file's stream, once the file part has begun: what a refusal cuts off.
  const current: { stream?: Transform } = {};
  let refused: AppError | undefined;
  const tooLarge = () => {
    refused ??= refuse(reply, maxFileBytes);
    current.stream?.destroy(refused);
  };
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxFileBytes + MULTIPART_ENVELOPE_BYTES) tooLarge();
  };
  request.raw.on('data', count);
  const stopCounting = () => request.raw.off('data', count);
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    stopCounting();
    throw uploadError(error, reply, maxFileBytes);
  }
  if (refused) {
    stopCounting();
    throw refused;
  }
  if (!part || part.fieldname !== field) {
    stopCounting();
    reply.header('connection', 'close');
    throw noFile(field);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  const file = part.file;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxFileBytes || file.truncated) return callback(refuse(reply, maxFileBytes));
      callback(null, chunk);
    },
    flush(callback) {
      if (file.truncated) return callback(refuse(reply, maxFileBytes));
      if (size === 0) return callback(noFile(field));
      callback();
    },
  });
  current.stream = out;
  file.once('limit', tooLarge);
  out.once('close', stopCounting);
  pipeline(file, out).catch((error: unknown) => {
    // The parser's own failure (a cut-off body) reaches whoever reads the stream as an AppError.
    if (!out.destroyed) out.destroy(uploadError(error, reply, maxFileBytes));
  });
  return {
    filename: part.filename ?? '',
    fields,
    stream: out,
    abandon: () => {
      reply.header('connection', 'close');
      stopCounting();
      out.destroy();
    },
  };
}
