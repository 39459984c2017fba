import { randomBytes } from 'node:crypto';
import { HOLDER_ACTIONS } from '@credence/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { loadServerSecrets } from '../secrets/secrets.service';
import { openValue, type SealedValue } from './sealed-values';
import { writeValue } from './self-attested.repository';

const SSN = '246-80-1357';

/** A valid value for every key the wizard writes, as a registered nurse. */
const PROFILE = {
  'basic_info|occupation_code': 'RN',
  'basic_info|first_name': ' Ada ',
  'basic_info|middle_name': '',
  'basic_info|last_name': 'Lovelace',
  'basic_info|suffix': '',
  'basic_info|date_of_birth': '1985-04-12',
  'basic_info|place_of_birth': { country: 'US', state: 'IL' },
  'basic_info|citizenship': ['US'],
  'basic_info|social_security': '246801357',
  'basic_info|phone_number': '(555) 123-4567',
  'basic_info|specialty_code': '363L00000X',
  'basic_info|has_other_names': true,
  'basic_info|other_names': [{ first_name: 'Ada', last_name: 'Byron' }],
  'basic_info|graduate_attested_none': true,
  'address|line_1': '12 Main St',
  'address|line_2': 'Apt 4',
  'address|city': 'Springfield',
  'address|state': 'il',
  'address|zip': '62704',
  'address|zip4': '1234',
  'identifiers|nppes_number': '1234567893',
  'identifiers|ncsbn_number': '12345',
  'licenses|list': [{ record_type: 'rn_license', license_number: 'RN1', state: 'IL' }],
  'licenses|has_no_license_state': false,
  'licenses|has_no_license_dea': true,
  'licenses|has_no_license_rn': false,
  'licenses|has_no_license_cds': true,
};

