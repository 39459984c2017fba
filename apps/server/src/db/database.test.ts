import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPGliteDatabase, createTestDatabase } from '../../test/helpers/test-database';
import { verifyPassword } from '../lib/passwords';
import type { DatabaseHandle } from './client';
import { migrateToLatest } from './migrate';
import { DEMO, seedDemo } from './seed';

describe('migrations and seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('applies nothing twice', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('seeds the demo once: an organization, a requirement set with two tasks, an invitation, a clinician', async () => {
    expect(await seedDemo(handle.db)).toBe(true);
    expect(await seedDemo(handle.db)).toBe(false);
    const db = handle.db;
    const group = await db.selectFrom('subscriber_groups').selectAll().executeTakeFirstOrThrow();
    expect(group.slug).toBe(DEMO.organizationSlug);
    const tasks = await db.selectFrom('subscriber_group_tasks').select(['type']).execute();
    // The requirement's two, the disclosure questions given to the tasks demo clinician (seed-tasks.ts), and
    // the nurses' BLS card Priya Raman hands in before her share (seed-console-share.ts, decision 066).
    expect(tasks.map((task) => task.type).sort()).toEqual(['document', 'document', 'question', 'question']);
    expect(await db.selectFrom('invitations').select('email').execute()).toEqual([
      { email: DEMO.invitedEmail },
    ]);
    const clinician = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', DEMO.clinicianEmail)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(clinician.password_hash!, DEMO.clinicianPassword)).toBe(true);
    expect(await verifyPassword(clinician.password_hash!, 'wrong password')).toBe(false);
    const assigned = await db
      .selectFrom('clinician_tasks')
      .where('user_id', '=', clinician.id)
      .selectAll()
      .execute();
    expect(assigned).toHaveLength(2);
  });

  it('keeps jsonb and arrays round-tripping the same on either database', async () => {
    const actor = await handle.db
      .selectFrom('actors')
      .select(['actions', 'settings'])
      .where('access_level', '=', 'holder')
      .executeTakeFirstOrThrow();
    expect(actor.actions).toContain('get_self_attested');
    expect(actor.settings).toEqual({ id_verification: 'not_started' });
    const { rows } = await sql<{ n: number }>`select count(*)::int8 as n from users`.execute(handle.db);
    // The demo clinician, the enrolled demo clinician, the clinician with work verifications, the clinician
    // ready to share (seed-sharing.ts), the clinician with tasks and a consent to sign (seed-tasks.ts), the
    // clinician of the console journey's share (seed-console-share.ts) and the organization's administrator,
    // credentialing reviewer and recruiter (seed-console.ts), and the nurse of the console's monitoring
    // (seed-monitoring.ts).
    expect(rows[0]?.n).toBe(10);
  });
});

describe('the PGlite dialect', () => {
  it('runs concurrent transactions one after another, never interleaved', async () => {
    const handle = await createPGliteDatabase();
    await sql`create table ledger (n int)`.execute(handle.db);
    const order: string[] = [];
    const work = (name: string) =>
      handle.db.transaction().execute(async (trx) => {
        order.push(`${name}:begin`);
        await sql`insert into ledger values (1)`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push(`${name}:end`);
      });
    await Promise.all([
      work('a'),
      work('b'),
      handle.db
        .selectFrom('ledger' as never)
        .selectAll()
        .execute(),
    ]);
    expect(order).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end']);
    await handle.close();
  });

  it('rolls a failed transaction back and keeps serving', async () => {
    const handle = await createPGliteDatabase();
    await sql`create table t (n int primary key)`.execute(handle.db);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        await sql`insert into t values (1)`.execute(trx);
      }),
    ).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from t`.execute(handle.db);
    expect(rows[0]?.n).toBe(0);
    await handle.close();
  });
});
