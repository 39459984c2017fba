/* eslint-disable no-console -- a command-line tool prints */
import path from 'node:path';
import { backup, BackupError, restore } from '../src/backup/backup';
import { loadConfig } from '../src/config';

/**
 * `npm run backup -- <folder>` writes a backup of this installation (DATABASE_URL or the PGlite DATA_DIR,
 * its files and key file); `npm run restore -- <folder>` restores one into an empty database or DATA_DIR.
 * With PGlite, stop the server first. docs/operations.md says more.
 */
async function main() {
  const [command, folder] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !folder) {
    console.error('usage: npm run backup -- <new folder>   |   npm run restore -- <backup folder>');
    process.exit(2);
  }
  const config = loadConfig();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  try {
    if (command === 'backup') {
      const manifest = await backup(target, path.resolve(folder));
      const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
      console.log(
        `Backed up ${where}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ` +
          `${Object.keys(manifest.files).length} files, to ${path.resolve(folder)}`,
      );
    } else {
      const manifest = await restore(target, path.resolve(folder));
      console.log(
        `Restored the backup of ${manifest.created_at} into ${where}; every table's row count matches.`,
      );
    }
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  }
}

void main();