// Every test signs up its own clinicians and saves what it reads, so each passes alone and in any order
// (vitest --sequence.shuffle).
describe('the self-attested profile API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A new clinician and their session; `profile` saves PROFILE first. */
  const clinician = async (names = { firstName: 'Ada', lastName: 'Lovelace' }, profile = false) => {
    const user = await createUser(t.database.db, names);
    const session = await signIn(t.app, user);
    if (profile) expect((await post(session, PROFILE)).statusCode).toBe(200);
    return { user, session };
  };

  const get = (s: TestSession, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/self_attested${query}`, headers: s.headers() });
  const post = (s: TestSession, data: object) =>
    t.app.inject({ method: 'POST', url: '/api/self_attested', headers: s.headers(), payload: { data } });
  const status = (s: TestSession, value: string | null) => post(s, { 'status|enrollment_status': value });
  const personalInfo = async (s: TestSession) =>
    (await t.app.inject({ method: 'GET', url: '/api/personal_info', headers: s.headers() })).json().data;
  const confirmMobile = (user: TestUser) =>
    t.database.db.transaction().execute((trx) =>
      writeValue(trx, {
        userId: user.id,
        actorId: null,
        key: 'basic_info|mobile_confirm',
        value: true,
        at: new Date(),
      }),
    );

  it('refuses callers without a session, and actors without the action', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/self_attested' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/self_attested',
      payload: { data: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    const readOnly = await createUser(t.database.db, {
      actions: HOLDER_ACTIONS.filter((action) => action !== 'post_self_attested'),
    });
    const session = await signIn(t.app, readOnly);
    const refused = await post(session, { 'basic_info|first_name': 'X' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth.insufficient-permission');
  });

  it('saves every wizard key in one call and reads it back in stored form, the SSN and birth date masked', async () => {
    const { session: sa } = await clinician();
    const saved = await post(sa, PROFILE);
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...PROFILE,
      'basic_info|first_name': 'Ada',
      'basic_info|social_security': '***-**-1357',
      'basic_info|date_of_birth': '1985-**-**',
      'basic_info|phone_number': '+15551234567',
      'basic_info|mobile_confirm': false,
      'address|state': 'IL',
    };
    expect(saved.json().data).toEqual(expected);
    const read = await get(sa);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(expected);
    expect(read.body).not.toContain('246801357');
    expect(read.body).not.toContain(SSN);
  });

  it('keeps the SSN encrypted in the profile and in its history', async () => {
    const { user: a, session: sa } = await clinician(undefined, true);
    await post(sa, { 'basic_info|social_security': '475-31-8642' });
    const text = async (table: 'self_attested' | 'self_attested_history') => {
      const rows = await sql<{
        row: string;
      }>`select t::text as row from ${sql.table(table)} t where user_id = ${a.id}`.execute(t.database.db);
      return rows.rows.map((r) => r.row).join('\n');
    };
    for (const table of ['self_attested', 'self_attested_history'] as const) {
      const dump = await text(table);
      for (const clear of ['246801357', SSN, '246-80', '475318642', '475-31-8642', '***-**-'])
        expect(dump).not.toContain(clear);
    }
    const row = await t.database.db
      .selectFrom('self_attested')
      .select('value')
      .where('user_id', '=', a.id)
      .where('key', '=', 'basic_info|social_security')
      .executeTakeFirstOrThrow();
    expect(row.value).toMatchObject({
      $sealed: 'aes-256-gcm',
      kid: expect.any(String),
      data: expect.any(String),
    });
    const history = await t.database.db
      .selectFrom('self_attested_history')
      .select('previous_value')
      .where('user_id', '=', a.id)
      .where('key', '=', 'basic_info|social_security')
      .where('previous_value', 'is not', null)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]!.previous_value).toMatchObject({ $sealed: 'aes-256-gcm' });
    expect((await get(sa, '?keys=basic_info|social_security')).json().data).toEqual({
      'basic_info|social_security': '***-**-8642',
    });
  });

  it('setting DATA_ENCRYPTION_KEY later keeps the values sealed under the generated key readable', async () => {
    const { user: a, session: sa } = await clinician();
    expect((await post(sa, { 'basic_info|social_security': '475-31-8642' })).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('self_attested')
      .select('value')
      .where('user_id', '=', a.id)
      .where('key', '=', 'basic_info|social_security')
      .executeTakeFirstOrThrow();
    const configured = randomBytes(32).toString('hex');
    const secrets = await loadServerSecrets({
      db: t.database.db,
      config: { ...t.config, DATA_ENCRYPTION_KEY: configured },
    });
    expect(secrets.dataKeys.current.key.toString('hex')).toBe(configured);
    const owner = { userId: a.id, key: 'basic_info|social_security' };
    expect(openValue(secrets.dataKeys, owner, row.value as SealedValue)).toBe('475-31-8642');
  });

  it('sending back the masked SSN keeps the saved one', async () => {
    const { session: sa } = await clinician();
    expect((await post(sa, { 'basic_info|social_security': '475-31-8642' })).statusCode).toBe(200);
    const response = await post(sa, {
      'basic_info|social_security': '***-**-8642',
      'basic_info|suffix': 'Jr.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      'basic_info|social_security': '***-**-8642',
      'basic_info|suffix': 'Jr.',
    });
    const wrongMask = await post(sa, { 'basic_info|social_security': '***-**-0000' });
    expect(wrongMask.json().error.details).toEqual([
      { path: 'data.basic_info|social_security', message: 'validation.ssn-invalid' },
    ]);
  });

  it('?keys= answers only those keys', async () => {
    const { session: sa } = await clinician(undefined, true);
    const response = await get(
      sa,
      `?keys=${encodeURIComponent('basic_info|last_name,address|zip,unknown|key')}`,
    );
    expect(response.json().data).toEqual({ 'basic_info|last_name': 'Lovelace', 'address|zip': '62704' });
  });

  it('checks every key before saving any: one bad value saves nothing', async () => {
    const { session: sa } = await clinician(undefined, true);
    const response = await post(sa, {
      'basic_info|first_name': 'Changed',
      'basic_info|date_of_birth': '1985/04/12',
      'basic_info|place_of_birth': { country: 'US' },
      'address|line_1': 'PO Box 12',
      'basic_info|has_other_names': 'yes',
      'licenses|list': [{ record_type: 'dea', license_number: 'AB1234567', state: 'IL' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'request.invalid',
      message: 'Bad Request',
      details: [
        { path: 'data.basic_info|date_of_birth', message: 'validation-date' },
        { path: 'data.basic_info|place_of_birth.state', message: 'validation.required' },
        { path: 'data.address|line_1', message: 'validation.po-box' },
        { path: 'data.basic_info|has_other_names', message: 'validation.choose-option' },
        { path: 'data.licenses|list.0.license_number', message: 'validation.dea-invalid' },
      ],
    });
    expect((await get(sa, '?keys=basic_info|first_name')).json().data).toEqual({
      'basic_info|first_name': 'Ada',
    });
  });

  it('refuses a never-issued SSN and a date of birth that makes the clinician a child', async () => {
    const { session: sa } = await clinician();
    const tenYearsAgo = `${new Date().getUTCFullYear() - 10}-01-15`;
    const response = await post(sa, {
      'basic_info|social_security': '000-00-0000',
      'basic_info|date_of_birth': tenYearsAgo,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'data.basic_info|social_security', message: 'validation.ssn-never-issued' },
      { path: 'data.basic_info|date_of_birth', message: 'date.min-age' },
    ]);
    for (const ssn of ['666-12-3456', '900-12-3456', '123-00-4567', '123-45-0000']) {
      const refused = await post(sa, { 'basic_info|social_security': ssn });
      expect(refused.json().error.details, ssn).toEqual([
        { path: 'data.basic_info|social_security', message: 'validation.ssn-never-issued' },
      ]);
    }
  });

  it('refuses unknown and server-owned keys, and an empty change', async () => {
    const { session: sa } = await clinician();
    const response = await post(sa, {
      'basic_info|first_name': 'Changed',
      'basic_info|mobile_confirm': true,
      'basic_info|verification': { status: 'finished' },
      'work_history|history': [],
      'nonsense|key': 1,
      'board_cert|answer': 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'data.basic_info|mobile_confirm', message: 'self-attested.server-owned' },
      { path: 'data.basic_info|verification', message: 'self-attested.server-owned' },
      { path: 'data.work_history|history', message: 'self-attested.server-owned' },
      { path: 'data.nonsense|key', message: 'request.invalid' },
      { path: 'data.board_cert|answer', message: 'request.invalid' },
    ]);
    expect((await post(sa, {})).json().error.details).toEqual([
      { path: 'data', message: 'validation.required' },
    ]);
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/self_attested',
      headers: sa.headers(),
      payload: { data: 'x' },
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().error.code).toBe('request.invalid');
  });

  it('accepts answers of a question set', async () => {
    const { session: sa } = await clinician();
    const response = await post(sa, { 'caqh|q1': { answer: 'No', explanation: '', document: null } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data['caqh|q1']).toMatchObject({ answer: 'No' });
  });

  it('a new phone number is unconfirmed; the same number keeps its confirmation', async () => {
    const { user: a, session: sa } = await clinician(undefined, true);
    await confirmMobile(a);
    const same = await post(sa, { 'basic_info|phone_number': '555-123-4567' });
    expect(same.json().data).toEqual({ 'basic_info|phone_number': '+15551234567' });
    expect((await get(sa, '?keys=basic_info|mobile_confirm')).json().data).toEqual({
      'basic_info|mobile_confirm': true,
    });
    const changed = await post(sa, { 'basic_info|phone_number': '555-987-6543' });
    expect(changed.json().data).toEqual({
      'basic_info|phone_number': '+15559876543',
      'basic_info|mobile_confirm': false,
    });
  });

  it("another person's values are never reachable: B sees none of A's and writes only their own", async () => {
    const { user: a, session: sa } = await clinician(undefined, true);
    const { session: sb } = await clinician({ firstName: 'Bo', lastName: 'Other' });
    expect((await get(sb)).json().data).toEqual({});
    await post(sb, { 'basic_info|first_name': 'Bo' });
    expect((await get(sb)).json().data).toEqual({ 'basic_info|first_name': 'Bo' });
    expect((await get(sa, '?keys=basic_info|first_name')).json().data).toEqual({
      'basic_info|first_name': 'Ada',
    });
    // A foreign actor id in the header is refused outright.
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/self_attested',
      headers: sb.headers(a.actorId!),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('audits reads and writes by key, never by value', async () => {
    const { user: a, session: sa } = await clinician(undefined, true);
    await post(sa, { 'basic_info|social_security': '475-31-8642' });
    await get(sa);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details', 'user_id', 'target_id'])
      .where('action', 'in', ['self_attested.read', 'self_attested.write'])
      .where('user_id', '=', a.id)
      .execute();
    expect(rows.some((row) => row.action === 'self_attested.read')).toBe(true);
    const write = rows.find((row) => row.action === 'self_attested.write');
    expect(write?.details.keys).toContain('basic_info|social_security');
    const text = JSON.stringify(rows);
    for (const value of ['Lovelace', '62704', '246801357', '475-31-8642', '***-**-', '5551234567'])
      expect(text).not.toContain(value);
  });

  describe('enrolment status', () => {
    const nurse = () => clinician({ firstName: 'Cy', lastName: 'Nurse' });
    /** A nurse whose enrolment is finished: every step of PROFILE saved, the mobile number confirmed. */
    const finishedNurse = async () => {
      const { user: c, session: sc } = await nurse();
      expect((await status(sc, 'in_progress')).statusCode).toBe(200);
      expect((await post(sc, PROFILE)).statusCode).toBe(200);
      await confirmMobile(c);
      expect((await status(sc, 'finished')).statusCode).toBe(200);
      return { c, sc };
    };
    /** Subscribes the clinician to an organization whose application requirement asks for identity. */
    const requireIdentity = async (c: TestUser) => {
      const group = await t.database.db
        .insertInto('subscriber_groups')
        .values({ slug: `org-${c.id.slice(0, 8)}`, name: 'Org' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const requirement = await t.database.db
        .insertInto('application_requirements')
        .values({
          subscriber_group_id: group.id,
          name: 'Needs identity',
          application_config: JSON.stringify({ identity_verification: true }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('subscriptions')
        .values({
          user_id: c.id,
          subscriber_group_id: group.id,
          app_req_id: requirement.id,
          status: 'active',
        })
        .execute();
    };
    const statusDetails = [{ path: 'data.status|enrollment_status', message: 'enroll.status-invalid' }];

    it('moves null → in_progress only; finished needs in_progress first; nothing goes back to null', async () => {
      const { session: sc } = await nurse();
      expect((await personalInfo(sc)).first_unfinished_step).toBe('provider-type');
      expect((await status(sc, 'finished')).json().error.details).toEqual(statusDetails);
      expect((await status(sc, 'in_progress')).statusCode).toBe(200);
      expect((await status(sc, 'in_progress')).statusCode).toBe(200);
      expect((await status(sc, null)).json().error.details).toEqual(statusDetails);
      expect((await personalInfo(sc)).enrollment_status).toBe('in_progress');
    });

    it('refuses finished while steps are unfinished, listing them', async () => {
      const { session: sc } = await nurse();
      expect((await status(sc, 'in_progress')).statusCode).toBe(200);
      await post(sc, {
        'basic_info|occupation_code': 'RN',
        'basic_info|first_name': 'Cy',
        'basic_info|last_name': 'Nurse',
      });
      const response = await status(sc, 'finished');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'enroll.incomplete',
        message: 'Please finish every step before completing your enrolment.',
        details: ['dob', 'pob', 'citizenship', 'ssn', 'address', 'mobile-number', 'ncsbn-id', 'alias'].map(
          (step) => ({
            path: step,
            message: `enroll.step.${step}`,
          }),
        ),
      });
      expect((await personalInfo(sc)).first_unfinished_step).toBe('dob');
    });

    it('finishes once every step of the provider type is complete (the last values may come with it)', async () => {
      const { user: c, session: sc } = await nurse();
      expect((await status(sc, 'in_progress')).statusCode).toBe(200);
      const rest = Object.fromEntries(
        Object.entries(PROFILE).filter(
          ([key]) => key !== 'basic_info|has_other_names' && key !== 'basic_info|other_names',
        ),
      );
      // An RN whose NCSBN step was filled in by a prefill: not done until the clinician confirms it.
      await post(sc, { ...rest, 'status|unconfirmed_steps': ['ncsbn-id'] });
      await confirmMobile(c);
      expect((await personalInfo(sc)).first_unfinished_step).toBe('ncsbn-id');
      const early = await post(sc, {
        'basic_info|has_other_names': false,
        'status|enrollment_status': 'finished',
      });
      expect(early.json().error.details).toEqual([{ path: 'ncsbn-id', message: 'enroll.step.ncsbn-id' }]);
      expect((await post(sc, { 'status|unconfirmed_steps': [] })).statusCode).toBe(200);
      expect((await personalInfo(sc)).first_unfinished_step).toBe('alias');
      const response = await post(sc, {
        'basic_info|has_other_names': false,
        'status|enrollment_status': 'finished',
      });
      expect(response.statusCode).toBe(200);
      expect(await personalInfo(sc)).toMatchObject({
        enrollment_status: 'finished',
        force_enroll: false,
        first_unfinished_step: 'review',
      });
    });

    it('the identity steps count when an application requirement asks for them', async () => {
      const { c, sc } = await finishedNurse();
      expect((await personalInfo(sc)).first_unfinished_step).toBe('review');
      await requireIdentity(c);
      expect((await personalInfo(sc)).first_unfinished_step).toBe('identity-verification');
    });

    it('finished → in_progress only while a re-enrolment is forced; finishing again ends it', async () => {
      const { c, sc } = await finishedNurse();
      await requireIdentity(c);
      expect((await status(sc, 'in_progress')).json().error.details).toEqual(statusDetails);
      await t.database.db.updateTable('users').set({ force_enroll: true }).where('id', '=', c.id).execute();
      expect((await personalInfo(sc)).force_enroll).toBe(true);
      // Sending 'finished' again does not end a forced re-enrolment while a step is incomplete.
      const again = await status(sc, 'finished');
      expect(again.statusCode).toBe(400);
      expect(again.json().error.details).toEqual([
        { path: 'identity-verification', message: 'enroll.step.identity-verification' },
      ]);
      expect((await personalInfo(sc)).force_enroll).toBe(true);
      expect((await status(sc, 'in_progress')).statusCode).toBe(200);
      // The requirement asks for identity verification.
      const blocked = await status(sc, 'finished');
      expect(blocked.json().error.details).toEqual([
        { path: 'identity-verification', message: 'enroll.step.identity-verification' },
      ]);
      await t.database.db
        .updateTable('actors')
        .set({ settings: JSON.stringify({ id_verification: 'pending' }) })
        .where('user_id', '=', c.id)
        .execute();
      expect((await status(sc, 'finished')).statusCode).toBe(200);
      expect(await personalInfo(sc)).toMatchObject({ enrollment_status: 'finished', force_enroll: false });
    });
  });
});
