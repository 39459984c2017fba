import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectPostgres } from '../apps/server/src/db/client';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { adminUrl } from '../apps/server/test/helpers/postgres-urls';
import { createUser, signIn } from '../apps/server/test/helpers/sign-in';
import { measure, type Figures } from './http';

/**
 * GET and POST /api/self_attested on PostgreSQL, signed in with a real access token and XSRF token, next to a
 * Fastify route reading one row by primary key with the pg driver (the floor any database-backed call starts
 * from), in the same run: several rounds at 10 and 100 connections, median and spread. DATABASE_URL names the server (default
 * postgres://root@127.0.0.1:5432/postgres); the script creates a throwaway database there and drops it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const POOL_SIZE = 10;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

/** A filled-in profile (the SSN is stored encrypted, so every GET opens it). */
const PROFILE = {
  'basic_info|occupation_code': 'NP',
  'basic_info|first_name': 'Ada',
  'basic_info|last_name': 'Lovelace',
  'basic_info|date_of_birth': '1985-04-12',
  'basic_info|place_of_birth': { country: 'US', state: 'IL' },
  'basic_info|citizenship': ['US'],
  'basic_info|social_security': '246-80-1357',
  'basic_info|phone_number': '(555) 201-3344',
  'basic_info|specialty_code': '363L00000X',
  'address|line_1': '12 Main St',
  'address|city': 'Springfield',
  'address|state': 'IL',
  'address|zip': '62704',
  'identifiers|nppes_number': '1234567893',
  'identifiers|ncsbn_number': '12345',
  'licenses|list': [{ record_type: 'rn_license', license_number: 'RN1', state: 'IL' }],
};
/** What one wizard step saves: two keys with history. */
const STEP = JSON.stringify({ data: { 'address|line_2': 'Apt 4', 'address|zip4': '1234' } });

/** The baseline: Fastify and the pg driver reading one row by primary key, on the same PostgreSQL and pool size. */
async function startBaseline(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE });
  await pool.query('create table bench_rows (id int primary key, payload jsonb not null)');
  await pool.query(`insert into bench_rows values (1, '{"first_name":"Ada","last_name":"Lovelace"}')`);
  const app = Fastify({ logger: false });
  app.get(
    '/row',
    async () => (await pool.query('select payload from bench_rows where id = $1', [1])).rows[0],
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/row`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;

async function main() {
  const name = `credence_bench_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(serverUrl, 1);
  await sql.raw(`create database ${name}`).execute(admin.db);
  const databaseUrl = adminUrl(serverUrl, name);
  const handle = connectPostgres(databaseUrl, POOL_SIZE);
  const baseline = await startBaseline(databaseUrl);
  try {
    await migrateToLatest(handle.db);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'credence-bench-')),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    });
    const app = await buildApp({ config, db: handle.db }, { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/self_attested`;

    const user = await createUser(handle.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const session = await signIn(app, user);
    const headers = { ...session.headers(), 'content-type': 'application/json' };
    const saved = await app.inject({
      method: 'POST',
      url: '/api/self_attested',
      headers,
      payload: { data: PROFILE },
    });
    if (saved.statusCode !== 200) throw new Error(`could not save the profile: ${saved.body}`);

    console.log(
      `PostgreSQL (${name}), pool ${POOL_SIZE}; ${rounds} rounds of ${seconds}s per target, targets in turn ` +
        `within each round so load on the machine hits them alike; Node ${process.version}`,
    );
    const targets = (connections: number) => [
      { name: 'baseline: Fastify + pg, one row by primary key', url: baseline.url, init: { connections } },
      { name: 'GET /api/self_attested', url: appUrl, init: { connections, headers } },
      {
        name: 'POST /api/self_attested (2 keys)',
        url: appUrl,
        init: { connections, method: 'POST' as const, headers, body: STEP },
      },
    ];
    const figures = new Map<string, Figures[]>();
    for (const connections of [10, 100]) {
      for (let round = 0; round < rounds; round += 1) {
        for (const target of targets(connections)) {
          const row = await measure(`${target.name} @${connections}`, target.url, seconds, target.init);
          figures.set(row.target, [...(figures.get(row.target) ?? []), row]);
        }
      }
    }
    report(figures);
    await app.close();
  } finally {
    await baseline.close();
    await handle.close();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
    await admin.close();
  }
}

function report(figures: Map<string, Figures[]>) {
  console.log('\n| target | req/s median (spread) | p99 ms median (spread) | errors | x baseline |');
  console.log('|---|---:|---:|---:|---:|');
  const rps = (target: string) => median((figures.get(target) ?? []).map((row) => row.requestsPerSecond));
  for (const [target, rows] of figures) {
    const connections = target.slice(target.lastIndexOf('@'));
    const base = rps(`baseline: Fastify + pg, one row by primary key ${connections}`);
    const perSecond = rows.map((row) => row.requestsPerSecond);
    const p99 = rows.map((row) => row.p99);
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    console.log(
      `| ${target} | ${median(perSecond)} (${spread(perSecond)}) | ${median(p99)} (${spread(p99)}) | ${errors} | ${(median(perSecond) / base).toFixed(2)} |`,
    );
  }
  console.log(
    '\nTargets (issue 12): GET >= 0.5x baseline with p99 <= 20 ms at 10 connections; POST >= 0.25x; ' +
      'no errors at 100 connections.',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
