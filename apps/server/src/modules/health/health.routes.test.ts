import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: '0.35.53' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
  });
});

describe('GET /api/ready', () => {
  it('is ready while the database answers, and not once the database is gone', async () => {
    const t = await createTestApp();
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, database: 'ok', draining: false, version: '0.35.53' });
      await t.database.close();
      const gone = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ ready: false, database: 'unreachable', draining: false });
    } finally {
      await t.app.close();
    }
  });

  it('answers 503 draining once the instance begins to drain, while other requests are still served', async () => {
    const t = await createTestApp();
    try {
      t.app.beginDraining();
      const during = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(during.statusCode).toBe(503);
      expect(during.json()).toMatchObject({ ready: false, database: 'ok', draining: true });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('finishes a request in flight when the app closes', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The request must be in the handler before the app closes (a fixed pause is too short on a loaded machine).
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const t = await createTestApp(
      {},
      {
        extend: async (app) => {
          app.get('/slow', async () => {
            arrive();
            await held;
            return { done: true };
          });
        },
      },
    );
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const slow = fetch(`${address}/slow`).then((response) => response.json());
    await arrived;
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await slow).toEqual({ done: true });
    await closing;
    await t.database.close();
  });
});
