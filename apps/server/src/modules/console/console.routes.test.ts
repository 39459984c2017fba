import type { StaffRole } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../db/seed';
import { DEMO_INVITATION_ID } from '../../db/seed-invites';
import { otherOrganization, riverside } from '#server-test/helpers/organizations';
import { createUser, signIn, type TestSession, signInStaff } from '#server-test/helpers/sign-in';
import { insertTestShare } from '../sharing/sharing-test-support';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

// The organization console (issue 18): each route's action, each role's reach, and that staff of another
// group and clinicians reach nothing of Riverside Health's.

describe('the organization console', () => {
  let t: TestApp;
  let home: Awaited<ReturnType<typeof riverside>>;
  let other: Awaited<ReturnType<typeof otherOrganization>>;
  const staff = {} as Record<StaffRole | 'otherAdmin' | 'clinician', TestSession>;

  const staffOf = (role: StaffRole, groupId: string) =>
    signInStaff(t.app, t.database.db, role, groupId, { firstName: 'Staff', lastName: role });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    home = await riverside(t.database.db);
    other = await otherOrganization(t.database.db);
    staff.admin = await staffOf('admin', home.groupId);
    staff.credentialing_reviewer = await staffOf('credentialing_reviewer', home.groupId);
    staff.recruiter = await staffOf('recruiter', home.groupId);
    staff.otherAdmin = await staffOf('admin', other.groupId);
    staff.clinician = await signIn(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const call = (s: TestSession | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(s ? { headers: s.headers() } : {}), ...(payload ? { payload } : {}) });
  const outboxTo = (to: string) =>
    t.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .execute();

  it('the demo administrator signs in and is the admin of Riverside Health', async () => {
    const session = await signIn(t.app, { email: DEMO.adminEmail, password: DEMO.adminPassword });
    const me = await call(session, 'GET', '/api/console/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      group: { name: 'Riverside Health', slug: 'riverside-health' },
      role: 'admin',
    });
  });

  it('the demo seed gives Riverside a credentialing reviewer and a recruiter, each with their role', async () => {
    for (const [email, role] of [
      ['reviewer@riverside.test', 'credentialing_reviewer'],
      ['recruiter@riverside.test', 'recruiter'],
    ] as const) {
      const session = await signIn(t.app, { email, password: DEMO.adminPassword });
      expect((await call(session, 'GET', '/api/console/me')).json().data).toMatchObject({
        group: { name: 'Riverside Health' },
        role,
      });
    }
  });

  it('every console call: no session is 401, a clinician is 403', async () => {
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/console/me'],
      ['GET', '/api/console/roster'],
      ['GET', '/api/console/requirements'],
      ['GET', '/api/console/invitations'],
      ['POST', '/api/console/invitations', { email: 'x@credence.test', app_req_id: home.appReqId }],
      ['POST', '/api/console/invitations/csv', { csv: 'email\nx@credence.test', app_req_id: home.appReqId }],
      ['POST', `/api/console/invitations/${DEMO_INVITATION_ID}/resend`],
      ['POST', `/api/console/invitations/${DEMO_INVITATION_ID}/revoke`],
      ['POST', `/api/console/roster/${DEMO_INVITATION_ID}/reviewed`],
      ['GET', '/api/console/subscriptions/pending'],
      ['POST', `/api/console/subscriptions/${DEMO_INVITATION_ID}/approve`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const asClinician = await call(staff.clinician, method, url, payload);
      expect(asClinician.statusCode, `${method} ${url}`).toBe(403);
      expect(asClinician.json().error.code).toBe('auth.insufficient-permission');
    }
  });

  it('the roster lists Riverside clinicians and invitations with their state, and audits each read', async () => {
    const response = await call(staff.recruiter, 'GET', '/api/console/roster');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { first_name: string; kind: string; state: string; id: string }[];
    expect(rows.find((row) => row.first_name === 'Jordan')).toMatchObject({ kind: 'subscription' });
    expect(rows.find((row) => row.id === DEMO_INVITATION_ID)).toMatchObject({
      kind: 'invitation',
      first_name: 'Avery',
      state: 'invited',
    });
    // The other organization's invitation (otherOrganization) is not Riverside's.
    expect(rows.every((row) => row.id !== other.inviteId)).toBe(true);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['target_id', 'details'])
      .where('action', '=', 'console.roster.read')
      .execute();
    expect(audited.length).toBeGreaterThan(0);
    expect(JSON.stringify(audited)).not.toContain('Jordan');
  });

  it("another group's staff see none of Riverside's clinicians, invitations or requirement sets", async () => {
    const rows = (await call(staff.otherAdmin, 'GET', '/api/console/roster')).json().data as {
      first_name: string;
    }[];
    expect(rows.map((row) => row.first_name)).toEqual(['Sam']);
    const requirements = (await call(staff.otherAdmin, 'GET', '/api/console/requirements')).json().data;
    expect(requirements).toEqual([{ id: other.appReqId, name: 'Other onboarding' }]);
    const invitations = (await call(staff.otherAdmin, 'GET', '/api/console/invitations')).json().data as {
      id: string;
    }[];
    expect(invitations.map((row) => row.id)).toEqual([other.inviteId]);
  });

  it('a clinician given a console action but no group sees nothing', async () => {
    const odd = await signIn(t.app, await createUser(t.database.db, { actions: ['view_roster'] }));
    expect((await call(odd, 'GET', '/api/console/roster')).json().data).toEqual([]);
    expect((await call(odd, 'GET', '/api/console/me')).statusCode).toBe(404);
  });

  it('a recruiter invites by e-mail: the invitation is open and its link is in the outbox', async () => {
    const response = await call(staff.recruiter, 'POST', '/api/console/invitations', {
      email: 'Taylor.Brooks@credence.test',
      first_name: 'Taylor',
      last_name: 'Brooks',
      app_req_id: home.appReqId,
    });
    expect(response.statusCode).toBe(201);
    const invitation = response.json().data;
    expect(invitation).toMatchObject({
      email: 'taylor.brooks@credence.test',
      list: 'open',
      requirement: 'Hospitalist onboarding',
      send_count: 1,
    });
    const [mail] = await outboxTo('taylor.brooks@credence.test');
    expect(mail!.subject).toBe('Riverside Health invites you to Credence');
    expect(mail!.body).toContain(`/accept-invite?invite_id=${invitation.id}`);
    expect(mail!.body).toContain('Hello Taylor,');
    // The public invitation document now answers for it.
    expect((await t.app.inject({ method: 'GET', url: `/${invitation.id}.json` })).statusCode).toBe(200);
  });

  it("invite: another group's requirement set is 404; a reviewer may not invite (403)", async () => {
    const theirs = await call(staff.recruiter, 'POST', '/api/console/invitations', {
      email: 'a@credence.test',
      app_req_id: other.appReqId,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('request.not-found');
    const reviewer = await call(staff.credentialing_reviewer, 'POST', '/api/console/invitations', {
      email: 'a@credence.test',
      app_req_id: home.appReqId,
    });
    expect(reviewer.statusCode).toBe(403);
    expect((await call(staff.credentialing_reviewer, 'GET', '/api/console/invitations')).statusCode).toBe(
      403,
    );
  });

  it('invite refuses a bad address, a NUL byte and a lone surrogate with 400', async () => {
    for (const email of ['not-an-address', 'a\u0000@credence.test', 'a\ud800@credence.test']) {
      const response = await call(staff.admin, 'POST', '/api/console/invitations', {
        email,
        app_req_id: home.appReqId,
      });
      expect(response.statusCode, email).toBe(400);
    }
  });

  it('a CSV invites its good lines and reports each bad one by line number', async () => {
    const csv = [
      'email,first_name,last_name',
      'casey.one@credence.test,Casey,One',
      'not-an-address,Bad,Row',
      '',
      ',No,Email',
      'casey.one@credence.test,Casey,Again',
      `${DEMO.invitedEmail},Avery,Chen`,
      'drew.two@credence.test,Drew,Two',
    ].join('\n');
    const response = await call(staff.recruiter, 'POST', '/api/console/invitations/csv', {
      csv,
      app_req_id: home.appReqId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      invited: 2,
      rejected: [
        { line: 3, reason: 'This email address is not valid.' },
        { line: 5, reason: 'This line has no email address.' },
        { line: 6, reason: 'This email address appears on an earlier line.' },
        { line: 7, reason: 'This email address already has an open invitation.' },
      ],
    });
    expect(await outboxTo('drew.two@credence.test')).toHaveLength(1);
    const header = await call(staff.recruiter, 'POST', '/api/console/invitations/csv', {
      csv: 'mail,name\nx@credence.test,X',
      app_req_id: home.appReqId,
    });
    expect(header.json().data).toEqual({
      invited: 0,
      rejected: [
        {
          line: 1,
          reason: 'The first line must name the columns: email, and optionally first_name and last_name.',
        },
      ],
    });
  });

  it('resend sends the e-mail again and opens the invitation for 30 more days; revoke withdraws it', async () => {
    const created = (
      await call(staff.admin, 'POST', '/api/console/invitations', {
        email: 'resend.me@credence.test',
        app_req_id: home.appReqId,
      })
    ).json().data;
    await t.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', created.id)
      .execute();
    const listed = (await call(staff.admin, 'GET', '/api/console/invitations')).json().data as {
      id: string;
      list: string;
    }[];
    expect(listed.find((row) => row.id === created.id)!.list).toBe('expired');
    const resent = await call(staff.admin, 'POST', `/api/console/invitations/${created.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ list: 'open', send_count: 2 });
    const days = (new Date(resent.json().data.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect(await outboxTo('resend.me@credence.test')).toHaveLength(2);

    const revoked = await call(staff.recruiter, 'POST', `/api/console/invitations/${created.id}/revoke`);
    expect(revoked.json().data.list).toBe('revoked');
    expect((await t.app.inject({ method: 'GET', url: `/${created.id}.json` })).statusCode).toBe(404);
    // A revoked invitation is not sent again.
    expect(
      (await call(staff.admin, 'POST', `/api/console/invitations/${created.id}/resend`)).statusCode,
    ).toBe(404);
  });

  it('a clinician who shared with the group shows as shared until they end that access', async () => {
    const sharer = await createUser(t.database.db, { firstName: 'Shay', lastName: 'Sharer' });
    const share = await insertTestShare(t.database.db, sharer.id, home.groupId);
    // The same clinician's share with another group does not count for this one.
    await insertTestShare(t.database.db, sharer.id);
    const stateOf = async () => {
      const rows = (await call(staff.admin, 'GET', '/api/console/roster')).json().data as {
        first_name: string | null;
        state: string;
      }[];
      return rows.filter((row) => row.first_name === 'Shay').map((row) => row.state);
    };
    expect(await stateOf()).toEqual(['shared']);
    await t.database.db.updateTable('shares').set({ status: 'ended' }).where('id', '=', share.id).execute();
    expect(await stateOf()).toEqual(['enrolling']);
  });

  it("resend and revoke of another group's invitation are the same 404 as a missing one", async () => {
    const missing = await call(
      staff.otherAdmin,
      'POST',
      '/api/console/invitations/00000000-0000-4000-8000-000000000000/revoke',
    );
    for (const action of ['resend', 'revoke']) {
      const theirs = await call(
        staff.otherAdmin,
        'POST',
        `/api/console/invitations/${DEMO_INVITATION_ID}/${action}`,
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error.code).toBe(missing.json().error.code);
    }
    const document = await t.app.inject({ method: 'GET', url: `/${DEMO_INVITATION_ID}.json` });
    expect(document.statusCode).toBe(200);
  });

  it('pending joins: a reviewer approves; a recruiter may not (403); another group gets 404', async () => {
    const joiner = await createUser(t.database.db, { firstName: 'Pat', lastName: 'Pending' });
    const pending = await t.database.db
      .insertInto('subscriptions')
      .values({
        user_id: joiner.id,
        subscriber_group_id: home.groupId,
        app_req_id: home.appReqId,
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roster = (await call(staff.admin, 'GET', '/api/console/roster')).json().data as {
      id: string;
      state: string;
    }[];
    expect(roster.find((row) => row.id === pending.id)!.state).toBe('action_needed');

    expect((await call(staff.recruiter, 'GET', '/api/console/subscriptions/pending')).statusCode).toBe(403);
    expect(
      (await call(staff.recruiter, 'POST', `/api/console/subscriptions/${pending.id}/approve`)).statusCode,
    ).toBe(403);
    const list = await call(staff.credentialing_reviewer, 'GET', '/api/console/subscriptions/pending');
    expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([pending.id]);
    expect((await call(staff.otherAdmin, 'GET', '/api/console/subscriptions/pending')).json().data).toEqual(
      [],
    );
    const theirs = await call(staff.otherAdmin, 'POST', `/api/console/subscriptions/${pending.id}/approve`);
    expect(theirs.statusCode).toBe(404);

    const approved = await call(
      staff.credentialing_reviewer,
      'POST',
      `/api/console/subscriptions/${pending.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id: pending.id, status: 'active', first_name: 'Pat' });
    const row = await t.database.db
      .selectFrom('subscriptions')
      .select(['status', 'approved_by'])
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
    expect(row.approved_by).not.toBeNull();
    // Approved once: no longer pending.
    expect(
      (await call(staff.credentialing_reviewer, 'POST', `/api/console/subscriptions/${pending.id}/approve`))
        .statusCode,
    ).toBe(404);
  });

  it('"file reviewed" records who and when; a recruiter may not (403); another group gets 404', async () => {
    const roster = (await call(staff.admin, 'GET', '/api/console/roster')).json().data as {
      id: string;
      first_name: string;
    }[];
    const jordan = roster.find((row) => row.first_name === 'Jordan')!;
    const url = `/api/console/roster/${jordan.id}/reviewed`;
    const recruiter = await call(staff.recruiter, 'POST', url);
    expect(recruiter.statusCode).toBe(403);
    expect(recruiter.json().error.code).toBe('auth.insufficient-permission');
    const theirs = await call(staff.otherAdmin, 'POST', url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('request.not-found');
    expect(
      (await call(staff.credentialing_reviewer, 'POST', `/api/console/roster/${DEMO_INVITATION_ID}/reviewed`))
        .statusCode,
    ).toBe(404);

    const reviewed = await call(staff.credentialing_reviewer, 'POST', url);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data).toMatchObject({
      id: jordan.id,
      first_name: 'Jordan',
      reviewed_by: 'Staff credentialing_reviewer',
    });
    expect(Date.now() - new Date(reviewed.json().data.reviewed_at).getTime()).toBeLessThan(60_000);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('action', '=', 'console.file.reviewed')
      .execute();
    expect(audited).toEqual([{ action: 'console.file.reviewed', outcome: 'success' }]);
  });
});
