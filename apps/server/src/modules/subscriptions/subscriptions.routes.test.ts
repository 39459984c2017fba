import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../db/seed';
import { DEMO_INVITATION_ID } from '../../db/seed-invites';
import { otherOrganization, riverside } from '#server-test/helpers/organizations';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

// Order-dependent (issue 21 deliverable 6, left open): its tests build on what earlier ones saved, so they
// run in written order while the rest of the suite runs shuffled. Remove `shuffle: false` once each test
// makes its own data (seed 1 of `vitest --sequence.shuffle` failed it).
describe('invitations and subscriptions', { shuffle: false }, () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof otherOrganization>>;
  let home: Awaited<ReturnType<typeof riverside>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    other = await otherOrganization(t.database.db);
    home = await riverside(t.database.db);
  });
  afterAll(() => t.close());

  const invited = async (verified: boolean) => {
    const user = await createUser(t.database.db, {
      email: DEMO.invitedEmail,
      firstName: 'Avery',
      lastName: 'Chen',
    });
    if (verified) {
      await t.database.db
        .updateTable('users')
        .set({ email_verified_at: new Date() })
        .where('id', '=', user.id)
        .execute();
    }
    return { user, session: await signIn(t.app, user) };
  };
  const join = (s: TestSession, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/holder_subscriptions', headers: s.headers(), payload });
  const list = (s: TestSession, all = false) =>
    t.app.inject({
      method: 'GET',
      url: `/api/holder_subscriptions${all ? '?all=true' : ''}`,
      headers: s.headers(),
    });

  it('GET /{id}.json is the public document of an open invitation, without the e-mail', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/${DEMO_INVITATION_ID}.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: DEMO_INVITATION_ID,
      organization: { name: 'Riverside Health', logo: null },
      first_name: 'Avery',
      app_req_id: home.appReqId,
      status: 'open',
    });
    expect(response.body).not.toContain('@');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await t.app.inject({ method: 'GET', url: `/${id}.json` })).statusCode).toBe(404);
    }
  });

  it('a withdrawn or expired invitation is 404', async () => {
    const db = t.database.db;
    await db.updateTable('invitations').set({ status: 'revoked' }).where('id', '=', other.inviteId).execute();
    expect((await t.app.inject({ method: 'GET', url: `/${other.inviteId}.json` })).statusCode).toBe(404);
    await db
      .updateTable('invitations')
      .set({ status: 'open', expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', other.inviteId)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: `/${other.inviteId}.json` })).statusCode).toBe(404);
  });

  it('the invited address, not yet verified, joins pending; once verified the same call makes it active', async () => {
    const { user, session } = await invited(false);
    const first = await join(session, { invite_id: DEMO_INVITATION_ID });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'pending', subscriber_group: 'riverside-health' });
    expect((await list(session)).json().data).toEqual([]);
    expect((await list(session, true)).json().data).toHaveLength(1);

    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    const second = await join(session, { invite_id: DEMO_INVITATION_ID });
    expect(second.json().data).toEqual({
      id: first.json().data.id,
      app_req_id: home.appReqId,
      status: 'active',
      subscriber_group: 'riverside-health',
      subscriber_group_id: home.groupId,
      subscriber_settings: { logo_cobranded: true },
      organization: { name: 'Riverside Health', logo: null },
      their_did: null,
      facilities: [],
    });
    // Idempotent: accepting again changes nothing.
    expect((await join(session, { invite_id: DEMO_INVITATION_ID })).json().data.id).toBe(
      first.json().data.id,
    );
    expect((await list(session)).json().data).toHaveLength(1);
    const invitation = await t.database.db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', DEMO_INVITATION_ID)
      .executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({ status: 'accepted', accepted_by: user.id });
    expect((await t.app.inject({ method: 'GET', url: `/${DEMO_INVITATION_ID}.json` })).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'subscription.join')
      .where('user_id', '=', user.id)
      .execute();
    expect(audit.map((row) => row.details.status)).toEqual(['pending', 'active', 'active']);
  });

  it("someone else's invitation gives a pending join and leaves it open; an accepted one is 404 to others", async () => {
    const stranger = await createUser(t.database.db, { email: 'stranger@credence.test' });
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', stranger.id)
      .execute();
    const session = await signIn(t.app, stranger);
    // The demo invitation was accepted by its addressee above.
    expect((await join(session, { invite_id: DEMO_INVITATION_ID })).statusCode).toBe(404);
    const fresh = await t.database.db
      .insertInto('invitations')
      .values({
        subscriber_group_id: home.groupId,
        email: 'someone.else@credence.test',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await join(session, { invite_id: fresh.id });
    expect(response.json().data.status).toBe('pending');
    const row = await t.database.db
      .selectFrom('invitations')
      .select('status')
      .where('id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  it('joins by app_req_id are pending; bad input is 400, unknown ids 404', async () => {
    const session = await signIn(t.app, await createUser(t.database.db));
    expect((await join(session, { app_req_id: other.appReqId })).json().data.status).toBe('pending');
    const empty = await join(session, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ path: 'invite_id', message: 'validation.required' }]);
    expect((await join(session, { invite_id: 'x' })).statusCode).toBe(400);
    expect((await join(session, { app_req_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
  });

  it('staff without clinician actions cannot join or list', async () => {
    const staff = await signIn(t.app, { email: DEMO.adminEmail, password: DEMO.adminPassword });
    expect((await join(staff, { app_req_id: home.appReqId })).statusCode).toBe(403);
    expect((await list(staff)).statusCode).toBe(403);
  });
});
