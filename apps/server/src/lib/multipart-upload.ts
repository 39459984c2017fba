import type { MultipartFile } from '@fastify/multipart';
import { errorCodes, translate } from '@credence/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';

// One file from a multipart/form-data request, refused with 413 as soon as it is known to be too large: by
// its Content-Length before a byte is read, else by the bytes as they arrive (decision 022). A body that is
// never read to its end must not keep its connection, or Node would read the rest of it to reuse the socket.

/** Room for the boundaries, the part headers and the few small fields a form adds around its file. */
export const MULTIPART_ENVELOPE_BYTES = 16 * 1024;

export const uploadTooLarge = () => new AppError(413, errorCodes.tooLarge, translate('request.too-large'));
const noFile = (field: string) => badRequest([{ path: field, message: 'validation.required' }]);

/** The answer closes the connection, so the rest of the body is never read. */
function refuse(reply: FastifyReply): AppError {
  reply.header('connection', 'close');
  return uploadTooLarge();
}

/**
 * A route hook: 413 before anything else when the declared length cannot fit a file of `maxFileBytes`.
 * A chunked body declares none; readUploadedFile counts its bytes instead.
 */
export function refuseDeclaredOver(maxFileBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxFileBytes + MULTIPART_ENVELOPE_BYTES) throw refuse(reply);
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
    tooLarge = () => reject(refuse(reply));
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
    throw uploadError(error, reply);
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
    if (size > maxFileBytes || part.file.truncated) throw uploadTooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw uploadTooLarge();
  if (size === 0) throw noFile(field);
  return { filename: part.filename ?? '', bytes: Buffer.concat(chunks) };
}

// The parser's own complaints (a cut-off or malformed body) are the caller's fault, so none may become a 500.
// Its limit errors (file size, parts, fields, files) carry 413.
function uploadError(error: unknown, reply: FastifyReply): AppError {
  if (error instanceof AppError) {
    if (error.statusCode === 413) reply.header('connection', 'close');
    return error;
  }
  if ((error as { statusCode?: unknown } | null)?.statusCode === 413) return refuse(reply);
  return badRequest([{ path: 'file', message: 'request.invalid' }]);
}
