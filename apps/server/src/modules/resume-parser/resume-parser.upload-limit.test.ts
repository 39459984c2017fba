import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResumeTestApp, type ResumeTestApp } from './resume-parser-test-support';
import { multipart } from './resume-test-files';

// Issue 11 item 6: an upload over the limit is refused as its bytes arrive, never read whole and never cut
// and parsed. The resume limit is 10,000,000 bytes (10 MB, decimal, as the web shows it); a multipart body
// may add 16,384 bytes of boundaries and part headers around it.

const year = new Date().getUTCFullYear();
const LINE = `Staff Physician, Mercy Hospital, Springfield, IL - 06/${year - 1} - Present`;
const BOUNDARY = 'limit-test-boundary';
const partHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="resume.txt"\r\n\r\n`,
);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { error?: { code: string; message: string } };
}

describe('POST /api/resume_parser: the size limit, as the bytes arrive', () => {
  let t: ResumeTestApp;
  let port: number;
  beforeAll(async () => {
    t = await createResumeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /**
   * Starts a real request and hands it to `send`, which writes what it likes and never ends it: the answer
   * must come while the body is still open. Rejects when no answer comes within `withinMs`.
   */
  function answerWhileSending(
    headers: Record<string, string>,
    send: (request: http.ClientRequest, answered: () => boolean) => Promise<void>,
    withinMs = 15_000,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      let done = false;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/resume_parser',
        headers,
      });
      const timer = setTimeout(() => {
        done = true;
        request.destroy();
        reject(new Error(`no answer within ${withinMs} ms while the body was still being sent`));
      }, withinMs);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          done = true;
          clearTimeout(timer);
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
          });
        });
      });
      // Writing into a connection the server closed fails; only the answer matters here.
      request.on('error', () => undefined);
      void send(request, () => done);
    });
  }

  const audits = (userId: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select('outcome')
      .where('action', '=', 'work_history.resume-parsed')
      .where('user_id', '=', userId)
      .execute();

  it('refuses a 40 MB upload from its Content-Length alone, before a byte of the body is sent', async () => {
    const { user, session } = await t.clinician();
    const started = Date.now();
    const answer = await answerWhileSending(
      {
        ...session.headers(),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(40_000_000),
      },
      async (request) => {
        request.flushHeaders();
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      code: 'request.too-large',
      message: 'The file you are trying to upload exceeds the maximum file size of 10MB.',
    });
    expect(answer.headers.connection).toBe('close');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await audits(user.id)).toEqual([]);
  }, 60_000);

  it('refuses a slow chunked upload once the file passes 10,000,000 bytes, while it is still coming', async () => {
    const { user, session } = await t.clinician();
    let sent = 0;
    const answer = await answerWhileSending(
      { ...session.headers(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      async (request, answered) => {
        request.write(partHead);
        request.write(`${LINE}\n`);
        sent = LINE.length + 1;
        const chunk = Buffer.alloc(500_000, ' ');
        // Slowly, in half-megabyte pieces, up to 10,500,000 bytes of file, and the body is never ended.
        while (sent < 10_500_000 && !answered()) {
          request.write(chunk);
          sent += chunk.length;
          await sleep(20);
        }
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('request.too-large');
    // Nothing was parsed: the cut file never reached a reader.
    expect(await audits(user.id)).toEqual([]);
    expect(sent).toBeGreaterThan(10_000_000);
  }, 60_000);

  /** A multipart body of exactly `total` bytes whose file is `fileBytes` long, padded with a preamble. */
  function bodyOf(fileBytes: number, total: number) {
    const content = Buffer.alloc(fileBytes, ' ');
    content.write(`${LINE}\n`);
    const { payload, contentType } = multipart([{ name: 'file', filename: 'resume.txt', content }]);
    // A preamble before the first boundary is ignored by the parser but still counts as bytes received.
    const padding = total - payload.length;
    const preamble = Buffer.concat([Buffer.alloc(padding - 2, 'x'), Buffer.from('\r\n')]);
    return { payload: Buffer.concat([preamble, payload]), contentType };
  }

  it('takes a file of exactly 10,000,000 bytes in a body of 10,016,384; refuses one byte more of either', async () => {
    const { session } = await t.clinician();
    const send = (body: { payload: Buffer; contentType: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/resume_parser',
        headers: { ...session.headers(), 'content-type': body.contentType },
        payload: body.payload,
      });
    const atLimits = bodyOf(10_000_000, 10_016_384);
    expect(atLimits.payload.length).toBe(10_016_384);
    const accepted = await send(atLimits);
    expect(accepted.statusCode).toBe(200);
    const fileOver = await send(bodyOf(10_000_001, 10_016_384));
    expect(fileOver.statusCode).toBe(413);
    expect(fileOver.json().error.code).toBe('request.too-large');
    const bodyOver = await send(bodyOf(10_000_000, 10_016_385));
    expect(bodyOver.statusCode).toBe(413);
    expect(bodyOver.json().error.code).toBe('request.too-large');
  }, 60_000);
});
