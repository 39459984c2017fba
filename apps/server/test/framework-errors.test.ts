import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 11, item 8, through the whole app: errors Fastify and Node raise before any route runs answer the
// envelope with a wording key and do not repeat the request.
const marker = 'ZZmarkerZZ';

/** Sends raw bytes and answers the raw HTTP answer (for requests too broken for a client library). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(text);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('framework errors in the app', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a path parameter over 100 characters with 414 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/job/${marker}${'a'.repeat(91)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: 'request.uri-too-long', message: expect.any(String) },
    });
    expect(response.body).not.toContain(marker);
  });

  it('answers a malformed URL with 400 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/job/${marker}%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'request.invalid', message: 'Bad Request' } });
    expect(response.body).not.toContain(marker);
  });

  it('answers an unknown API route with 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/${marker}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'request.not-found', message: 'Not found' } });
  });

  it('answers a request line over Node’s header limit with 431 in the envelope', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/${marker}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({
      error: { code: 'request.headers-too-large', message: expect.any(String) },
    });
    expect(answer).not.toContain(marker);
  });

  it('answers broken HTTP with 400 in the envelope', async () => {
    const answer = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost x${marker}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ error: { code: 'request.invalid', message: 'Bad Request' } });
  });
});
