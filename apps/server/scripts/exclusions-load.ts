/* eslint-disable no-console -- a command-line tool prints */
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { loadExclusionList } from '../src/modules/exclusions/loader';
import { screenChangedRows } from '../src/modules/exclusions/screening';
import { EXCLUSION_SOURCES, isExclusionSource, SOURCES } from '../src/modules/exclusions/sources';
import { loadServerSecrets } from '../src/modules/secrets/secrets.service';

const USAGE = `Usage: npm run exclusions:load -- <source> [file|url] [alt file|url] [--kind full|additions|removals]
  source: ${EXCLUSION_SOURCES.join(', ')}
  Without a location, the configured one (EXCLUSIONS_*_URL) or the shipped sample is loaded.
  ofac takes sdn.csv then alt.csv. LEIE {YYMM}excl.csv and {YYMM}rein.csv are recognised by name.
  With embedded PGlite, stop the server first (one process owns its data folder).`;

/**
 * Loads one exclusion list whole into the database (decision 033) and re-screens every clinician against the
 * rows it added or changed: `npm run exclusions:load -- oig_leie ~/Downloads/UPDATED.csv`.
 */
async function main() {
  const args = process.argv.slice(2);
  const kindAt = args.indexOf('--kind');
  const kind = kindAt >= 0 ? args.splice(kindAt, 2)[1] : undefined;
  const [source, main, alt] = args;
  if (!source || !isExclusionSource(source) || (kind && !['full', 'additions', 'removals'].includes(kind))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(handle.db);
    const configured = SOURCES[source].locations(config);
    const locations = main
      ? { main, ...(alt ? { alt } : configured.alt ? { alt: configured.alt } : {}) }
      : configured;
    const clock = () => new Date();
    const load = await loadExclusionList(handle.db, source, locations, {
      now: clock(),
      ...(kind ? { kind: kind as 'full' | 'additions' | 'removals' } : {}),
    });
    console.log(
      load.unchanged
        ? `${source}: unchanged (SHA-256 ${load.sha256}), nothing loaded`
        : `${source}: ${load.kind} snapshot ${load.snapshotId}, SHA-256 ${load.sha256}, ${load.rowCount} rows, ` +
            `${load.changedCount} new or changed, ${load.removedCount} removed`,
    );
    if (load.unchanged) return;
    const secrets = await loadServerSecrets({ db: handle.db, config });
    const screening = await screenChangedRows({ db: handle.db, clock, secrets }, source, load.snapshotId);
    console.log(`${source}: ${screening.hits} hits on the changed rows, ${screening.alerts.length} alerts`);
  } finally {
    await handle.close();
  }
}

await main();
