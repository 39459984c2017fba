import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAffiliation } from '../src/modules/affiliations/affiliations-test-support';
import { subscribe } from '../src/modules/notifications/live-test-support';
import { validReference } from '../src/modules/references/references-test-support';
import { createFixedDateApp, validJob } from '../src/modules/work-history/work-history-test-support';
import { createUser, signIn, type TestSession, type TestUser } from './helpers/sign-in';
import type { TestApp } from './helpers/test-app';

// Issue 11, item 3: a NUL or an unpaired surrogate in ordinary text answered 500 (PostgreSQL refuses it) or
// was stored as U+FFFD. Every route now refuses it with 400 and the field's path, whatever its schema.
const NUL = 'Mercy\u0000General';
const LONE_SURROGATE = 'Mercy\uD800General';
const refusal = (path: string) => ({
  error: {
    code: 'request.invalid',
    message: 'Bad Request',
    details: [{ path, message: 'validation.text-invalid-characters' }],
  },
});

// In a query string a NUL arrives as %00. A lone surrogate has no UTF-8 form: the bytes a lax encoder
// sends for one (%ED%A0%80) are not valid UTF-8 and never decode to a surrogate, so they are harmless text.
describe.each([
  ['a NUL', NUL, 'Mercy%00General', 400],
  ['a lone surrogate', LONE_SURROGATE, 'Mercy%ED%A0%80General', 200],
])('text with %s', (_name, bad, inQuery, queryStatus) => {
  let t: TestApp;
  let clinician: TestUser;
  let holder: TestSession;
  let staff: TestSession;
  beforeAll(async () => {
    t = await createFixedDateApp();
    clinician = await createUser(t.database.db);
    const groupId = await subscribe(t.database.db, 'lakeside-clinic', clinician.id);
    const staffUser = await createUser(t.database.db, {
      accessLevel: 'staff',
      actions: ['assign_tasks'],
      subscriberGroupId: groupId,
    });
    [holder, staff] = await Promise.all([signIn(t.app, clinician), signIn(t.app, staffUser)]);
  });
  afterAll(() => t.close());

  const call = (session: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: session.headers(), ...(payload ? { payload } : {}) });

  it('in GET /api/self_attested?keys= answers 400 at querystring.keys, never 500', async () => {
    const response = await call(holder, 'GET', `/api/self_attested?keys=${inQuery}`);
    expect(response.statusCode).toBe(queryStatus);
    if (queryStatus === 400) expect(response.json()).toEqual(refusal('querystring.keys'));
  });

  it.each([
    ['/api/self_attested', { data: { 'basic_info|first_name': bad } }, 'data.basic_info|first_name'],
    ['/api/work_history', { entry: validJob({ institution: bad }) }, 'entry.institution'],
    ['/api/affiliations', { affiliation: validAffiliation({ department: bad }) }, 'affiliation.department'],
    ['/api/reference', { references: [validReference({ title: bad })] }, 'references.0.title'],
    ['/api/user', { ncsbn: '7654321', first_name: bad }, 'first_name'],
  ])('in POST %s answers 400 at the field', async (url, payload, path) => {
    const response = await call(holder, 'POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(path));
  });

  it('in POST /api/notifications answers 400 and stores no U+FFFD in its place', async () => {
    const response = await call(staff, 'POST', '/api/notifications', {
      user_id: clinician.id,
      type: 'task_reminder',
      message: bad,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('message'));
    const stored = await t.database.db.selectFrom('notifications').select('text').execute();
    expect(stored.map((row) => row.text).filter((text) => text?.includes('Mercy'))).toEqual([]);
  });

  it('in a JSON key answers 400 at the object holding it', async () => {
    const response = await call(holder, 'POST', '/api/self_attested', { data: { [bad]: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('data'));
  });

  it('leaves well-formed text alone (an emoji is a surrogate pair)', async () => {
    const response = await call(holder, 'POST', '/api/self_attested', {
      data: { 'basic_info|first_name': 'Ada 😀' },
    });
    expect(response.statusCode).toBe(200);
  });
});
