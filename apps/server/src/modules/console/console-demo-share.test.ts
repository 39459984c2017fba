import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { seedDemo } from '../../db/seed';
import { DEMO_CONSOLE_SHARE } from '../../db/seed-console-share';

// The demo data the console journey (apps/web/e2e/console-shares.spec.ts) relies on: Priya Raman can share
// with Riverside Health at once, and Riverside's reviewer then sees the share verified and her license, which
// expires in 45 days, among the expirables within 60 days.
describe('the console share demo clinician', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it('shares with Riverside; the reviewer sees it verified and the license among the expirables', async () => {
    const clinician = await signIn(t.app, DEMO_CONSOLE_SHARE);
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: clinician.headers(),
      payload: {
        subscription_id: DEMO_CONSOLE_SHARE.subscriptionId,
        omit: {},
        attestations: { accurate: true, authorize: true, 'notify-changes': true },
        signature: { full_name: 'Priya Raman', confirmed: true },
      },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const shareId = shared.json().data.id as string;
    const reviewer = await signIn(t.app, { email: 'reviewer@riverside.test', password: 'Console-Demo-2026' });
    const panel = await t.app.inject({
      method: 'GET',
      url: `/api/console/shares/${shareId}`,
      headers: reviewer.headers(),
    });
    expect(panel.statusCode).toBe(200);
    expect(panel.json().data.verified).toBe(true);
    const expirables = await t.app.inject({
      method: 'GET',
      url: '/api/console/expirables',
      headers: reviewer.headers(),
    });
    expect(expirables.json().data).toEqual([
      expect.objectContaining({ name: 'WI RN license 301872-30', days_left: 45, within: 60 }),
    ]);
    const recruiter = await signIn(t.app, {
      email: 'recruiter@riverside.test',
      password: 'Console-Demo-2026',
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/console/shares',
      headers: recruiter.headers(),
    });
    expect(refused.statusCode).toBe(403);
  });
});
