/* eslint-disable no-console -- a command-line tool prints */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';

/**
 * One verification monitoring pass (decision 034): queue the re-checks that are due, run the queued
 * verification jobs, send the expiry reminders due today: `npm run monitoring`. Safe beside running servers
 * on PostgreSQL (the queue's claim); embedded PGlite belongs to one process, so stop the server first.
 */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    const app = await buildApp({ config, db: handle.db });
    try {
      const result = await app.runMonitoringPass();
      console.log(
        `Re-checks queued: ${result.rechecks}; jobs succeeded ${result.jobs.succeeded}, retried ${result.jobs.retried}, ` +
          `failed ${result.jobs.failed}; reminders sent: ${result.reminders}.`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('The monitoring pass failed:', error);
  process.exit(1);
});
