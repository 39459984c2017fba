import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from './app-error';
import { refuseDeclaredOver } from './multipart-upload';
import {
  body,
  bodyHead,
  contentType,
  fieldsOnly,
  MAX,
  sendSlowly,
  sha,
  TOO_LARGE,
  uploadTestApp,
} from './multipart-upload-test-support';

// lib/multipart-upload.ts on a bare Fastify: the declared-length hook and readUploadedFile (decision 022).
// The limits are written here: the file at most MAX (2 MB), the whole body at most MAX + 16 KiB (16384).

const ENVELOPE = 16_384;

describe('refuseDeclaredOver: 413 by Content-Length before a byte is read', () => {
  const run = async (contentLength: string | undefined) => {
    const reply = { header: vi.fn() };
    const headers = contentLength === undefined ? {} : { 'content-length': contentLength };
    await refuseDeclaredOver(MAX)({ headers } as never, reply as never);
    return reply;
  };

  it('lets through a declared length of exactly the file limit plus 16 KiB', async () => {
    const reply = await run(String(MAX + ENVELOPE));
    expect(reply.header).not.toHaveBeenCalled();
  });

  it('refuses one byte more with 413 in the spec’s words, and closes the connection', async () => {
    const refusal = run(String(MAX + ENVELOPE + 1));
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 413,
      code: 'request.too-large',
      message: TOO_LARGE,
    });
    const reply = { header: vi.fn() };
    await refuseDeclaredOver(MAX)(
      { headers: { 'content-length': String(MAX + ENVELOPE + 1) } } as never,
      reply as never,
    ).catch(() => undefined);
    expect(reply.header).toHaveBeenCalledWith('connection', 'close');
  });

  it('lets a chunked body (no Content-Length) through to be counted as it arrives', async () => {
    const reply = await run(undefined);
    expect(reply.header).not.toHaveBeenCalled();
  });
});

describe('readUploadedFile', () => {
  let app: FastifyInstance;
  let loose: FastifyInstance;
  beforeAll(async () => {
    app = await uploadTestApp();
    loose = await uploadTestApp(MAX * 2);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await loose.close();
  });

  const post = (payload: Buffer, on = app) =>
    on.inject({ method: 'POST', url: '/read', headers: { 'content-type': contentType }, payload });
  const expectTooLarge = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'request.too-large', message: TOO_LARGE } });
    expect(response.headers.connection).toBe('close');
    expect(response.headers['x-counting']).toBe('false');
  };
  const expectNoFile = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'file', message: 'validation.required' }]);
    expect(response.headers.connection).not.toBe('close');
  };

  it('hands on a file of exactly 2 MB whole, with its name, and stops counting', async () => {
    const file = randomBytes(MAX);
    const response = await post(body({ file, filename: 'résumé.pdf' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ filename: 'résumé.pdf', size: MAX, sha: sha(file) });
    expect(response.headers['x-counting']).toBe('false');
  });

  it('refuses a file one byte over 2 MB with 413 and closes the connection', async () => {
    expectTooLarge(await post(body({ file: randomBytes(MAX + 1) })));
  });

  it('refuses a file over the limit even when the parser was registered with a larger one', async () => {
    expectTooLarge(await post(body({ file: randomBytes(MAX + 1) }), loose));
    expect((await post(body({ file: randomBytes(MAX) }), loose)).statusCode).toBe(200);
  });

  it('answers 400 "required" for an empty file, a form without a file and a file under another name', async () => {
    expectNoFile(await post(body({ file: Buffer.alloc(0) })));
    expectNoFile(await post(fieldsOnly([['note', 'no file here']])));
    expectNoFile(await post(body({ file: randomBytes(10), fileField: 'document' })));
    expect((await post(body({ file: Buffer.from('x') }))).json().size).toBe(1);
  });

  it('counts every byte of the body: 2 MB + 16 KiB passes, one byte more is refused', async () => {
    const file = Buffer.from('%PDF-1');
    const overhead = body({ preamble: '', file }).length;
    const atLimit = body({ preamble: 'j'.repeat(MAX + ENVELOPE - overhead), file });
    expect(atLimit.length).toBe(MAX + ENVELOPE);
    expect((await post(atLimit)).statusCode).toBe(200);
    const over = body({ preamble: 'j'.repeat(MAX + ENVELOPE - overhead + 1), file });
    expectTooLarge(await post(over));
  });

  it('refuses a form over the parser’s part limit with the same 413', async () => {
    const fields: [string, string][] = [1, 2, 3, 4, 5].map((n) => [`f${n}`, 'v']);
    expectTooLarge(await post(body({ fields, file: Buffer.from('x') })));
  });

  it('answers 400 "request.invalid" for a body cut off inside the file, never a 500', async () => {
    const cut = Buffer.concat([bodyHead({}), Buffer.from('partial')]);
    const response = await post(cut);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'file', message: 'request.invalid' }]);
    expect(response.headers.connection).not.toBe('close');
  });

  it('answers 413 as soon as a slow sender passes 2 MB by one byte and then waits', async () => {
    // 2 MB + 1 byte of file is far below 2 MB + 16 KiB of body: only the file's own limit can answer.
    const eighth = Buffer.alloc(MAX / 8, 0x41);
    const chunks = [bodyHead({}), ...Array.from({ length: 8 }, () => eighth), Buffer.from('!')];
    const answer = await sendSlowly(app, '/read', chunks);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body).error.message).toBe(TOO_LARGE);
  });
});
