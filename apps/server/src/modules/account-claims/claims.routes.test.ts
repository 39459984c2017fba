import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../db/seed';
import { claimFromOutbox, riverside } from '#server-test/helpers/organizations';
import { TEST_PASSWORD, signIn, xsrfFor, type TestSession } from '#server-test/helpers/sign-in';
import { testClock } from '#server-test/helpers/clock';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

const DAY = 86_400_000;

describe('claiming an account created on the clinician’s behalf', () => {
  const clock = testClock();
  let t: TestApp;
  let staff: TestSession;
  beforeAll(async () => {
    t = await createTestApp({}, { deps: { clock } });
    await seedDemo(t.database.db);
    staff = await signIn(t.app, { email: DEMO.adminEmail, password: DEMO.adminPassword });
  });
  afterAll(() => t.close());

  async function createFor(email: string) {
    const { appReqId } = await riverside(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: staff.headers(),
      payload: { email, first_name: 'Dana', last_name: 'Lee', ncsbn: '445566', app_req_id: appReqId },
    });
    expect(response.statusCode).toBe(200);
    return {
      ...(await claimFromOutbox(t.database.db, email)),
      userId: response.json().data.user_id as string,
    };
  }
  const check = (hash: string, nonce: string) =>
    t.app.inject({ method: 'GET', url: `/api/claim_account?${new URLSearchParams({ hash, nonce })}` });
  async function use(hash: string, nonce: string, xsrf?: { cookie: string; header: string }) {
    const anonymous = xsrf ?? (await xsrfFor(t.app));
    return t.app.inject({
      method: 'PUT',
      url: '/api/claim_account',
      headers: { cookie: anonymous.cookie, 'x-xsrf-token': anonymous.header },
      payload: { hash, nonce },
    });
  }

  it('GET answers a set-password link, PUT uses the claim once; the new password signs in', async () => {
    const email = 'dana.lee@credence.test';
    const claim = await createFor(email);
    const checked = await check(claim.hash, claim.nonce);
    expect(checked.statusCode).toBe(200);
    const resetUri = checked.json().data.reset_uri as string;
    expect(resetUri.startsWith(`${t.config.PUBLIC_ORIGIN}/auth/reset-password?token=`)).toBe(true);

    expect((await use(claim.hash, claim.nonce)).json()).toEqual({ data: { claimed: true } });
    const again = await use(claim.hash, claim.nonce);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('claim.used');
    expect((await check(claim.hash, claim.nonce)).json().error.code).toBe('claim.used');

    // Claiming verified the address and accepted the organization's invitation.
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', claim.userId)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    const subscriptions = await t.database.db
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', claim.userId)
      .execute();
    expect(subscriptions).toEqual([{ status: 'active' }]);

    const form = new URLSearchParams({
      token: new URL(resetUri).searchParams.get('token')!,
      password: TEST_PASSWORD,
      confirmation: TEST_PASSWORD,
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(reset.statusCode).toBe(200);
    const session = await signIn(t.app, { email, password: TEST_PASSWORD });
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/account_lookup',
      headers: session.headers(),
    });
    expect(lookup.json().data.claimed).toBe(true);
    const byStaff = await t.app.inject({
      method: 'GET',
      url: `/api/account_lookup?email=${email}`,
      headers: staff.headers(),
    });
    expect(byStaff.json().data.claimed).toBe(true);
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', claim.userId)
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['claim.check', 'claim.use', 'subscription.join']),
    );
  });

  it('a wrong hash or nonce is 404 claim.invalid and is not logged as a use', async () => {
    const claim = await createFor('wrong.nonce@credence.test');
    for (const [hash, nonce] of [
      [claim.hash, claim.hash],
      ['x'.repeat(43), claim.nonce],
      ['', ''],
    ] as const) {
      const response = await check(hash, nonce);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('claim.invalid');
    }
    expect((await use(claim.hash, 'nope')).statusCode).toBe(404);
    expect((await check(claim.hash, claim.nonce)).statusCode).toBe(200);
  });

  it('a link older than 14 days is 410 claim.expired', async () => {
    const claim = await createFor('late.claimer@credence.test');
    clock.advance(14 * DAY + 1000);
    // The clock goes back afterwards: the other tests (in any order) use the staff session signed in at the start.
    try {
      const response = await check(claim.hash, claim.nonce);
      expect(response.statusCode).toBe(410);
      expect(response.json().error.code).toBe('claim.expired');
      expect((await use(claim.hash, claim.nonce)).json().error.code).toBe('claim.expired');
    } finally {
      clock.advance(-(14 * DAY + 1000));
    }
  });

  it('PUT needs the anonymous XSRF token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/claim_account',
      payload: { hash: 'a', nonce: 'b' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('auth.xsrf-invalid');
  });

  it('is rate limited per address: 50 attempts per window, the 51st refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/claim_account?hash=a&nonce=b',
            remoteAddress: '10.9.8.7',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 50)).not.toContain(429);
    expect(statuses[50]).toBe(429);
  });
});
