import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpDocumentFetcher, PresentationRejected } from './verify';

// The default fetcher of verify.ts against a bare HTTP server: what it sends, its size cap (declared and
// streamed), no redirects, its timeout.

describe('httpDocumentFetcher', () => {
  const server = createServer((request, response) => routes[request.url ?? '']?.(request.headers, response));
  let base = '';
  let streamClosed: Promise<void> = Promise.resolve();
  const routes: Record<string, (headers: Record<string, unknown>, response: ServerResponse) => void> = {
    '/echo': (headers, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`accept=${String(headers.accept)}`);
    },
    '/no-type': (_, response) => {
      response.writeHead(200);
      response.end('plain');
    },
    '/empty': (_, response) => {
      response.writeHead(204);
      response.end();
    },
    '/declared': (_, response) => {
      response.writeHead(200, { 'content-length': '2000' });
      response.end('y'.repeat(2000));
    },
    // Declares 5000 bytes, sends 10 and hangs: only the declared length can refuse it in time.
    '/declared-hang': (_, response) => {
      response.writeHead(200, { 'content-length': '5000' });
      response.write('z'.repeat(10));
    },
    '/chunked': (_, response) => {
      response.writeHead(200, { 'content-type': 'application/statuslist+jwt' });
      for (let i = 0; i < 4; i++) response.write('c'.repeat(500));
      response.end();
    },
    // Sends for ever until the client goes away.
    '/endless': (_, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('e'.repeat(500)), 5);
      streamClosed = new Promise((resolve) =>
        response.on('close', () => {
          clearInterval(timer);
          resolve();
        }),
      );
    },
    '/slow': (_, response) => {
      setTimeout(() => {
        response.writeHead(200);
        response.end('late');
      }, 400);
    },
    '/moved': (_, response) => {
      response.writeHead(302, { location: '/echo' });
      response.end();
    },
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const tooLarge = { reason: 'status-list', message: 'document too large' };

  it('sends the Accept header it is given and answers status, content type and body', async () => {
    expect(await httpDocumentFetcher()(`${base}/echo`, 'application/statuslist+jwt')).toEqual({
      status: 200,
      contentType: 'text/plain',
      body: 'accept=application/statuslist+jwt',
    });
  });

  it('answers an empty content type when none is sent, and an empty body for none', async () => {
    expect((await httpDocumentFetcher()(`${base}/no-type`, 'text/plain')).contentType).toBe('');
    expect(await httpDocumentFetcher()(`${base}/empty`, 'text/plain')).toEqual({
      status: 204,
      contentType: '',
      body: '',
    });
  });

  it('refuses a declared length over the cap before reading the body (2000 bytes: cap 1999 refused, 2000 read)', async () => {
    await expect(httpDocumentFetcher({ maxBytes: 1999 })(`${base}/declared`, 'text/plain')).rejects.toThrow(
      expect.objectContaining(tooLarge),
    );
    expect((await httpDocumentFetcher({ maxBytes: 2000 })(`${base}/declared`, 'text/plain')).body).toBe(
      'y'.repeat(2000),
    );
    const hanging = httpDocumentFetcher({ maxBytes: 1000, timeoutMs: 3000 })(`${base}/declared-hang`, 'x/y');
    await expect(hanging).rejects.toBeInstanceOf(PresentationRejected);
  });

  it('counts a body sent in chunks without a length (2000 bytes: cap 1999 refused, 2000 read whole)', async () => {
    await expect(httpDocumentFetcher({ maxBytes: 1999 })(`${base}/chunked`, 'text/plain')).rejects.toThrow(
      expect.objectContaining(tooLarge),
    );
    expect((await httpDocumentFetcher({ maxBytes: 2000 })(`${base}/chunked`, 'text/plain')).body).toBe(
      'c'.repeat(2000),
    );
  });

  it('stops reading an endless body at the cap and lets the connection go', async () => {
    await expect(httpDocumentFetcher({ maxBytes: 5000 })(`${base}/endless`, 'text/plain')).rejects.toThrow(
      expect.objectContaining(tooLarge),
    );
    await streamClosed;
  });

  it('gives up after its timeout', async () => {
    await expect(httpDocumentFetcher({ timeoutMs: 50 })(`${base}/slow`, 'text/plain')).rejects.toThrow();
    expect((await httpDocumentFetcher({ timeoutMs: 2000 })(`${base}/slow`, 'text/plain')).body).toBe('late');
  });

  it('does not follow a redirect (it could leave the trusted origin)', async () => {
    const answer = await httpDocumentFetcher()(`${base}/moved`, 'application/json');
    expect(answer.status).toBe(302);
    expect(answer.body).not.toContain('accept=');
  });
});
