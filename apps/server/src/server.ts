import './runtime/require-supported-node';
import { setTimeout } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed';
import { seedHospitalDirectory } from './db/seed-hospitals';
import { seedEducationDirectory } from './db/seed-education';
import { seedDemoMalpractice } from './db/seed-malpractice';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(handle.db);
  if (config.SEED_DEMO) await seedDemo(handle.db);
  // The shipped hospital directory when none is loaded yet (decision 044): a few seconds the first time only.
  await seedHospitalDirectory(handle.db);
  // Likewise the shipped education directory (decision 049).
  await seedEducationDirectory(handle.db);

  const app = await buildApp({ config, db: handle.db });
  if (config.SEED_DEMO) {
    await app.seedDemoDocuments();
    // The demo policy points at a demo face sheet, so it follows the documents.
    await seedDemoMalpractice(handle.db);
    // A received share for Riverside's staff at once (decision 066), made through the sharing service.
    // A demo database seeded long ago may no longer be ready to share (a check past its window): say so, go on.
    await app
      .seedDemoReceivedShare()
      .catch((err: unknown) => app.log.warn({ err }, 'the demo received share was not made'));
  }
  // Values written before sealing began, or sealed under a key that has since rotated, move to the current key:
  // profile values and their history, the issuer's and holders' signing keys, and the files' wrapped keys.
  const resealed = await app.resealSensitiveValues();
  if (Object.values(resealed).some((count) => count > 0))
    app.log.info(resealed, 'sensitive values sealed anew');
  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Readiness answers 503 first, for DRAIN_DELAY_MS, so a load balancer stops sending before the port closes.
    app.beginDraining();
    if (!err && config.DRAIN_DELAY_MS > 0) await setTimeout(config.DRAIN_DELAY_MS);
    await app.close();
    await handle.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  // Verification jobs and monitoring (decision 034); every instance takes part through the queue's claim.
  app.startMonitoring();
  const where =
    handle.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  app.log.info(
    { node: process.version },
    `Credence is ready at ${config.PUBLIC_ORIGIN} using ${where} on Node.js ${process.version}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Credence could not start:', error);
  }
  process.exit(1);
});
