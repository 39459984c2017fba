import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectPostgres } from '../apps/server/src/db/client';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { adminUrl } from '../apps/server/test/helpers/postgres-urls';
import { createUser, signIn } from '../apps/server/test/helpers/sign-in';
import { measure, printTable } from './http';

/**
 * GET and POST /api/self_attested on PostgreSQL, signed in with a real access token and XSRF token, next to a
 * bare node:http server answering the same JSON in the same run. DATABASE_URL names the server (default
 * postgres://root@127.0.0.1:5432/postgres); the script creates a throwaway database there and drops it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
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

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

async function main() {
  const name = `credence_bench_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(serverUrl, 1);
  await sql.raw(`create database ${name}`).execute(admin.db);
  const handle = connectPostgres(adminUrl(serverUrl, name), 10);
  let bareAnswer = '{}';
  const bare = createServer(async (req, res) => {
    if (req.method === 'POST') JSON.parse(await readBody(req));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(req.method === 'POST' ? STEP : bareAnswer);
  });
  try {
    await migrateToLatest(handle.db);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: adminUrl(serverUrl, name),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'credence-bench-')),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    });
    const app = await buildApp({ config, db: handle.db }, { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/self_attested`;
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

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
    bareAnswer = (await app.inject({ method: 'GET', url: '/api/self_attested', headers })).body;

    console.log(`Measuring ${seconds}s per target, 10 connections, database: postgres (${name})`);
    const rows = [
      await measure('bare node:http GET', bareUrl, seconds),
      await measure('GET /api/self_attested', appUrl, seconds, { url: appUrl, headers }),
      await measure('bare node:http POST', bareUrl, seconds, {
        url: bareUrl,
        method: 'POST',
        headers,
        body: STEP,
      }),
      await measure('POST /api/self_attested (2 keys)', appUrl, seconds, {
        url: appUrl,
        method: 'POST',
        headers,
        body: STEP,
      }),
    ];
    printTable(rows);
    await app.close();
  } finally {
    bare.close();
    await handle.close();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
    await admin.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
