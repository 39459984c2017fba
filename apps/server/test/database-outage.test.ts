import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DatabaseHandle } from '../src/db/client';
import { createPostgresTestDatabase } from './helpers/test-database';

// Issue 11, item 2: a PostgreSQL restart must not end the server. The real server (src/server.ts, with its
// close-with-grace handler) runs in a child process on a database of its own, so an uncaught error would end
// it exactly as in production. Only PostgreSQL can have its backends terminated; on PGlite this is skipped.
const databaseUrl = process.env.DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl)('a database outage (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let control: DatabaseHandle;
  let server: ChildProcess;
  let output = '';
  let exitCode: number | null = null;
  let base = '';

  const get = async (url: string) => {
    const response = await fetch(`${base}${url}`, { signal: AbortSignal.timeout(10_000) }).catch(
      (error: unknown) => {
        throw new Error(`no answer (server exit code ${exitCode}):\n${output.slice(-3000)}`, {
          cause: error,
        });
      },
    );
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };
  const claim = () => get('/api/claim_account?hash=nothing&nonce=nothing');
  const terminateBackends = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database.name}`.execute(
      control.db,
    );
  const allowConnections = (allow: boolean) =>
    sql.raw(`alter database ${database.name} allow_connections ${allow}`).execute(control.db);

  beforeAll(async () => {
    database = await createPostgresTestDatabase(databaseUrl!);
    control = connectPostgres(databaseUrl!, 1);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_ADDRESS: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.on('exit', (code) => (exitCode = code ?? -1));
    for (let tries = 0; !output.includes('Credence is ready'); tries += 1) {
      if (exitCode !== null || tries > 600) throw new Error(`the server did not start:\n${output}`);
      await sleep(100);
    }
  }, 90_000);

  afterAll(async () => {
    if (exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await allowConnections(true).catch(() => {});
    await control?.close();
    await database?.close();
  }, 30_000);

  it('answers 503 in the envelope while the database is away, stays up, and recovers within 5 s', async () => {
    expect((await get('/api/health')).status).toBe(200);
    expect((await claim()).status).toBe(404);

    // A little load: requests keep holding pooled connections while their backends are terminated.
    let loading = true;
    const load = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (loading && exitCode === null) await Promise.allSettled([claim(), get('/api/health')]);
      }),
    );
    await sleep(300);
    await allowConnections(false);
    for (let round = 0; round < 5; round += 1) {
      await terminateBackends();
      await sleep(100);
    }

    const health = await get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    const answer = await claim();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      error: { code: 'database.unavailable', message: expect.any(String) },
    });
    expect(answer.headers.get('retry-after')).toBe('5');

    await allowConnections(true);
    const back = Date.now();
    let healthy = 0;
    while (healthy !== 200 && Date.now() - back < 5000) {
      healthy = (await get('/api/health')).status;
      if (healthy !== 200) await sleep(100);
    }
    expect(healthy).toBe(200);
    expect(Date.now() - back).toBeLessThan(5000);
    expect((await claim()).status).toBe(404);

    loading = false;
    await load;
    expect(exitCode).toBeNull();
    expect(output).not.toContain('shutting down after an error');
  }, 60_000);
});
