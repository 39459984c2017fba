import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server-test/helpers/sign-in';
import type { TestApp } from '#server-test/helpers/test-app';
import { DEMO_REQUIREMENT_ID, seedDemo } from '../../db/seed';
import { DEMO_ENROLLED } from '../../db/seed-enrolled';
import {
  REFERENCE_REQUIRED,
  auditRows,
  createFixedDateApp,
  requirementFor,
  signedInClinician,
  storedAffiliations,
  validAffiliation,
  withoutReference,
} from './affiliations-test-support';

describe('the hospital affiliations (GET, POST /api/affiliations)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
  });
  afterAll(() => t.close());
  const clinician = () => signedInClinician(t);

  it('answers nothing listed, no answer and the default config, and audits the read', async () => {
    const { user, call } = await clinician();
    const response = await call('GET', '/api/affiliations');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      affiliations: [],
      answer: null,
      incomplete_ids: [],
      complete: false,
      config: { reference_required: false, look_back_years: 5 },
    });
    expect(await auditRows(t.database.db, user.id, 'affiliations.read')).toEqual([
      expect.objectContaining({ outcome: 'success', target_id: user.id, actor_id: user.actorId }),
    ]);
  });

  it("stores a new affiliation normalized, answers 'yes', with history rows and an audit row of ids only", async () => {
    const { user, call } = await clinician();
    const affiliation = validAffiliation();
    const response = await call('POST', '/api/affiliations', { affiliation });
    expect(response.statusCode).toBe(201);
    const stored = response.json().data;
    expect(stored).toMatchObject({
      id: affiliation.id,
      address_line1: '12 Main St',
      reference_phone_number: '+12175550100',
      isCurrent: true,
      end_date: '',
    });
    expect(await storedAffiliations(t.database.db, user.id)).toEqual({ list: [stored], answer: 'yes' });
    const history = await t.database.db
      .selectFrom('self_attested_history')
      .select(['key', 'previous_value', 'changed_by'])
      .where('user_id', '=', user.id)
      .orderBy('key')
      .execute();
    expect(history).toEqual([
      { key: 'hospital_affiliations|answer', previous_value: null, changed_by: user.actorId },
      { key: 'hospital_affiliations|list', previous_value: null, changed_by: user.actorId },
    ]);
    expect(await auditRows(t.database.db, user.id, 'affiliations.create')).toEqual([
      {
        action: 'affiliations.create',
        outcome: 'success',
        actor_id: user.actorId,
        target_id: user.id,
        details: { affiliation_id: affiliation.id },
      },
    ]);
    const data = (await call('GET', '/api/affiliations')).json().data;
    expect(data).toMatchObject({ affiliations: [stored], answer: 'yes', incomplete_ids: [], complete: true });
    const everything = JSON.stringify(
      await t.database.db.selectFrom('audit_log').select('details').where('user_id', '=', user.id).execute(),
    );
    for (const personal of ['Mercy', '555', 'Okafor', 'chair@mercy.test', 'Main St', 'Springfield']) {
      expect(everything).not.toContain(personal);
    }

    const again = await call('POST', '/api/affiliations', {
      affiliation: { ...affiliation, institution: 'X' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('request.conflict');
    expect((await storedAffiliations(t.database.db, user.id)).list).toEqual([stored]);
  });

  it('answers 400 with every problem at its field, and stores nothing', async () => {
    const { user, call } = await clinician();
    const post = (affiliation: object) => call('POST', '/api/affiliations', { affiliation });
    const bad = await post(
      validAffiliation({ address_line1: 'Main St', address_state: 'Illinois', reference_email: 'nope' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('request.invalid');
    expect(bad.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'address_line1', message: 'validation.address-number' },
        { path: 'address_state', message: 'validation.state' },
      ]),
    );
    expect(bad.json().error.details.map((detail: { path: string }) => detail.path)).toContain(
      'reference_email',
    );
    const reversed = await post(
      validAffiliation({ start_date: '2022-05-01', end_date: '2020-01-31', isCurrent: false }),
    );
    expect(reversed.json().error.details).toEqual([
      { path: 'start_date', message: 'affiliation.start-before-end' },
      { path: 'end_date', message: 'date.end-after-start' },
    ]);
    const noEnd = await post(validAffiliation({ isCurrent: false }));
    expect(noEnd.json().error.details).toEqual([{ path: 'end_date', message: 'validation.required' }]);
    const unreadable = await post(validAffiliation({ start_date: '2022-13-45' }));
    expect(unreadable.json().error.details).toEqual([{ path: 'start_date', message: 'date.invalid' }]);
    const tooOld = await post(validAffiliation({ start_date: '1930-01-01' }));
    expect(tooOld.json().error.details).toEqual([
      { path: 'start_date', message: 'affiliation.start-within-85-years' },
    ]);
    const noUuid = await post(validAffiliation({ id: 'aff-1' }));
    expect(noUuid.statusCode).toBe(400);
    expect(noUuid.json().error.details).toEqual([{ path: 'affiliation.id', message: 'request.invalid' }]);
    expect(await storedAffiliations(t.database.db, user.id)).toEqual({ list: undefined, answer: undefined });
  });

  it("asks once for the reference when the requirement's verification needs one", async () => {
    const { user, call } = await clinician();
    const strict = await requirementFor(t.database.db, { config: REFERENCE_REQUIRED, subscribe: user.id });
    const post = (body: object) => call('POST', '/api/affiliations', body);
    const refused = await post({ app_req_id: strict.appReqId, affiliation: withoutReference() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'reference', message: 'affiliation.reference-required' },
    ]);
    // Without the requirement a reference is optional; under it that affiliation still needs details.
    const bare = withoutReference();
    expect((await post({ affiliation: bare })).statusCode).toBe(201);
    const underStrict = (await call('GET', `/api/affiliations?app_req_id=${strict.appReqId}`)).json().data;
    expect(underStrict).toMatchObject({
      incomplete_ids: [bare.id],
      complete: false,
      config: { reference_required: true, look_back_years: 5 },
    });
    expect((await call('GET', '/api/affiliations')).json().data).toMatchObject({ complete: true });

    const notMine = await requirementFor(t.database.db, { config: REFERENCE_REQUIRED });
    const other = await post({ app_req_id: notMine.appReqId, affiliation: validAffiliation() });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('request.not-found');
    expect((await call('GET', `/api/affiliations?app_req_id=${notMine.appReqId}`)).statusCode).toBe(404);
    const longer = await requirementFor(t.database.db, {
      config: { look_back_years: 7, affiliation_look_back_years: 10 },
      subscribe: user.id,
    });
    const read = await call('GET', `/api/affiliations?app_req_id=${longer.appReqId}`);
    expect(read.json().data.config).toEqual({ reference_required: false, look_back_years: 10 });
  });

  it('lists current affiliations first, then by start date, newest first', async () => {
    const { call } = await clinician();
    const older = validAffiliation({ start_date: '2010-01-01', end_date: '2014-12-31', isCurrent: false });
    const previous = validAffiliation({ start_date: '2019-03-01', end_date: '2023-01-31', isCurrent: false });
    const current = validAffiliation({ start_date: '2015-01-01' });
    for (const affiliation of [older, current, previous]) {
      expect((await call('POST', '/api/affiliations', { affiliation })).statusCode).toBe(201);
    }
    const data = (await call('GET', '/api/affiliations')).json().data;
    expect(data.affiliations.map((a: { id: string }) => a.id)).toEqual([current.id, previous.id, older.id]);
  });

  it('refuses the two keys as server-owned in POST /api/self_attested', async () => {
    const { user, call } = await clinician();
    const response = await call('POST', '/api/self_attested', {
      data: { 'hospital_affiliations|list': [validAffiliation()], 'hospital_affiliations|answer': 'no' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'data.hospital_affiliations|list', message: 'self-attested.server-owned' },
      { path: 'data.hospital_affiliations|answer', message: 'self-attested.server-owned' },
    ]);
    expect(await storedAffiliations(t.database.db, user.id)).toEqual({ list: undefined, answer: undefined });
  });
});

describe('the demo requirement and affiliations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  it('asks the enrolled demo clinician for a reference', async () => {
    const session = await signIn(t.app, DEMO_ENROLLED);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: session.headers(), ...(payload ? { payload } : {}) });
    const read = await call('GET', `/api/affiliations?app_req_id=${DEMO_REQUIREMENT_ID}`);
    expect(read.json().data).toMatchObject({ affiliations: [], answer: null, complete: false });
    expect(read.json().data.config.reference_required).toBe(true);
    const post = await call('POST', '/api/affiliations', {
      app_req_id: DEMO_REQUIREMENT_ID,
      affiliation: withoutReference({ reference_email: 'chair@mercy.test' }),
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.details).toContainEqual({
      path: 'reference',
      message: 'affiliation.reference-required',
    });
  });
});
