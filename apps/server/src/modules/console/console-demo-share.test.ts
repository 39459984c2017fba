import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { createUser, signIn } from '#server-test/helpers/sign-in';
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

  it("lists the work verifications of Riverside's clinicians; the signed PDF downloads; others are refused", async () => {
    const reviewer = await signIn(t.app, { email: 'reviewer@riverside.test', password: 'Console-Demo-2026' });
    const get = (url: string, headers: Record<string, string> = reviewer.headers()) =>
      t.app.inject({ method: 'GET', url, headers });
    const listed = await get('/api/console/work-verifications');
    expect(listed.statusCode).toBe(200);
    const items = listed.json().data as {
      id: string;
      institution: string;
      status: string;
      has_document: boolean;
    }[];
    expect(items.map((item) => [item.institution, item.status, item.has_document])).toEqual(
      expect.arrayContaining([
        ['Lakeview Medical Center', 'signed', true],
        ['St. Clare Hospital', 'pending', false],
      ]),
    );
    const signed = items.find((item) => item.status === 'signed')!;
    const pending = items.find((item) => item.status === 'pending')!;
    const pdf = await get(`/api/console/work-verifications/${signed.id}/signed.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Not signed yet: no PDF (the 404 of a missing one).
    expect((await get(`/api/console/work-verifications/${pending.id}/signed.pdf`)).statusCode).toBe(404);
    const url = `/api/console/work-verifications/${signed.id}/signed.pdf`;
    expect((await get(url, {})).statusCode).toBe(401);
    const recruiter = await signIn(t.app, {
      email: 'recruiter@riverside.test',
      password: 'Console-Demo-2026',
    });
    expect((await get(url, recruiter.headers())).statusCode).toBe(403);
    expect((await get('/api/console/work-verifications', recruiter.headers())).statusCode).toBe(403);
    const clinician = await signIn(t.app, DEMO_CONSOLE_SHARE);
    expect((await get(url, clinician.headers())).statusCode).toBe(403);
    const other = await t.database.db
      .insertInto('subscriber_groups')
      .values({ slug: 'other-health', name: 'Other Health', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherStaff = await signIn(
      t.app,
      await createUser(t.database.db, {
        accessLevel: 'staff',
        actions: [...STAFF_ROLE_ACTIONS.admin],
        subscriberGroupId: other.id,
      }),
    );
    expect((await get(url, otherStaff.headers())).statusCode).toBe(404);
    expect((await get('/api/console/work-verifications', otherStaff.headers())).json().data).toEqual([]);
  });
});
