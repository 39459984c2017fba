/* eslint-disable no-console -- a command-line tool prints */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { rotateIssuerKey } from '../src/modules/issuer/issuer.service';
import { loadServerSecrets } from '../src/modules/secrets/secrets.service';

/**
 * `npm run rotate-issuer-key`: makes a new ES256 issuer key active (decision 036). Credentials and status lists
 * signed from now on carry its kid; the old key signs nothing more and stays in /.well-known/jwt-vc-issuer
 * until everything it signed has expired. Safe beside running servers on PostgreSQL; embedded PGlite belongs
 * to one process, so stop the server first.
 */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    const secrets = await loadServerSecrets({
      db: handle.db,
      config,
      warn: (message) => console.warn(message),
    });
    const { kid, retired } = await rotateIssuerKey({
      db: handle.db,
      clock: () => new Date(),
      config,
      secrets,
    });
    console.log(
      `Issuer key ${kid} is active.` +
        (retired ? ` ${retired} is retired and stays published until what it signed has expired.` : ''),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Rotating the issuer key failed:', error);
  process.exit(1);
});
