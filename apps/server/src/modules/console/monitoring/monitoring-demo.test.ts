import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { seedDemo } from '#server/db/seed';
import { DEMO_MONITORING } from '#server/db/seed-monitoring';

// The demo data the monitoring journey (apps/web/e2e/console-monitoring.spec.ts) relies on: after the first
// monitoring pass (which loads the shipped lists, as at every start), Lois Abernathy is Riverside's open
// name + DOB candidate on the OIG LEIE, her roster entry needs action, and the month's report lists her lists.
describe('the monitoring demo clinician', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    await t.app.resealSensitiveValues();
    await t.app.runMonitoringPass();
  });
  afterAll(() => t.close());

  it('is an open candidate of Riverside with the report listing her screening this month', async () => {
    const reviewer = await signIn(t.app, { email: 'reviewer@riverside.test', password: 'Console-Demo-2026' });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: reviewer.headers() });
    const { data } = (await get('/api/console/exclusions')).json();
    // (Priya Raman, the console-share nurse, is a name-only hit on the SAM sample: another open candidate.)
    expect(data.open).toContainEqual(
      expect.objectContaining({
        clinician: { name: 'Lois Abernathy' },
        source: 'oig_leie',
        basis: 'name_dob',
        score: 1,
      }),
    );
    const roster = (await get('/api/console/roster')).json().data as { id: string; state: string }[];
    expect(roster.find((entry) => entry.id === DEMO_MONITORING.subscriptionId)?.state).toBe('action_needed');
    const month = new Date().toISOString().slice(0, 7);
    const report = (await get(`/api/console/monitoring-report?month=${month}`)).json().data;
    const lois = report.checks.filter(
      (c: { clinician: { name: string } }) => c.clinician.name === 'Lois Abernathy',
    );
    expect(lois.map((c: { list: string }) => c.list)).toEqual([
      'oig_leie',
      'sam',
      'ofac',
      'odm_ny',
      'odm_ca',
    ]);
    expect(lois[0]).toMatchObject({
      result: 'candidate',
      snapshot_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});
