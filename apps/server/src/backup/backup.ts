import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { RELEASE_ID } from '@credence/shared';
import { openDatabase, pgliteExtensions, wrapPGlite } from '../db/client';
import type { Database } from '../db/schema';

/**
 * Backup and restore of one Credence installation (issue 19, docs/operations.md): the database, the files
 * kept under DATA_DIR (stored documents, the outbox) and the key file that opens sealed values. A backup is
 * a folder: `database.pgdump` (pg_dump custom format) or `database.pglite.tar.gz` (PGlite's own dump),
 * `files/`, `keys/secrets.json` (mode 0600), and `manifest.json` with each file's SHA-256 and the row count
 * of every table, which restore checks before and after.
 *
 * PGlite keeps one process per data folder: stop the server before backing up or restoring it.
 * Keys given as environment variables (or by a key provider) are not in DATA_DIR: back them up from where
 * they live; without them the restored sealed values cannot be read.
 */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface Manifest {
  format: 'credence-backup/1';
  created_at: string;
  release: string;
  database: 'postgres' | 'pglite';
  /** The last migration applied: restore refuses a backup newer than the code. */
  migration: string | null;
  tables: Record<string, number>;
  files: Record<string, string>;
}

/** Folders and files of DATA_DIR that belong to the application, not to PGlite's own storage. */
export const APPLICATION_FILES = ['secrets.json', 'documents', 'outbox'] as const;
const DATABASE_FILE = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;

export class BackupError extends Error {
  override name = 'BackupError';
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function listFiles(root: string, under = ''): string[] {
  const here = path.join(root, under);
  if (!existsSync(here)) return [];
  if (statSync(here).isFile()) return [under];
  return readdirSync(here).flatMap((name) => listFiles(root, path.join(under, name)));
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${command} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Row counts of every table of the public schema (the manifest's check that nothing was lost). */
export async function countRows(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.table(name)}`.execute(db);
    counts[name] = Number(row.rows[0]?.count ?? 0);
  }
  return counts;
}

async function lastMigration(db: Kysely<Database>): Promise<string | null> {
  const row = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return row.rows[0]?.name ?? null;
}

/** Writes a backup of `target` into `outDir` (which must not exist or be empty). */
export async function backup(target: BackupTarget, outDir: string, at = new Date()): Promise<Manifest> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0)
    throw new BackupError(`${outDir} is not empty: a backup goes into a new folder`);
  mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  const databaseFile = path.join(outDir, DATABASE_FILE[kind]);

  let tables: Record<string, number>;
  let migration: string | null;
  if (target.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      // Counted in the same state pg_dump sees as long as nothing writes meanwhile; a live fleet's dump is
      // still consistent (pg_dump takes one snapshot), only the manifest's counts may be a few rows behind.
      tables = await countRows(handle.db);
      migration = await lastMigration(handle.db);
    } finally {
      await handle.close();
    }
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      databaseFile,
      target.databaseUrl,
    ]);
  } else {
    const pglite = await PGlite.create(target.dataDir, { extensions: pgliteExtensions });
    try {
      // Not closed through the wrapper: that would close the PGlite still to be dumped.
      const { db } = wrapPGlite(pglite);
      tables = await countRows(db);
      migration = await lastMigration(db);
      const dump = await pglite.dumpDataDir('gzip');
      writeFileSync(databaseFile, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await pglite.close();
    }
  }

  for (const name of APPLICATION_FILES) {
    const from = path.join(target.dataDir, name);
    if (!existsSync(from)) continue;
    const to = name === 'secrets.json' ? path.join(outDir, 'keys', name) : path.join(outDir, 'files', name);
    cpSync(from, to, { recursive: true });
    if (name === 'secrets.json') chmodSync(to, 0o600);
  }

  const files: Record<string, string> = {};
  for (const file of listFiles(outDir)) files[file] = sha256(path.join(outDir, file));
  const manifest: Manifest = {
    format: 'credence-backup/1',
    created_at: at.toISOString(),
    release: RELEASE_ID,
    database: kind,
    migration,
    tables,
    files,
  };
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

function readManifest(fromDir: string): Manifest {
  const file = path.join(fromDir, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${fromDir} has no manifest.json: not a Credence backup`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 'credence-backup/1')
    throw new BackupError(`unknown backup format ${manifest.format}`);
  for (const [name, digest] of Object.entries(manifest.files)) {
    const stored = path.join(fromDir, name);
    if (!existsSync(stored)) throw new BackupError(`${name} is missing from the backup`);
    if (sha256(stored) !== digest)
      throw new BackupError(`${name} does not match its checksum: the backup is damaged`);
  }
  return manifest;
}

/**
 * Restores the backup in `fromDir` into `target`: an empty PostgreSQL database (DATABASE_URL) or an empty
 * DATA_DIR. Checks every file's checksum first and every table's row count after.
 */
export async function restore(target: BackupTarget, fromDir: string): Promise<Manifest> {
  const manifest = readManifest(fromDir);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind)
    throw new BackupError(
      `this backup holds a ${manifest.database} database; restore it with ${manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  const databaseFile = path.join(fromDir, DATABASE_FILE[kind]);

  if (target.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      const existing = await sql<{ count: number | string }>`
        select count(*) as count from information_schema.tables where table_schema = 'public'`.execute(
        handle.db,
      );
      if (Number(existing.rows[0]?.count ?? 0) > 0)
        throw new BackupError('the target database is not empty: restore into a new database');
    } finally {
      await handle.close();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      databaseFile,
    ]);
  } else {
    if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0)
      throw new BackupError(`${target.dataDir} is not empty: restore into a new DATA_DIR`);
    mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    const pglite = await PGlite.create(target.dataDir, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([readFileSync(databaseFile)]),
    });
    await pglite.close();
  }

  mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
  const keyFile = path.join(fromDir, 'keys', 'secrets.json');
  if (existsSync(keyFile)) {
    cpSync(keyFile, path.join(target.dataDir, 'secrets.json'));
    chmodSync(path.join(target.dataDir, 'secrets.json'), 0o600);
  }
  const filesDir = path.join(fromDir, 'files');
  if (existsSync(filesDir)) cpSync(filesDir, target.dataDir, { recursive: true });

  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const counts = await countRows(handle.db);
    const differing = Object.entries(manifest.tables).filter(([table, count]) => counts[table] !== count);
    if (differing.length > 0)
      throw new BackupError(
        `restored row counts differ from the backup's: ${differing.map(([table, count]) => `${table} ${counts[table] ?? 'missing'} (backup ${count})`).join(', ')}`,
      );
  } finally {
    await handle.close();
  }
  return manifest;
}
