import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdapterError } from '../../adapters/http';
import { createIdentityAdapter, type IdentityAdapter } from '../../adapters/identity/identity-adapter';
import { offlineAdapterConfig } from '../../adapters/config';
import { testClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { insertTestOffer } from '../credentials/credentials-test-support';

const ADDRESS = {
  'address|line_1': '12 Main St',
  'address|city': 'Springfield',
  'address|state': 'IL',
  'address|zip': '62704',
};

describe('identity verification', () => {
  let t: TestApp;
  let providerDown = false;
  const clock = testClock();
  const sandbox = createIdentityAdapter(offlineAdapterConfig());
  const down = () => Promise.reject(new AdapterError('adapter.timeout', 'identity', 'timed out'));
  const identity: IdentityAdapter = {
    mode: 'sandbox',
    createApplicant: (person) => (providerDown ? down() : sandbox.createApplicant(person)),
    startCheck: (id) => (providerDown ? down() : sandbox.startCheck(id)),
    getCheck: (id) => (providerDown ? down() : sandbox.getCheck(id)),
  };

  beforeAll(async () => {
    t = await createTestApp(
      { ACCESS_TOKEN_TTL_SECONDS: '3600' },
      { deps: { clock, adapters: { identity } } },
    );
  });
  afterAll(() => t.close());

  /** A signed-in clinician whose profile holds what an applicant needs, unless `profile` is false. */
  async function clinician(lastName: string, { profile = true } = {}) {
    const user = await createUser(t.database.db, { firstName: 'Ida', lastName });
    const session = await signIn(t.app, user);
    if (profile) {
      const saved = await call(session, 'POST', '/api/self_attested', {
        data: {
          'basic_info|first_name': 'Ida',
          'basic_info|last_name': lastName,
          'basic_info|date_of_birth': '1985-04-12',
          'basic_info|social_security': '246-80-1357',
          ...ADDRESS,
        },
      });
      expect(saved.statusCode).toBe(200);
    }
    return { user, session };
  }
  const call = (s: TestSession | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: s ? s.headers() : {}, ...(payload ? { payload } : {}) });
  const put = (s: TestSession, payload: object) => call(s, 'PUT', '/api/id_verification', payload);
  const settingOf = async (s: TestSession) =>
    (await call(s, 'GET', '/api/actor')).json().data.actors[0].settings.id_verification;
  const verificationRow = (user: TestUser) =>
    t.database.db
      .selectFrom('identity_verifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();

  it('refuses callers without a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/id_applicant'],
      ['POST', '/api/id_check'],
      ['POST', '/api/id_verify'],
      ['POST', '/api/verify_identity'],
      ['PUT', '/api/id_verification'],
      ['GET', '/api/app_req/id_verification?app_req_id=00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await call(null, method, url, method === 'PUT' ? { status: 'pending' } : undefined);
      expect([url, response.statusCode]).toEqual([url, 401]);
    }
  });

  it('POST /api/id_applicant needs the saved name, date of birth and address', async () => {
    const { session, user } = await clinician('Passmore', { profile: false });
    await call(session, 'POST', '/api/self_attested', {
      data: { 'basic_info|first_name': 'Ida', 'address|city': 'X' },
    });
    const response = await call(session, 'POST', '/api/id_applicant');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'request.invalid',
      message: 'Bad Request',
      details: [
        'basic_info|last_name',
        'basic_info|date_of_birth',
        'address|line_1',
        'address|state',
        'address|zip',
      ].map((path) => ({ path, message: 'validation.required' })),
    });
    expect(await verificationRow(user)).toBeUndefined();
  });

  it('POST /api/id_applicant creates the applicant from the profile', async () => {
    const { session, user } = await clinician('Passmore');
    const response = await call(session, 'POST', '/api/id_applicant');
    expect(response.statusCode).toBe(200);
    const { applicant_id } = response.json().data;
    expect(applicant_id).toMatch(/^sandbox_applicant_finished_/);
    expect((await verificationRow(user))?.applicant_id).toBe(applicant_id);
  });

  describe('POST /api/id_check saves the outcome in basic_info|verification', () => {
    const check = async (lastName: string) => {
      const { session } = await clinician(lastName);
      const response = await call(session, 'POST', '/api/id_check');
      expect(response.statusCode).toBe(200);
      const saved = await call(session, 'GET', '/api/self_attested?keys=basic_info|verification');
      expect(saved.json().data['basic_info|verification']).toEqual(response.json().data);
      return { session, outcome: response.json().data };
    };

    it('pass', async () => {
      const { outcome } = await check('Passmore');
      expect(outcome).toEqual({ status: 'finished', checked_at: clock().toISOString() });
    });

    it('fail, and a retry runs a new check', async () => {
      const { session, outcome } = await check('Failsafe');
      expect(outcome.status).toBe('invalid');
      const again = await call(session, 'POST', '/api/id_check');
      expect(again.json().data.status).toBe('invalid');
    });

    it('pending, then asked again', async () => {
      const { session, outcome } = await check('Pendleton');
      expect(outcome.status).toBe('pending');
      expect((await call(session, 'POST', '/api/id_check')).json().data.status).toBe('pending');
    });

    it('the client cannot write the outcome itself', async () => {
      const { session } = await clinician('Passmore');
      const forged = await call(session, 'POST', '/api/self_attested', {
        data: { 'basic_info|verification': { status: 'finished', checked_at: clock().toISOString() } },
      });
      expect(forged.json().error.details).toEqual([
        { path: 'data.basic_info|verification', message: 'self-attested.server-owned' },
      ]);
    });
  });

  describe('identity verification rounds', () => {
    it('pass: start, the person finishes their part, the provider says finished', async () => {
      const { session, user } = await clinician('Passmore');
      // A credential accepted while pending identity approval (001 §4): added once identity is verified.
      const pending = await insertTestOffer(t.database.db, user.id);
      await t.database.db
        .updateTable('credentials')
        .set({ status: 'pending_verification', awaiting_identity: true })
        .where('id', '=', pending.id)
        .execute();
      const credentialStatus = async () =>
        t.database.db
          .selectFrom('credentials')
          .select(['status', 'awaiting_identity'])
          .where('id', '=', pending.id)
          .executeTakeFirstOrThrow();
      expect(await settingOf(session)).toBe('not_started');
      const early = await put(session, { status: 'pending' });
      expect(early.json().error.details).toEqual([{ path: 'status', message: 'identity.start-first' }]);

      const started = await call(session, 'POST', '/api/id_verify');
      expect(started.statusCode).toBe(200);
      const data = started.json().data;
      expect(data).toEqual({
        status: 'not_started',
        cross_device_url: expect.stringMatching(/\/id-verify\?token=[A-Za-z0-9_-]{43}$/),
        cross_device_token: expect.any(String),
        expires_in_seconds: 1800,
      });
      expect(new URL(data.cross_device_url).searchParams.get('token')).toBe(data.cross_device_token);
      expect(await settingOf(session)).toBe('not_started');

      const done = await put(session, { status: 'pending' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ data: { status: 'finished' } });
      expect(await settingOf(session)).toBe('finished');
      expect(await credentialStatus()).toEqual({ status: 'added', awaiting_identity: false });
      expect((await call(session, 'POST', '/api/id_verify')).json().error.details).toEqual([
        { path: 'status', message: 'identity.already-verified' },
      ]);
      expect((await put(session, { status: 'not_started' })).json().error.details).toEqual([
        { path: 'status', message: 'identity.status-invalid' },
      ]);
      expect((await put(session, { status: 'pending' })).json().data.status).toBe('finished');
    });

    it('fail: invalid, then retry by going back to not_started', async () => {
      const { session, user } = await clinician('Failsafe');
      await call(session, 'POST', '/api/id_verify');
      expect((await put(session, { status: 'pending' })).json().data.status).toBe('invalid');
      expect(await settingOf(session)).toBe('invalid');
      for (const response of [
        await put(session, { status: 'pending' }),
        await call(session, 'POST', '/api/id_verify'),
      ])
        expect(response.json().error.details).toEqual([
          { path: 'status', message: 'identity.status-invalid' },
        ]);

      const retry = await put(session, { status: 'not_started' });
      expect(retry.json()).toEqual({ data: { status: 'not_started' } });
      expect(await verificationRow(user)).toMatchObject({
        applicant_id: null,
        check_id: null,
        started_at: null,
      });
      // The name is corrected before the new round: the new applicant carries it.
      await call(session, 'POST', '/api/self_attested', { data: { 'basic_info|last_name': 'Passmore' } });
      expect((await call(session, 'POST', '/api/id_verify')).statusCode).toBe(200);
      expect((await put(session, { status: 'pending' })).json().data.status).toBe('finished');
    });

    it('pending: stays pending while the provider works, each PUT asks again', async () => {
      const { session, user } = await clinician('Pendleton');
      await call(session, 'POST', '/api/verify_identity');
      expect((await put(session, { status: 'pending' })).json().data.status).toBe('pending');
      const checkId = (await verificationRow(user))?.check_id;
      expect(checkId).toMatch(/^sandbox_check_pending_/);
      expect((await put(session, { status: 'pending' })).json().data.status).toBe('pending');
      expect((await verificationRow(user))?.check_id).toBe(checkId);
      expect((await put(session, { status: 'not_started' })).json().error.details).toEqual([
        { path: 'status', message: 'identity.status-invalid' },
      ]);
    });

    it('finishing on a phone: the link token must be the current one and unexpired', async () => {
      const { session } = await clinician('Passmore');
      const first = (await call(session, 'POST', '/api/id_verify')).json().data.cross_device_token;
      const second = (await call(session, 'POST', '/api/id_verify')).json().data.cross_device_token;
      const expired = [{ path: 'cross_device_token', message: 'identity.link-expired' }];
      expect(
        (await put(session, { status: 'pending', cross_device_token: first })).json().error.details,
      ).toEqual(expired);
      clock.advance(31 * 60_000);
      expect(
        (await put(session, { status: 'pending', cross_device_token: second })).json().error.details,
      ).toEqual(expired);
      const third = (await call(session, 'POST', '/api/id_verify')).json().data.cross_device_token;
      const done = await put(session, { status: 'pending', cross_device_token: third });
      expect(done.json().data.status).toBe('finished');
    });

    it('only pending and not_started may be asked for', async () => {
      const { session } = await clinician('Passmore');
      const unknown = await put(session, { status: 'done' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details[0].path).toBe('status');
      for (const status of ['finished', 'invalid']) {
        expect((await put(session, { status })).json().error.details).toEqual([
          { path: 'status', message: 'identity.status-invalid' },
        ]);
      }
      expect(await settingOf(session)).toBe('not_started');
    });

    it("one person's round never touches another's", async () => {
      const a = await clinician('Passmore');
      const b = await clinician('Failsafe');
      await call(a.session, 'POST', '/api/id_verify');
      const token = (await call(a.session, 'POST', '/api/id_verify')).json().data.cross_device_token;
      expect(
        (await put(b.session, { status: 'pending', cross_device_token: token })).json().error.details,
      ).toEqual([{ path: 'status', message: 'identity.start-first' }]);
      await call(b.session, 'POST', '/api/id_verify');
      expect(
        (await put(b.session, { status: 'pending', cross_device_token: token })).json().error.details,
      ).toEqual([{ path: 'cross_device_token', message: 'identity.link-expired' }]);
      expect(await settingOf(a.session)).toBe('not_started');
      expect(await settingOf(b.session)).toBe('not_started');
    });
  });

  describe('when the identity provider fails', () => {
    const unavailable = {
      code: 'lookup.unavailable',
      message: 'We could not reach the identity service. You can enter this information yourself.',
    };
    const whileDown = async <T>(run: () => Promise<T>) => {
      providerDown = true;
      try {
        return await run();
      } finally {
        providerDown = false;
      }
    };

    it('503 lookup.unavailable on every call, and nothing changes', async () => {
      const { session, user } = await clinician('Passmore');
      const [applicant, check, start] = await whileDown(() =>
        Promise.all([
          call(session, 'POST', '/api/id_applicant'),
          call(session, 'POST', '/api/id_check'),
          call(session, 'POST', '/api/id_verify'),
        ]),
      );
      for (const response of [applicant, check, start]) {
        expect(response.statusCode).toBe(503);
        expect(response.json().error).toEqual(unavailable);
      }
      expect(await verificationRow(user)).toBeUndefined();
      expect(
        (await call(session, 'GET', '/api/self_attested?keys=basic_info|verification')).json().data,
      ).toEqual({});

      expect((await call(session, 'POST', '/api/id_verify')).statusCode).toBe(200);
      const pending = await whileDown(() => put(session, { status: 'pending' }));
      expect(pending.statusCode).toBe(503);
      expect(pending.json().error).toEqual(unavailable);
      expect(await settingOf(session)).toBe('not_started');
      expect((await verificationRow(user))?.check_id).toBeNull();
      // Back up: the clinician carries on.
      expect((await put(session, { status: 'pending' })).json().data.status).toBe('finished');
    });
  });

  describe('GET /api/app_req/id_verification', () => {
    async function requirementFor(user: TestUser, config: object) {
      const group = await t.database.db
        .insertInto('subscriber_groups')
        .values({ slug: `org-${user.id.slice(0, 8)}-${Math.random().toString(36).slice(2, 6)}`, name: 'Org' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const requirement = await t.database.db
        .insertInto('application_requirements')
        .values({ subscriber_group_id: group.id, name: 'Req', application_config: JSON.stringify(config) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('subscriptions')
        .values({
          user_id: user.id,
          subscriber_group_id: group.id,
          app_req_id: requirement.id,
          status: 'pending',
        })
        .execute();
      return requirement.id;
    }
    const read = (s: TestSession, id: string) =>
      call(s, 'GET', `/api/app_req/id_verification?app_req_id=${encodeURIComponent(id)}`);

    it("answers what the clinician's requirement asks for", async () => {
      const { user, session } = await clinician('Passmore');
      const both = await requirementFor(user, { identity_check: true, identity_verification: true });
      const none = await requirementFor(user, { look_back_years: 5 });
      expect((await read(session, both)).json()).toEqual({
        data: { app_req_id: both, identity_check: true, identity_verification: true, status: 'not_started' },
      });
      expect((await read(session, none)).json().data).toMatchObject({
        identity_check: false,
        identity_verification: false,
      });
    });

    it("404 for an unknown requirement and for someone else's; 400 for a malformed id", async () => {
      const mine = await clinician('Passmore', { profile: false });
      const theirs = await clinician('Failsafe', { profile: false });
      const id = await requirementFor(theirs.user, { identity_verification: true });
      expect((await read(mine.session, id)).statusCode).toBe(404);
      expect((await read(mine.session, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const malformed = await read(mine.session, 'nope');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details).toEqual([
        { path: 'querystring.app_req_id', message: 'request.invalid' },
      ]);
    });
  });

  it('audits each step without personal values', async () => {
    // Its own clinician takes each step, so the test does not rely on the others having run first.
    const { session, user } = await clinician('Failsafe');
    expect((await call(session, 'POST', '/api/id_applicant')).statusCode).toBe(200);
    expect((await call(session, 'POST', '/api/id_check')).statusCode).toBe(200);
    expect((await call(session, 'POST', '/api/id_verify')).statusCode).toBe(200);
    expect((await put(session, { status: 'pending' })).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', 'like', 'identity.%')
      .where('user_id', '=', user.id)
      .execute();
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set(['identity.applicant', 'identity.check', 'identity.verify.start', 'identity.verify.status']),
    );
    const text = JSON.stringify(rows);
    for (const value of ['Passmore', 'Failsafe', '1985-04-12', '246-80-1357', 'Springfield'])
      expect(text).not.toContain(value);
  });
});
