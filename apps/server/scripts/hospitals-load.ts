/* eslint-disable no-console -- a command-line tool prints */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { loadHospitalDirectoryFile } from '../src/modules/hospitals/loader';

const USAGE = `Usage: npm run hospitals:load -- <file> [--release YYYY-MM-DD]
  file: the CMS "Hospital General Information" CSV (Provider Data Catalog, dataset xubh-q36u), or it gzipped.
  --release: the CMS release date, recorded with the file's SHA-256 (default: the file's name).
  The rows replace the directory's in one transaction; a file identical to the newest release loads nothing.
  With embedded PGlite, stop the server first (one process owns its data folder).`;

/** Loads a newer release of the hospital directory (decision 044): `npm run hospitals:load -- ~/Downloads/Hospital_General_Information.csv --release 2026-10-01`. */
async function main() {
  const args = process.argv.slice(2);
  const releaseAt = args.indexOf('--release');
  const release = releaseAt >= 0 ? args.splice(releaseAt, 2)[1] : undefined;
  const [file] = args;
  if (!file || (releaseAt >= 0 && !/^\d{4}-\d{2}-\d{2}$/.test(release ?? ''))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    const load = await loadHospitalDirectoryFile(handle.db, file, {
      ...(release ? { label: `CMS Hospital General Information, release ${release}` } : {}),
      now: new Date(),
    });
    console.log(
      load.unchanged
        ? `hospitals: unchanged (SHA-256 ${load.sha256}), nothing loaded`
        : `hospitals: release ${load.releaseId}, SHA-256 ${load.sha256}, ${load.rowCount} hospitals`,
    );
  } finally {
    await handle.close();
  }
}

await main();
