import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { errorCodes } from '@credence/shared';
import { poolStatsFor } from '../db/client';
import { addressIn, blockListOf } from '../lib/ip-networks';
import { countJobsByStatus, countRetryingJobs } from '../modules/jobs/jobs.repository';
import type { Database } from '../db/schema';

/**
 * Prometheus metrics at GET /metrics (issue 19, decision 041): request rate, latency and errors per
 * route, database pool use, job queue depth and failures, monitoring-pass duration, and the process's own
 * figures. prom-client, not OpenTelemetry: a scrape endpoint is all an operator's Prometheus needs, and it
 * has no SDK pipeline to run (docs/operations.md). Each app has its own registry, so tests build many apps.
 *
 * Only callers inside METRICS_ALLOWED_NETWORKS (loopback by default) get an answer, and with METRICS_TOKEN
 * set only with that bearer token; everyone else gets the API's 404, so the path says nothing.
 * The socket address is used (trustProxy is off): a scraper reaches each instance directly, not through the
 * load balancer.
 */
export interface MetricsOptions {
  db: Kysely<Database>;
  allowedNetworks: string[];
  token?: string | undefined;
}

export interface AppMetrics {
  observeMonitoringPass(seconds: number): void;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function tokenMatches(expected: string, header: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

const QUEUE_TIMEOUT_MS = 2000;

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'credence_' });
  const allowed = blockListOf(options.allowedNetworks);

  const requests = new Counter({
    name: 'credence_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'credence_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const monitoringPass = new Histogram({
    name: 'credence_monitoring_pass_duration_seconds',
    help: 'Duration of each verification monitoring pass run by this instance',
    buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
    registers: [registry],
  });
  new Gauge({
    name: 'credence_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; embedded PGlite has one connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStatsFor(options.db);
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'credence_jobs',
    help: 'Jobs in the queue by status (queued and running are the depth; failed ran out of attempts)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await withTimeout(countJobsByStatus(options.db));
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: 'credence_jobs_retrying',
    help: 'Queued jobs whose last attempt failed and that wait to be tried again',
    registers: [registry],
    async collect() {
      this.set(await withTimeout(countRetryingJobs(options.db)));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL (ids and tokens would make a label per request).
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: `${Math.floor(reply.statusCode / 100)}xx` });
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const permitted =
      addressIn(allowed, request.socket.remoteAddress ?? '') &&
      (options.token === undefined || tokenMatches(options.token, request.headers.authorization));
    if (!permitted)
      return reply.status(404).send({ error: { code: errorCodes.notFound, message: 'Not found' } });
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });

  return { observeMonitoringPass: (seconds) => monitoringPass.observe(seconds) };
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('metrics query timed out')), QUEUE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
