import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase } from './helpers/test-database';

function get(port: number, path: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight, then stops taking new ones', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: database.db });
    // The close starts once the request is in the handler (not after a guessed 50 ms, which a loaded
    // machine overran: the close then came before the request and refused it).
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const inFlight = get(port, '/slow');
    await inHandler;
    const closing = app.close();
    const answer = await inFlight;
    // The answer closes its connection, so a keep-alive socket does not hold the exit for its idle timeout.
    expect(answer).toEqual({ status: 200, body: '{"finished":true}', connection: 'close' });
    await closing;
    await expect(get(port, '/api/health')).rejects.toThrow();
    await database.close();
  });
});
