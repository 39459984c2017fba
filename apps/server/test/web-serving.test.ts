import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML = '<!doctype html><title>Credence</title><div id="root"></div>';
const ENTRY_JS = `console.log(${'1'.repeat(3000)})`;

// As the web build writes them (apps/web/vite-precompress.ts): each text file with a .br and a .gz beside it.
function writeWithCompressedCopies(file: string, body: string) {
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'credence-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeWithCompressedCopies(path.join(dist, 'index.html'), INDEX_HTML);
    writeWithCompressedCopies(path.join(dist, 'assets', 'index-abc123.js'), ENTRY_JS);
    writeFileSync(path.join(dist, 'assets', 'small-def456.js'), 'console.log(2)');
    t = await createTestApp({ WEB_DIST: dist });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy of an asset to a browser that accepts it, once compressed, still cached a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ENTRY_JS);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when neither is', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(ENTRY_JS);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(ENTRY_JS);
  });

  it('answers an app path with the compressed index.html', async () => {
    const response = await get('/enroll/name', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('compresses a long API answer on the fly', async () => {
    const response = await get('/api/openapi.json', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('paths');
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const response = await get('/assets/small-def456.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(2)');
  });
  afterAll(() => t.close());

  it('answers any app path with index.html so the client router can take it', async () => {
    for (const url of ['/', '/enroll/name', '/v3/dashboard', '/work_verification?token=x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown API path with a coded 404, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'request.not-found', message: 'Not found' } });
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/health']) {
      const headers = (await t.app.inject({ method: 'GET', url })).headers;
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('serving before the web app is built', () => {
  it('explains how to build it instead of failing silently', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm start');
    await t.close();
  });
});
