import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, DEMO } from '../../db/seed';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

describe('the session API', () => {
  let t: TestApp;
  let user: TestUser;
  let session: TestSession;
  beforeAll(async () => {
    t = await createTestApp({
      SUPPORT_CHAT_APP_ID: 'chat-app',
      SUPPORT_CHAT_SECRET: 'chat-secret-0123456789',
    });
    await seedDemo(t.database.db);
    user = await createUser(t.database.db, { firstName: 'Robin', lastName: 'Hale' });
    session = await signIn(t.app, user);
  });
  afterAll(() => t.close());

  const get = (url: string, s = session) => t.app.inject({ method: 'GET', url, headers: s.headers() });
  const post = (url: string, payload: object, s = session) =>
    t.app.inject({ method: 'POST', url, headers: s.headers(), payload });

  it('GET /api/actor lists the actors with a chat hash, and a short-lived chat token', async () => {
    const response = await get('/api/actor');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.actors).toHaveLength(1);
    expect(body.data.actors[0]).toMatchObject({
      id: user.actorId,
      access_level: 'holder',
      name: 'Robin Hale',
      subscriber_group: null,
      subscriber_group_name: null,
      settings: { id_verification: 'not_started' },
    });
    expect(body.data.actors[0].chat_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.chat_token.split('.')).toHaveLength(3);
  });

  it('POST /api/event records the login on the user and in the audit log', async () => {
    expect((await post('/api/event', { event_type: 'login' })).statusCode).toBe(200);
    expect((await post('/api/event', { event_type: 'other' })).statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id'])
      .where('action', '=', 'login')
      .execute();
    expect(audit).toEqual([{ actor_id: user.actorId }]);
  });

  it('GET /api/account_lookup describes the account', async () => {
    expect((await get('/api/account_lookup')).json()).toEqual({
      data: { claimed: true, has_actor: true, job_id: null },
    });
  });

  it('personal info and the enrolment status, set through POST /api/self_attested with history', async () => {
    expect((await get('/api/personal_info')).json()).toEqual({
      data: {
        enrollment_status: null,
        force_enroll: false,
        first_unfinished_step: 'provider-type',
        first_name: 'Robin',
        last_name: 'Hale',
        email: user.email,
        email_confirmed: false,
      },
    });
    // Enrolment goes on before the address is confirmed (decision 029); once it is, personal_info says so.
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    expect((await get('/api/personal_info')).json().data.email_confirmed).toBe(true);
    const saved = await post('/api/self_attested', { data: { 'status|enrollment_status': 'in_progress' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { 'status|enrollment_status': 'in_progress' } });
    // Finishing needs every step done (modules/self-attested covers the whole path).
    const early = await post('/api/self_attested', { data: { 'status|enrollment_status': 'finished' } });
    expect(early.json().error.code).toBe('enroll.incomplete');
    expect((await get('/api/personal_info')).json().data.enrollment_status).toBe('in_progress');
    expect((await get('/api/self_attested')).json()).toEqual({
      data: { 'status|enrollment_status': 'in_progress' },
    });
    const history = await t.database.db
      .selectFrom('self_attested_history')
      .select(['previous_value', 'changed_by'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([{ previous_value: null, changed_by: user.actorId }]);
    const reads = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', user.id)
      .execute();
    expect(reads.map((r) => r.action)).toEqual(
      expect.arrayContaining(['personal_info.read', 'self_attested.write', 'self_attested.read']),
    );
  });

  it('POST /api/self_attested refuses unknown keys and bad values, writing nothing', async () => {
    const unknown = await post('/api/self_attested', {
      data: { 'status|enrollment_status': 'in_progress', 'basic_info|nonsense': 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      { path: 'data.basic_info|nonsense', message: 'request.invalid' },
    ]);
    const bad = await post('/api/self_attested', { data: { 'status|enrollment_status': 'done' } });
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/self_attested')).json().data['status|enrollment_status']).toBe('in_progress');
  });

  it('consent forms of the demo organization: listed, signed for the demo clinician', async () => {
    const demo = await signIn(t.app, { email: DEMO.clinicianEmail, password: DEMO.clinicianPassword });
    const forms = (await get('/api/consent_form', demo)).json().data;
    expect(forms).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        document_key: 'riverside-health/release-authorization-v1',
        subscriber_group_name: 'Riverside Health',
        required: true,
        signed: true,
      }),
    ]);
    // Someone not subscribed sees none and cannot sign another organization's form.
    expect((await get('/api/consent_form')).json()).toEqual({ data: [] });
    const refused = await post('/api/consent_form', {
      document_keys: ['riverside-health/release-authorization-v1'],
      full_name: 'Test Clinician',
      confirm: true,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('signs a consent form of an organization the clinician is subscribed to', async () => {
    const db = t.database.db;
    const group = await db.selectFrom('subscriber_groups').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({ user_id: user.id, subscriber_group_id: group.id, status: 'active' })
      .execute();
    const before = (await get('/api/consent_form')).json().data;
    expect(before[0]).toMatchObject({ signed: false, signed_at: null });
    const signed = await post('/api/consent_form', {
      document_keys: ['riverside-health/release-authorization-v1'],
      full_name: 'Test Clinician',
      confirm: true,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data[0]).toMatchObject({ signed: true });
  });
});
