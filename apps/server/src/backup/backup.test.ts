import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectPostgres, openDatabase, pgliteExtensions } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { DEMO_ENROLLED } from '../db/seed-enrolled';
import { adminUrl } from '../../test/helpers/postgres-urls';
import { signIn } from '../../test/helpers/sign-in';
import { backup, BackupError, restore, type BackupTarget } from './backup';

// Issue 19: a backup of a seeded installation restores into a fresh one with every row, and with the key
// material, so sealed values (the demo clinician's SSN and date of birth) are still readable.

const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `credence-${name}-`));

function configFor(target: BackupTarget) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    WEB_DIST: tempDir('web'),
  });
}

/** What a running installation holds: migrated, seeded, values sealed by the start-up job. */
async function seededInstallation(target: BackupTarget) {
  // The run's migrated PGlite snapshot saves migrating from nothing (test/helpers/global-setup.ts).
  const snapshot = inject('pgliteSnapshot');
  if (!target.databaseUrl && snapshot) {
    const pglite = await PGlite.create(target.dataDir, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([readFileSync(snapshot)]),
    });
    await pglite.close();
  }
  const handle = await openDatabase(target);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const app = await buildApp({ config: configFor(target), db: handle.db });
    await app.resealSensitiveValues();
    await app.close();
  } finally {
    await handle.close();
  }
}

/** Signs in to the restored installation as the demo clinician and reads the sealed values. */
async function readBack(target: BackupTarget) {
  const handle = await openDatabase(target);
  try {
    const app = await buildApp({ config: configFor(target), db: handle.db });
    await app.ready();
    const session = await signIn(app, DEMO_ENROLLED);
    const answer = await app.inject({ method: 'GET', url: '/api/self_attested', headers: session.headers() });
    await app.close();
    return { status: answer.statusCode, data: answer.json().data as Record<string, unknown> };
  } finally {
    await handle.close();
  }
}

async function expectRoundTrip(source: BackupTarget, restored: BackupTarget) {
  await seededInstallation(source);
  const out = path.join(tempDir('backup'), 'backup');
  const manifest = await backup(source, out);
  expect(manifest.tables.users).toBeGreaterThanOrEqual(3);
  expect(manifest.tables.self_attested).toBeGreaterThan(10);
  expect(Object.keys(manifest.files)).toContain('keys/secrets.json');

  await restore(restored, out);
  const { status, data } = await readBack(restored);
  expect(status).toBe(200);
  // Masked answers are made from the opened values: the restored key file opens what the old one sealed.
  expect(data).toMatchObject({
    'basic_info|first_name': 'Morgan',
    'basic_info|social_security': '***-**-3907',
    'basic_info|date_of_birth': '1990-**-**',
  });
  return out;
}

describe.skipIf(!!process.env.DATABASE_URL)('backup and restore with embedded PGlite', () => {
  it('restores a seeded installation into a new DATA_DIR, every table and sealed value intact', async () => {
    const out = await expectRoundTrip({ dataDir: tempDir('source') }, { dataDir: tempDir('restored') });

    // A damaged file is found before anything is written.
    const keyFile = path.join(out, 'keys', 'secrets.json');
    writeFileSync(keyFile, readFileSync(keyFile, 'utf8').replace(/.$/s, ' '));
    await expect(restore({ dataDir: tempDir('again') }, out)).rejects.toThrow(
      /keys\/secrets.json does not match/,
    );
  }, 240_000);

  it('refuses to restore over a DATA_DIR that holds something, or to write into a used folder', async () => {
    const used = tempDir('used');
    writeFileSync(path.join(used, 'anything'), 'x');
    await expect(backup({ dataDir: tempDir('empty') }, used)).rejects.toThrow(BackupError);
    writeFileSync(
      path.join(used, 'manifest.json'),
      JSON.stringify({ format: 'credence-backup/1', files: {}, database: 'pglite' }),
    );
    await expect(restore({ dataDir: used }, used)).rejects.toThrow(/is not empty/);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('backup and restore with PostgreSQL (pg_dump, pg_restore)', () => {
  it('restores a seeded database into a new empty one, every table and sealed value intact', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const admin = connectPostgres(serverUrl, 1);
    const suffix = `${process.pid}_${Date.now()}`;
    const names = [`credence_backup_src_${suffix}`, `credence_backup_dst_${suffix}`];
    try {
      for (const name of names) await sql.raw(`create database ${name}`).execute(admin.db);
      const [source, restored] = names.map((name) => ({
        databaseUrl: adminUrl(serverUrl, name),
        dataDir: tempDir(name),
      }));
      const out = await expectRoundTrip(source!, restored!);
      // The target now holds tables: a second restore into it is refused.
      await expect(restore(restored!, out)).rejects.toThrow(/not empty/);
    } finally {
      for (const name of names)
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    }
  }, 240_000);
});
