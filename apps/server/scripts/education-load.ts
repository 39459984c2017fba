/* eslint-disable no-console -- a command-line tool prints */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { loadEducationDirectoryFile } from '../src/modules/education/loader';

const USAGE = `Usage: npm run education:load -- <file> [--release YYYY]
  file: the NCES IPEDS "HD" directory CSV (e.g. hd2024.csv from the IPEDS data center), or it gzipped.
  --release: the IPEDS collection year, recorded with the file's SHA-256 (default: the file's name).
  The rows replace the directory's in one transaction; a file identical to the newest release loads nothing.
  With embedded PGlite, stop the server first (one process owns its data folder).`;

/** Loads a newer release of the education directory (decision 049): `npm run education:load -- ~/Downloads/hd2024.csv --release 2024`. */
async function main() {
  const args = process.argv.slice(2);
  const releaseAt = args.indexOf('--release');
  const release = releaseAt >= 0 ? args.splice(releaseAt, 2)[1] : undefined;
  const [file] = args;
  if (!file || (releaseAt >= 0 && !/^\d{4}$/.test(release ?? ''))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    const load = await loadEducationDirectoryFile(handle.db, file, {
      ...(release ? { label: `NCES IPEDS HD${release}` } : {}),
      now: new Date(),
    });
    console.log(
      load.unchanged
        ? `education: unchanged (SHA-256 ${load.sha256}), nothing loaded`
        : `education: release ${load.releaseId}, SHA-256 ${load.sha256}, ${load.rowCount} institutions`,
    );
  } finally {
    await handle.close();
  }
}

await main();
