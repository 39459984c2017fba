import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';

// A JSON answer of exactly `bytes` bytes: {"pad":"xxx…"}.
const jsonOf = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes - '{"pad":""}'.length) });

describe('API answer compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/api/json/:bytes', async (request, reply) =>
      reply.type('application/json').send(jsonOf(Number((request.params as { bytes: string }).bytes))),
    );
    app.get('/api/events', async (_request, reply) =>
      reply.type('text/event-stream').send('data: x\n\n'.repeat(500)),
    );
    app.get('/auth/page', async (_request, reply) => reply.type('text/html').send('<p>x</p>'.repeat(500)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding = 'gzip, deflate, br') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('leaves an answer under 1024 bytes as it is', async () => {
    const response = await get('/api/json/1023');
    expect(response.rawPayload.length).toBe(1023);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an answer of 1024 bytes or more with brotli, and says it varies on Accept-Encoding', async () => {
    const response = await get('/api/json/1024');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(jsonOf(1024));
    expect(response.rawPayload.length).toBeLessThan(1024);
  });

  it('uses gzip for a client without brotli, and nothing for a client that accepts neither', async () => {
    const gzipped = await get('/api/json/4000', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(jsonOf(4000));
    const plain = await get('/api/json/4000', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(jsonOf(4000));
  });

  it('leaves alone an event stream, and any answer outside /api', async () => {
    for (const url of ['/api/events', '/auth/page']) {
      const response = await get(url);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
  });
});
