import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { connectPostgres, pgliteExtensions, wrapPGlite } from '../../src/db/client';
import { migrateToLatest } from '../../src/db/migrate';
import { adminUrl, templateName } from './postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

const snapshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../.snapshot');

/**
 * Migrates once per run. PGlite: the migrated data folder is dumped to a file each test file loads.
 * PostgreSQL (DATABASE_URL): a migrated template database each test file copies with CREATE DATABASE.
 * The PGlite dump is a plain tar (about 44 MB, removed when the run ends), not gzip: some 200 databases
 * load it per run, and gunzipping it cost each of them about a quarter of its start-up CPU.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = templateName(process.pid);
    const admin = connectPostgres(databaseUrl, 1);
    await sql.raw(`drop database if exists ${template}`).execute(admin.db);
    await sql.raw(`create database ${template}`).execute(admin.db);
    const handle = connectPostgres(adminUrl(databaseUrl, template), 1);
    await migrateToLatest(handle.db);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await sql.raw(`drop database if exists ${template} with (force)`).execute(admin.db);
      await admin.close();
    };
  }

  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const handle = wrapPGlite(pglite);
  await migrateToLatest(handle.db);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  mkdirSync(snapshotDir, { recursive: true });
  const file = path.join(snapshotDir, `migrated-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(file, { force: true });
}
