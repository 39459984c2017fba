import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { measure, printTable } from './http';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function main() {
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok","database":"ok","version":"0.35.53"}');
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = (bare.address() as AddressInfo).port;

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'credence-bench-')),
  });
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(handle.db);
  const app = await buildApp({ config, db: handle.db }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const appPort = (app.server.address() as AddressInfo).port;

  console.log(`Measuring ${seconds}s per target, 10 connections, database: ${handle.kind}`);
  const rows = [
    await measure('bare node:http', `http://127.0.0.1:${barePort}/`, seconds),
    await measure(`GET /api/health (${handle.kind})`, `http://127.0.0.1:${appPort}/api/health`, seconds),
  ];
  printTable(rows);

  await app.close();
  await handle.close();
  bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
