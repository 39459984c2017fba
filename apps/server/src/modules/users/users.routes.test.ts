import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../db/seed';
import { DEMO_INVITATION_ID } from '../../db/seed-invites';
import { claimFromOutbox, otherOrganization, riverside } from '#server-test/helpers/organizations';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

const NPI = '1234567893';

describe('POST /api/user', () => {
  let t: TestApp;
  let staff: TestSession;
  let clinician: TestUser;
  let holder: TestSession;
  let other: Awaited<ReturnType<typeof otherOrganization>>;
  let home: Awaited<ReturnType<typeof riverside>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    other = await otherOrganization(t.database.db);
    home = await riverside(t.database.db);
    staff = await signIn(t.app, { email: DEMO.adminEmail, password: DEMO.adminPassword });
    clinician = await createUser(t.database.db, { firstName: 'Robin', lastName: 'Hale' });
    holder = await signIn(t.app, clinician);
  });
  afterAll(() => t.close());

  const post = (payload: object, s: TestSession) =>
    t.app.inject({ method: 'POST', url: '/api/user', headers: s.headers(), payload });
  const values = async (userId: string) =>
    Object.fromEntries(
      (
        await t.database.db
          .selectFrom('self_attested')
          .select(['key', 'value'])
          .where('user_id', '=', userId)
          .execute()
      ).map((row) => [row.key, row.value]),
    );

  it('a clinician records their NPI, NCSBN id and names; the degree follows the NCSBN id', async () => {
    const response = await post(
      { npi: NPI, ncsbn: '12345678', first_name: 'Robin', last_name: 'Hale-Ng' },
      holder,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ user_id: clinician.id, claimed: true, degree_type: 'RN' });
    expect(await values(clinician.id)).toMatchObject({
      'identifiers|nppes_number': NPI,
      'identifiers|ncsbn_number': '12345678',
      'basic_info|last_name': 'Hale-Ng',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'account.complete')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it.each([
    [{ npi: '1234567890' }, [{ path: 'npi', message: 'validation.npi-invalid' }]],
    [
      { first_name: 'Robin' },
      [
        { path: 'npi', message: 'account.npi-or-ncsbn' },
        { path: 'ncsbn', message: 'account.npi-or-ncsbn' },
      ],
    ],
    [{ ncsbn: 'abc' }, [{ path: 'ncsbn', message: 'validation.ncsbn-invalid' }]],
    [{ ncsbn: '1234', degree_type: 'MD' }, [{ path: 'degree_type', message: 'validation.choose-option' }]],
    [
      { ncsbn: '1234', degree_type: 'RN', provider_type: 'NP' },
      [{ path: 'degree_type', message: 'account.degree-type-mismatch' }],
    ],
    [{ npi: NPI, email: 'not-mine@credence.test' }, [{ path: 'email', message: 'account.email-mismatch' }]],
    [{ npi: NPI, invite_id: 'nope' }, [{ path: 'invite_id', message: 'request.invalid' }]],
  ])('%j answers 400 with field details', async (payload, details) => {
    const response = await post(payload, holder);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'request.invalid', details });
  });

  it('keeps an APRN with an NCSBN id as the given degree', async () => {
    const response = await post({ ncsbn: '7654321', degree_type: 'NP' }, holder);
    expect(response.json().data.degree_type).toBe('NP');
  });

  it('a clinician joins by app_req_id: pending until the organization approves', async () => {
    const response = await post({ npi: NPI, app_req_id: other.appReqId }, holder);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.subscriptions).toEqual([
      expect.objectContaining({
        status: 'pending',
        app_req_id: other.appReqId,
        subscriber_group_id: other.groupId,
      }),
    ]);
    const unknown = await post({ npi: NPI, app_req_id: '00000000-0000-4000-8000-000000000000' }, holder);
    expect(unknown.statusCode).toBe(404);
  });

  it('staff create an unclaimed account for a clinician and e-mail a claim link', async () => {
    const email = 'casey.new@credence.test';
    const response = await post(
      {
        email,
        first_name: 'Casey',
        last_name: 'New',
        npi: NPI,
        degree_type: 'PA',
        app_req_id: home.appReqId,
      },
      staff,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ claimed: false, degree_type: 'PA', subscriptions: [{ status: 'pending' }] });
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', data.user_id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email, password_hash: null, email_verified_at: null, degree_type: 'PA' });
    const actors = await t.database.db
      .selectFrom('actors')
      .select('access_level')
      .where('user_id', '=', user.id)
      .execute();
    expect(actors).toEqual([{ access_level: 'holder' }]);
    const invitation = await t.database.db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', data.invite_id)
      .executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({ subscriber_group_id: home.groupId, email, status: 'open' });
    const claim = await claimFromOutbox(t.database.db, email);
    expect(claim.link.startsWith(`${t.config.PUBLIC_ORIGIN}/claim-account?hash=`)).toBe(true);
    // 256 random bits each, stored only as digests.
    expect(claim.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(claim.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.database.db
      .selectFrom('account_claims')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(claim.hash);
    expect(JSON.stringify(stored)).not.toContain(claim.nonce);
    const days = (new Date(stored.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/account_lookup?email=${email}`,
      headers: staff.headers(),
    });
    expect(lookup.json()).toEqual({ data: { claimed: false, has_actor: true, job_id: null } });
  });

  it('staff reach only their own organization', async () => {
    const base = { email: 'x.y@credence.test', first_name: 'X', last_name: 'Y', npi: NPI };
    expect((await post({ ...base, app_req_id: other.appReqId }, staff)).statusCode).toBe(404);
    expect((await post({ ...base, invite_id: other.inviteId }, staff)).statusCode).toBe(404);
    expect((await post({ ...base, subscribers: [other.groupId] }, staff)).statusCode).toBe(404);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/account_lookup?email=${clinician.email}`,
      headers: staff.headers(),
    });
    expect(lookup.statusCode).toBe(404);
    const sent = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', base.email)
      .execute();
    expect(sent).toEqual([]);
  });

  it('staff must name the person, and cannot create an account that exists', async () => {
    const missing = await post({ npi: NPI }, staff);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'email',
      'first_name',
      'last_name',
    ]);
    const exists = await post(
      { email: DEMO.clinicianEmail, first_name: 'J', last_name: 'R', npi: NPI },
      staff,
    );
    expect(exists.statusCode).toBe(409);
  });

  it('staff may use the open demo invitation for its own address only', async () => {
    const wrong = await post(
      { email: 'z@credence.test', first_name: 'A', last_name: 'C', npi: NPI, invite_id: DEMO_INVITATION_ID },
      staff,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('a clinician cannot look up other accounts; a person with no clinician or staff action is refused', async () => {
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/account_lookup?email=${DEMO.clinicianEmail}`,
      headers: holder.headers(),
    });
    expect(lookup.statusCode).toBe(403);
    const bare = await createUser(t.database.db, {
      accessLevel: 'staff',
      actions: ['view_shares'],
      subscriberGroupId: home.groupId,
    });
    const response = await post({ npi: NPI }, await signIn(t.app, bare));
    expect(response.statusCode).toBe(403);
  });
});
