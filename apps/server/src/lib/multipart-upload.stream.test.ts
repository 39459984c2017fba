import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// streamUploadedFile on a bare Fastify (decision 038): the same limits as readUploadedFile, written here:
// the file at most MAX (2 MB), the whole body at most MAX + 16 KiB (16384).

const ENVELOPE = 16_384;

describe('streamUploadedFile', () => {
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

  const post = (payload: Buffer, { on = app, url = '/stream' } = {}) =>
    on.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
  type Answer = Awaited<ReturnType<typeof post>>;
  const expectTooLarge = (response: Answer) => {
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'request.too-large', message: TOO_LARGE } });
    expect(response.headers.connection).toBe('close');
    expect(response.headers['x-counting']).toBe('false');
  };
  const expectNoFile = (response: Answer) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'file', message: 'validation.required' }]);
  };

  it('streams a file of exactly 2 MB with the fields sent with it (not the file), and stops counting', async () => {
    const file = randomBytes(MAX);
    const response = await post(
      body({
        fields: [
          ['document_type', 'malpractice'],
          ['agree_terms', 'true'],
        ],
        file,
        filename: 'policy.pdf',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      filename: 'policy.pdf',
      fields: { document_type: 'malpractice', agree_terms: 'true' },
      size: MAX,
      sha: sha(file),
    });
    expect(response.headers['x-counting']).toBe('false');
  });

  it('keeps the first value of a field sent twice', async () => {
    const response = await post(
      body({
        fields: [
          ['document_type', 'first'],
          ['document_type', 'second'],
        ],
        file: Buffer.from('x'),
      }),
    );
    expect(response.json().fields).toEqual({ document_type: 'first' });
  });

  it('fails the stream with 413 for a file one byte over 2 MB, and closes the connection', async () => {
    expectTooLarge(await post(body({ file: randomBytes(MAX + 1) })));
  });

  it('refuses a file over the limit even when the parser was registered with a larger one', async () => {
    expectTooLarge(await post(body({ file: randomBytes(MAX + 1) }), { on: loose }));
    expect((await post(body({ file: randomBytes(MAX) }), { on: loose })).statusCode).toBe(200);
  });

  it('fails an empty file with 400 "required"', async () => {
    expectNoFile(await post(body({ file: Buffer.alloc(0) })));
    expect((await post(body({ file: Buffer.from('x') }))).json().size).toBe(1);
  });

  it('refuses a form without the file, or with it under another name, and closes the unread body', async () => {
    for (const payload of [
      fieldsOnly([['note', 'no file']]),
      body({ file: randomBytes(10), fileField: 'doc' }),
    ]) {
      const response = await post(payload);
      expectNoFile(response);
      expect(response.headers.connection).toBe('close');
      expect(response.headers['x-counting']).toBe('false');
    }
  });

  it('counts the bytes before the file: 2 MB + 16 KiB passes, one byte more is refused before the file', async () => {
    const file = Buffer.from('%PDF-1');
    const overhead = body({ preamble: '', file }).length;
    const atLimit = body({ preamble: 'j'.repeat(MAX + ENVELOPE - overhead), file });
    expect(atLimit.length).toBe(MAX + ENVELOPE);
    expect((await post(atLimit)).statusCode).toBe(200);
    expectTooLarge(await post(body({ preamble: 'j'.repeat(MAX + ENVELOPE - overhead + 1), file })));
  });

  it('refuses a form over the parser’s part limit with the same 413', async () => {
    const fields: [string, string][] = [1, 2, 3, 4, 5].map((n) => [`f${n}`, 'v']);
    expectTooLarge(await post(body({ fields, file: Buffer.from('x') })));
  });

  // Known fault, not fixed yet: a body cut off inside the file fails the stream with the parser's raw error
  // (a 500). The fix tried on 2026-11-29 (watching the file with finished() before pipeline()) let a refusal
  // raised in flush escape as an uncaught exception on PostgreSQL runs, so it was reverted; see
  // docs/testing/mutation-scores.md ("Second pass"). Unskip with the fix.
  it.skip('fails the stream with 400 "request.invalid" for a body cut off inside the file, never a 500', async () => {
    const response = await post(Buffer.concat([bodyHead({}), Buffer.from('partial')]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'file', message: 'request.invalid' }]);
  });

  it('abandon() stops reading: the answer closes the connection and the stream is destroyed', async () => {
    const response = await post(body({ file: randomBytes(1000) }), { url: '/abandon' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ destroyed: true });
    expect(response.headers.connection).toBe('close');
    expect(response.headers['x-counting']).toBe('false');
  });

  it('answers 413 as soon as a slow sender passes 2 MB by one byte and then waits', async () => {
    // 2 MB + 1 byte of file is far below 2 MB + 16 KiB of body: only the file's own limit can answer.
    const eighth = Buffer.alloc(MAX / 8, 0x41);
    const chunks = [bodyHead({}), ...Array.from({ length: 8 }, () => eighth), Buffer.from('!')];
    const answer = await sendSlowly(app, '/stream', chunks);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body).error.message).toBe(TOO_LARGE);
  });

  it('fails the stream when the body passes 2 MB + 16 KiB while a file that fits is arriving', async () => {
    // 16 KiB of junk before the form, then a file of 2 MB sent slowly: the file fits, the body does not.
    const head = bodyHead({ preamble: 'j'.repeat(ENVELOPE) });
    const chunk = Buffer.alloc(MAX / 8, 0x41);
    const answer = await sendSlowly(app, '/stream', [head, ...Array.from({ length: 8 }, () => chunk)]);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body).error.message).toBe(TOO_LARGE);
  });
});
