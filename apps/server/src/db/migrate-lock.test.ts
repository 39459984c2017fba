import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '#server-test/helpers/postgres-urls';
import { connectPostgres, type DatabaseHandle } from './client';
import { migrateToLatest, migrationNames } from './migrate';

const databaseUrl = process.env.DATABASE_URL;

// A fleet starting together (docs/operations.md, "Upgrade"): every instance runs migrateToLatest at start-up.
// On PostgreSQL Kysely's migrator holds an advisory lock (pg_advisory_lock) for the whole run, so the second
// instance waits, then finds nothing left to do. PGlite is one process: nothing to race.
describe.skipIf(!databaseUrl)(
  'two instances migrating one empty PostgreSQL database at once (skipped without DATABASE_URL)',
  () => {
    const name = `credence_test_migrate_${randomBytes(6).toString('hex')}`;
    let admin: DatabaseHandle;
    const handles: DatabaseHandle[] = [];

    beforeAll(async () => {
      admin = connectPostgres(databaseUrl!, 1);
      await sql.raw(`create database ${name}`).execute(admin.db);
      handles.push(connectPostgres(adminUrl(databaseUrl!, name), 2));
      handles.push(connectPostgres(adminUrl(databaseUrl!, name), 2));
    });
    afterAll(async () => {
      for (const handle of handles) await handle.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    });

    it('applies each migration exactly once: one migrator runs them all, the other none, neither fails', async () => {
      const all = migrationNames();
      expect(all.length).toBeGreaterThanOrEqual(30);
      const [first, second] = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
      const applied = [...first!, ...second!];
      expect(applied.toSorted()).toEqual(all.toSorted());
      expect([first!.length, second!.length].toSorted((x, y) => x - y)).toEqual([0, all.length]);

      const { rows } = await sql<{ name: string; n: number }>`
        select name, count(*)::int as n from kysely_migration group by name`.execute(handles[0]!.db);
      expect(rows).toHaveLength(all.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);

      // A third start later (a restart, the next instance of the fleet) has nothing to apply.
      expect(await migrateToLatest(handles[1]!.db)).toEqual([]);
    }, 120_000);

    it('the lock is PostgreSQL’s advisory lock: while another session holds it, a migrator waits', async () => {
      // Kysely's lock id (PostgresAdapter); holding it from outside must hold the migrator back.
      const holder = connectPostgres(adminUrl(databaseUrl!, name), 1);
      handles.push(holder);
      await holder.db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(3853314791062309107)`.execute(connection);
        let finished = false;
        const run = migrateToLatest(handles[0]!.db).then((result) => {
          finished = true;
          return result;
        });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(finished).toBe(false);
        await sql`select pg_advisory_unlock(3853314791062309107)`.execute(connection);
        expect(await run).toEqual([]);
      });
    }, 30_000);
  },
);
