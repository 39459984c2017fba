import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { adminUrl } from '#server-test/helpers/postgres-urls';
import { createUser } from '#server-test/helpers/sign-in';
import { createTestDatabase } from '#server-test/helpers/test-database';
import { AdapterError } from '../../adapters/http';
import { connectPostgres, type DatabaseHandle } from '../../db/client';
import { claimJobs, enqueueJob, JOB_LEASE_MS, retryDelayMs } from './job-queue';
import { drainJobs } from './job-runner';

const databaseUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue (decision 034)', () => {
  let database: DatabaseHandle;
  /** A second connection pool on the same database (PostgreSQL), as a second instance would have. */
  let second: DatabaseHandle | undefined;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (databaseUrl) {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
      second = connectPostgres(adminUrl(databaseUrl, rows[0]!.name), 4);
    }
    userId = (await createUser(database.db)).id;
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });

  const statusOf = async (id: string) =>
    database.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'run_at', 'error', 'last_error', 'locked_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('two instances draining at once run every job exactly once', async () => {
    const clock = testClock();
    const ids = [];
    for (let i = 0; i < 24; i += 1) {
      ids.push(
        (await enqueueJob({ db: database.db, clock }, { userId, kind: 'test.once', payload: { i } })).id,
      );
    }
    const runs: { id: string; worker: string }[] = [];
    const handler = (worker: string) => async (job: { id: string }) => {
      runs.push({ id: job.id, worker });
      await sleep(5);
      return { ok: true };
    };
    const [a, b] = await Promise.all([
      drainJobs(
        { db: database.db, clock },
        { kindPrefix: 'test.once', workerId: 'a', handlers: { 'test.once': handler('a') } },
      ),
      drainJobs(
        { db: (second ?? database).db, clock },
        { kindPrefix: 'test.once', workerId: 'b', handlers: { 'test.once': handler('b') } },
      ),
    ]);
    expect(runs.map((run) => run.id).sort()).toEqual([...ids].sort());
    expect(new Set(runs.map((run) => run.id)).size).toBe(24);
    expect(a.succeeded + b.succeeded).toBe(24);
    if (second) expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
    for (const id of ids) expect((await statusOf(id)).status).toBe('succeeded');
  });

  it('retries a failed attempt after 30 s, then 60 s, and fails for good after max_attempts', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    const clock = testClock();
    const deps = { db: database.db, clock };
    const { id } = await enqueueJob(deps, { userId, kind: 'test.retry', payload: {}, maxAttempts: 3 });
    let calls = 0;
    const handlers = {
      'test.retry': async () => {
        calls += 1;
        throw new AdapterError('adapter.unavailable', 'stub', 'GET /x answered 503');
      },
    };
    const drain = () => drainJobs(deps, { kindPrefix: 'test.retry', workerId: 'w', handlers });
    expect(await drain()).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    expect(await statusOf(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'adapter.unavailable',
    });
    clock.advance(29_999);
    expect(await drain()).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await drain()).toEqual({ succeeded: 0, retried: 1, failed: 0 });
    clock.advance(59_999);
    expect(await drain()).toEqual({ succeeded: 0, retried: 0, failed: 0 });
    clock.advance(1);
    expect(await drain()).toEqual({ succeeded: 0, retried: 0, failed: 1 });
    expect(calls).toBe(3);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 3, error: 'adapter.unavailable' });
  });

  it('a claim is a lease: the job of an instance that died is claimed again once the lease has passed', async () => {
    const clock = testClock();
    const deps = { db: database.db, clock };
    const { id } = await enqueueJob(deps, { userId, kind: 'test.lease', payload: {}, maxAttempts: 2 });
    expect((await claimJobs(deps, { kindPrefix: 'test.lease', workerId: 'dead' })).map((j) => j.id)).toEqual([
      id,
    ]);
    clock.advance(JOB_LEASE_MS - 1);
    expect(await claimJobs(deps, { kindPrefix: 'test.lease', workerId: 'other' })).toEqual([]);
    clock.advance(2);
    const again = await claimJobs(deps, { kindPrefix: 'test.lease', workerId: 'other' });
    expect(again.map((j) => ({ id: j.id, attempts: j.attempts }))).toEqual([{ id, attempts: 2 }]);
    expect((await statusOf(id)).locked_by).toBe('other');
  });

  it('one open job per dedupe key; a finished one makes room for the next', async () => {
    const clock = testClock();
    const deps = { db: database.db, clock };
    const input = { userId, kind: 'test.dedupe', payload: {}, dedupeKey: `k-${userId}` };
    const first = await enqueueJob(deps, input);
    expect(await enqueueJob(deps, input)).toEqual({ id: first.id, created: false });
    await drainJobs(deps, { kindPrefix: 'test.dedupe', handlers: { 'test.dedupe': async () => null } });
    const next = await enqueueJob(deps, input);
    expect(next.created).toBe(true);
    expect(next.id).not.toBe(first.id);
  });

  it('claims only the kinds asked for (a LIKE pattern is escaped)', async () => {
    const clock = testClock();
    const deps = { db: database.db, clock };
    await enqueueJob(deps, { userId, kind: 'testxprefix', payload: {} });
    expect(await claimJobs(deps, { kindPrefix: 'test_', workerId: 'w' })).toEqual([]);
  });
});
