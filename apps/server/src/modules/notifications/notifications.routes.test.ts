import { defaultNotificationPreferences } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { subscribe } from './live-test-support';

describe('notifications API: list, delete, staff messages and preferences', () => {
  let t: TestApp;
  let clinician: TestUser;
  let session: TestSession;
  let outsider: TestUser;
  let outsiderSession: TestSession;
  let staffSession: TestSession;
  let holderOnlySession: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    clinician = await createUser(db, { email: `lee.${Date.now()}@credence.test` });
    outsider = await createUser(db);
    const groupId = await subscribe(db, 'lakeside-clinic', clinician.id);
    const staff = await createUser(db, {
      email: `staff.${Date.now()}@lakeside.test`,
      accessLevel: 'staff',
      actions: ['assign_tasks'],
      subscriberGroupId: groupId,
    });
    await db.updateTable('users').set({ phone: '+15550100199' }).where('id', '=', clinician.id).execute();
    [session, outsiderSession, staffSession, holderOnlySession] = await Promise.all([
      signIn(t.app, clinician),
      signIn(t.app, outsider),
      signIn(t.app, staff),
      signIn(t.app, outsider),
    ]);
  });
  afterAll(() => t.close());

  const send = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/notifications', headers, payload });
  const list = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; text: string | null; title_key: string | null }[];
  };
  const putPreferences = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/notification_preference', headers: session.headers(), payload });

  it('lets staff who assign tasks write to a subscribed clinician, by email or by id; newest first', async () => {
    const first = await send(staffSession.headers(), {
      email: clinician.email.toUpperCase(),
      type: 'task_reminder',
      message: 'Your BLS card expires next month.',
    });
    expect(first.statusCode).toBe(202);
    expect(
      (
        await send(staffSession.headers(), {
          user_id: clinician.id,
          type: 'task_assigned',
          message: 'Second',
        })
      ).statusCode,
    ).toBe(202);
    const mine = await list(session.headers());
    expect(mine.map((n) => n.text)).toEqual(['Second', 'Your BLS card expires next month.']);
    expect(mine[0]).toMatchObject({ title_key: 'notifications.message-from', type: 'task_assigned' });
    expect((mine[0] as unknown as { title_params: object }).title_params).toEqual({
      organization: 'Lakeside Clinic',
    });
    expect(await list(outsiderSession.headers())).toEqual([]);
  });

  it('answers 404 for a person outside the organization, 403 without the action, 400 for a bad body', async () => {
    const outside = await send(staffSession.headers(), {
      user_id: outsider.id,
      type: 'task_reminder',
      message: 'Hi',
    });
    expect(outside.statusCode).toBe(404);
    const unknown = await send(staffSession.headers(), {
      email: 'nobody@credence.test',
      type: 'invitation',
      message: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const asClinician = await send(holderOnlySession.headers(), {
      user_id: clinician.id,
      type: 'invitation',
      message: 'x',
    });
    expect(asClinician.statusCode).toBe(403);
    for (const body of [
      { user_id: clinician.id, email: clinician.email, type: 'invitation', message: 'both' },
      { user_id: clinician.id, type: 'party', message: 'x' },
      { user_id: clinician.id, type: 'invitation', message: '   ' },
      { user_id: 'not-a-uuid', type: 'invitation', message: 'x' },
    ]) {
      expect((await send(staffSession.headers(), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("deletes one's own notification once; someone else's answers 404 like a missing one", async () => {
    const [newest] = await list(session.headers());
    const byOutsider = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${newest!.id}`,
      headers: outsiderSession.headers(),
    });
    expect(byOutsider.statusCode).toBe(404);
    expect((await list(session.headers())).map((n) => n.id)).toContain(newest!.id);
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/notifications/${newest!.id}`, headers: session.headers() });
    expect((await remove()).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(404);
    expect((await list(session.headers())).map((n) => n.id)).not.toContain(newest!.id);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['outcome'])
      .where('action', '=', 'notification.delete')
      .where('target_id', '=', String(newest!.id))
      .execute();
    expect(audit).toEqual([{ outcome: 'success' }]);
  });

  it('answers the defaults, saves every type and method, and reads back what was saved', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/notification_preference',
      headers: session.headers(),
    });
    expect(read.json().data).toEqual(defaultNotificationPreferences());
    const wanted = defaultNotificationPreferences();
    wanted.task_reminder = { in_app: false, email: false, sms: true };
    const saved = await putPreferences(wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(wanted);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/notification_preference',
      headers: session.headers(),
    });
    expect(again.json().data).toEqual(wanted);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/notification_preference',
      headers: outsiderSession.headers(),
    });
    expect(other.json().data).toEqual(defaultNotificationPreferences());
  });

  it('refuses an unknown type, a missing method and a value that is not true or false, naming the field', async () => {
    const base = defaultNotificationPreferences();
    const { invitation: _dropped, ...missingType } = base;
    const cases: [object, string][] = [
      [{ ...base, party: { in_app: true, email: true, sms: true } }, ''],
      [missingType, 'invitation'],
      [{ ...base, invitation: { in_app: true, email: true } }, 'invitation.sms'],
      [{ ...base, invitation: { in_app: 'yes', email: true, sms: false } }, 'invitation.in_app'],
    ];
    for (const [body, path] of cases) {
      const response = await putPreferences(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const noXsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/notification_preference',
      headers: { authorization: session.headers().authorization! },
      payload: base,
    });
    expect(noXsrf.statusCode).toBe(403);
  });

  it('follows the preferences: in-app off stores nothing; e-mail off sends none; text on lands in the SMS outbox', async () => {
    const before = await list(session.headers());
    const sent = await send(staffSession.headers(), {
      user_id: clinician.id,
      type: 'task_reminder',
      message: 'Quiet',
    });
    expect(sent.statusCode).toBe(202);
    expect(await list(session.headers())).toEqual(before);
    // Text messages: the earlier task_assigned one (on by default) and this one (turned on above).
    const texts = await t.database.db.selectFrom('sms_outbox').select(['to_phone', 'body']).execute();
    expect(texts.map((text) => text.to_phone)).toEqual(['+15550100199', '+15550100199']);
    expect(texts.filter((text) => text.body.includes('Quiet'))).toHaveLength(1);
    expect(texts.some((text) => text.body.includes('Your BLS card'))).toBe(false);
    const mails = await t.database.db
      .selectFrom('email_outbox')
      .select('body')
      .where('to_address', '=', clinician.email)
      .execute();
    // Two e-mails from the first test (defaults: e-mail on), none for this one (e-mail off).
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.body.includes('Quiet'))).toBe(false);
    expect(mails[0]!.body).toContain('/notification-preferences');
  });
});
