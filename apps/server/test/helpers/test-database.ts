import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { connectPostgres, pgliteExtensions, wrapPGlite, type DatabaseHandle } from '../../src/db/client';
import { adminUrl } from './postgres-urls';

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's snapshot, or, when
 * DATABASE_URL is set, a PostgreSQL database copied from the run's migrated template.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return createPGliteDatabase();
  return createPostgresTestDatabase(databaseUrl);
}

/** A PostgreSQL copy of the run's migrated template, with its own URL (for a server in another process). */
export async function createPostgresTestDatabase(
  databaseUrl: string,
): Promise<DatabaseHandle & { url: string; name: string }> {
  const name = `credence_test_${randomBytes(6).toString('hex')}`;
  const admin = connectPostgres(databaseUrl, 1);
  await sql.raw(`create database ${name} template ${inject('postgresTemplate')}`).execute(admin.db);
  const url = adminUrl(databaseUrl, name);
  const handle = connectPostgres(url, 4);
  return {
    ...handle,
    url,
    name,
    close: async () => {
      await handle.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    },
  };
}

/** Always PGlite (for tests of the embedded dialect itself): the migrated snapshot when this run made one. */
export async function createPGliteDatabase(): Promise<DatabaseHandle> {
  const snapshotFile = inject('pgliteSnapshot');
  const pglite = snapshotFile
    ? await PGlite.create({
        loadDataDir: new Blob([readFileSync(snapshotFile)]),
        extensions: pgliteExtensions,
      })
    : await PGlite.create({ extensions: pgliteExtensions });
  return wrapPGlite(pglite);
}
