import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerErrorHandler } from '../plugins/error-handler';
import { readUploadedFile, refuseDeclaredOver, streamUploadedFile } from './multipart-upload';

// A bare Fastify with the multipart plugin and the app's error handler, and routes that hand back what
// readUploadedFile and streamUploadedFile gave them: the unit tests of lib/multipart-upload.ts.

/** The file limit the routes pass: 2 MB, so the refusal reads "2MB". */
export const MAX = 2_000_000;
export const BOUNDARY = 'unit-test-boundary';
export const TOO_LARGE = 'The file you are trying to upload exceeds the maximum file size of 2MB.';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** True while the upload's byte counter still listens to the request. */
const counting = (request: FastifyRequest) =>
  request.raw.listeners('data').some((listener) => listener.name === 'count');

export interface BodyParts {
  /** Text before the first boundary: the parser drops it, but its bytes still arrive. */
  preamble?: string;
  fields?: [string, string][];
  file?: Buffer;
  fileField?: string;
  filename?: string;
  fieldsAfter?: [string, string][];
}

const fieldPart = ([name, value]: [string, string]) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** The head of a form up to the first byte of its file. */
export function bodyHead({ preamble, fields = [], fileField = 'file', filename = 'cv.pdf' }: BodyParts) {
  return Buffer.from(
    (preamble === undefined ? '' : `${preamble}\r\n`) +
      fields.map(fieldPart).join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
}

export function bodyTail({ fieldsAfter = [] }: BodyParts) {
  return Buffer.from(`\r\n${fieldsAfter.map(fieldPart).join('')}--${BOUNDARY}--\r\n`);
}

export function body(parts: BodyParts) {
  return Buffer.concat([bodyHead(parts), parts.file ?? Buffer.alloc(0), bodyTail(parts)]);
}

/** A form of fields only, no file part. */
export function fieldsOnly(fields: [string, string][]) {
  return Buffer.from(`${fields.map(fieldPart).join('')}--${BOUNDARY}--\r\n`);
}

export const contentType = `multipart/form-data; boundary=${BOUNDARY}`;

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `parserFileSize` other than MAX is the misconfiguration the helpers' own checks guard against. */
export async function uploadTestApp(parserFileSize = MAX): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  // Fields over parts, so six parts of fields end the form with the parser's 413 before any file comes.
  await app.register(multipart, {
    limits: { files: 1, fileSize: parserFileSize, fields: 8, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
  const reportCounting = (request: FastifyRequest, reply: { header(n: string, v: string): unknown }) =>
    reply.header('x-counting', String(counting(request)));
  app.post('/declared', { onRequest: refuseDeclaredOver(MAX) }, async () => ({ passed: true }));
  app.post('/read', async (request, reply) => {
    try {
      const file = await readUploadedFile(request, reply, { field: 'file', maxFileBytes: MAX });
      return { filename: file.filename, size: file.bytes.length, sha: sha(file.bytes) };
    } finally {
      reportCounting(request, reply);
    }
  });
  app.post('/stream', async (request, reply) => {
    try {
      const upload = await streamUploadedFile(request, reply, { field: 'file', maxFileBytes: MAX });
      const bytes = await collect(upload.stream);
      return { filename: upload.filename, fields: upload.fields, size: bytes.length, sha: sha(bytes) };
    } finally {
      reportCounting(request, reply);
    }
  });
  app.post('/abandon', async (request, reply) => {
    const upload = await streamUploadedFile(request, reply, { field: 'file', maxFileBytes: MAX });
    upload.abandon();
    reportCounting(request, reply);
    return reply.status(403).send({ destroyed: upload.stream.destroyed });
  });
  return app;
}

export { sha };

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether the whole body had been written when the answer came. */
  sentAll: boolean;
}

/**
 * Sends `chunks` over a real connection (chunked: no Content-Length), `pauseMs` apart, and never ends the
 * body unless `end`: the answer must come while the sender is still sending.
 */
export async function sendSlowly(
  app: FastifyInstance,
  path: string,
  chunks: Buffer[],
  { end = false, pauseMs = 10 }: { end?: boolean; pauseMs?: number } = {},
): Promise<RawAnswer> {
  const { port } = app.server.address() as AddressInfo;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: { 'content-type': contentType },
  });
  let sentAll = false;
  const answered = new Promise<RawAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(parts).toString(),
          sentAll,
        }),
      );
    });
    request.on('error', reject);
  });
  let done = false;
  void answered.finally(() => {
    done = true;
  });
  for (const chunk of chunks) {
    if (done) break;
    request.write(chunk);
    await sleep(pauseMs);
  }
  sentAll = !done;
  if (end) request.end();
  const silence = sleep(5_000).then(() => {
    throw new Error('no answer 5 s after the last byte');
  });
  try {
    return await Promise.race([answered, silence]);
  } finally {
    request.destroy();
  }
}
