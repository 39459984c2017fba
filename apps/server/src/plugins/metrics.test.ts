import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createUser } from '../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

const TOKEN = 'scrape-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_ALLOWED_NETWORKS: '127.0.0.1/32, 10.0.0.0/8' });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('counts requests by route pattern and status class, never by the raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/job/7c0e1d52-3f0a-4b8e-9a51-2d9f6c1e4b10' });
    const response = await scrape('127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/credence_http_requests_total\{method="GET",route="\/api\/health",status="2xx"\} 1/);
    expect(text).toMatch(
      /credence_http_requests_total\{method="GET",route="\/api\/job\/:id",status="4xx"\} 1/,
    );
    expect(text).not.toContain('7c0e1d52');
    expect(text).toMatch(
      /credence_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/,
    );
  });

  it('shows the job queue by status and the process figures', async () => {
    const user = await createUser(t.database.db, { email: 'metrics@example.test' });
    const job = { user_id: user.id, kind: 'verification', run_at: new Date() };
    await t.database.db
      .insertInto('jobs')
      .values([
        { ...job, status: 'queued', attempts: 1 },
        { ...job, status: 'queued' },
        { ...job, status: 'failed', attempts: 3 },
      ])
      .execute();
    const text = (await scrape('127.0.0.1')).body;
    expect(text).toMatch(/credence_jobs\{status="queued"\} 2\n/);
    expect(text).toMatch(/credence_jobs\{status="failed"\} 1\n/);
    expect(text).toMatch(/credence_jobs_retrying 1\n/);
    expect(text).toContain('credence_process_cpu_seconds_total');
    expect(text).toContain('# TYPE credence_monitoring_pass_duration_seconds histogram');
  });

  it('answers 404 to an address outside the allowed networks, inside them 200', async () => {
    expect((await scrape('203.0.113.9')).statusCode).toBe(404);
    expect((await scrape('11.0.0.1')).statusCode).toBe(404);
    expect((await scrape('10.20.30.40')).statusCode).toBe(200);
    // An IPv4 client on a dual-stack socket.
    expect((await scrape('::ffff:10.20.30.40')).statusCode).toBe(200);
    expect((await scrape('::1')).statusCode).toBe(404);
    const outside = await scrape('203.0.113.9');
    expect(outside.json()).toEqual({ error: { code: 'request.not-found', message: 'Not found' } });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('wants the bearer token as well as an allowed address', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const scrape = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect((await scrape({})).statusCode).toBe(404);
      expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
      expect((await scrape({ authorization: TOKEN })).statusCode).toBe(404);
      expect((await scrape({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
      const outside = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(outside.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('METRICS_ALLOWED_NETWORKS', () => {
  it('defaults to loopback and refuses what is not a network, without echoing it', () => {
    expect(loadConfig({}).METRICS_ALLOWED_NETWORKS).toEqual(['127.0.0.1/32', '::1/128']);
    expect(() => loadConfig({ METRICS_ALLOWED_NETWORKS: '10.0.0.0/8,intranet' })).toThrow(
      /METRICS_ALLOWED_NETWORKS: must be IP networks/,
    );
    expect(() => loadConfig({ METRICS_ALLOWED_NETWORKS: '10.0.0.0/33' })).toThrow(/METRICS_ALLOWED_NETWORKS/);
  });
});
