import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '#server-test/helpers/postgres-urls';
import { createTestDatabase } from '#server-test/helpers/test-database';
import { connectPostgres, type DatabaseHandle } from '../../db/client';
import { claimScheduledPass } from './scheduled-pass';

const databaseUrl = process.env.DATABASE_URL;
const HOUR = 60 * 60 * 1000;

describe('a scheduled pass claimed across the fleet (issue 19)', () => {
  let database: DatabaseHandle;
  /** A second pool on the same database (PostgreSQL), as another instance would have. */
  let second: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (databaseUrl) {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
      second = connectPostgres(adminUrl(databaseUrl, rows[0]!.name), 4);
    }
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });

  it('is claimed once per interval: again at the interval, not a millisecond before', async () => {
    const start = new Date('2026-11-29T10:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await claimScheduledPass(database.db, 'edge', start, HOUR)).toBe(true);
    expect(await claimScheduledPass(database.db, 'edge', start, HOUR)).toBe(false);
    expect(await claimScheduledPass(database.db, 'edge', at(HOUR - 1), HOUR)).toBe(false);
    expect(await claimScheduledPass(database.db, 'edge', at(HOUR), HOUR)).toBe(true);
    // The next interval counts from the claim that won.
    expect(await claimScheduledPass(database.db, 'edge', at(2 * HOUR - 1), HOUR)).toBe(false);
    expect(await claimScheduledPass(database.db, 'edge', at(2 * HOUR), HOUR)).toBe(true);
    // Each pass has its own schedule.
    expect(await claimScheduledPass(database.db, 'other', start, HOUR)).toBe(true);
  });

  it('of several instances asking at once, exactly one runs the pass', async () => {
    const now = new Date('2026-11-29T12:00:00.000Z');
    const pools = [database, second ?? database, database, second ?? database];
    for (const round of [0, 1, 2]) {
      const when = new Date(now.getTime() + round * HOUR);
      const won = await Promise.all(pools.map((pool) => claimScheduledPass(pool.db, 'race', when, HOUR)));
      expect(won.filter(Boolean)).toHaveLength(1);
    }
  });
});
