import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server-test/helpers/sign-in';
import type { TestApp } from '#server-test/helpers/test-app';
import {
  FIXED_NOW,
  requirementFor,
  validGap,
  validJob,
  createFixedDateApp,
  signedInClinician,
} from './work-history-test-support';

describe('the requirement, gaps and progress of /professional-history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
  });
  afterAll(() => t.close());

  const clinician = () => signedInClinician(t);

  describe('GET /api/application_requirement/{id}', () => {
    it('answers a requirement the clinician is subscribed to (pending too), with its organization and config', async () => {
      const { user, call } = await clinician();
      const { appReqId, groupId } = await requirementFor(t.database.db, {
        subscribe: user.id,
        status: 'pending',
        config: {
          look_back_years: 7,
          allowed_gap_days: 90,
          verification: { work_history: { required: true } },
          work_history: { certificate_of_insurance: true },
        },
      });
      const response = await call('GET', `/api/application_requirement/${appReqId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: appReqId,
        name: 'Locum onboarding',
        subscriber_group: { id: groupId, name: 'Lakeside Clinics', logo_url: '/logos/l.png' },
        application_config: {
          look_back_years: 7,
          allowed_gap_days: 90,
          verification: { work_history: { required: true } },
          work_history: { certificate_of_insurance: true },
        },
        attested_reqs: [],
        credential_set: ['work_history'],
        work_history: {
          required: true,
          look_back_years: 7,
          optional_work_history: false,
          allowed_gap_days: 90,
          certificate_of_insurance: true,
          no_coverage_reason: false,
        },
      });
    });

    it('answers 404 for a requirement of others or an unknown one, 400 for a malformed id, 401 signed out', async () => {
      const { call } = await clinician();
      const owner = await createUser(t.database.db);
      const { appReqId } = await requirementFor(t.database.db, { subscribe: owner.id });
      for (const id of [appReqId, randomUUID()]) {
        const response = await call('GET', `/api/application_requirement/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('request.not-found');
      }
      expect((await call('GET', '/api/application_requirement/abc')).statusCode).toBe(400);
      const signedOut = await t.app.inject({
        method: 'GET',
        url: `/api/application_requirement/${appReqId}`,
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('POST /api/calculate_gaps', () => {
    const list = [
      { id: 'a', type: 'job', start_date: '01/2015', end_date: '03/2023' },
      { id: 'b', type: 'job', start_date: '07/2023', isCurrent: true },
    ];

    it("finds the unexplained gaps of an unsaved list under the requirement's allowed gap", async () => {
      const { user, call } = await clinician();
      const byDefault = await call('POST', '/api/calculate_gaps', { work_history: list });
      expect(byDefault.statusCode).toBe(200);
      expect(byDefault.json()).toEqual({
        data: { gaps: [{ start_date: '04/2023', end_date: '06/2023', days: 91 }] },
      });
      const explained = await call('POST', '/api/calculate_gaps', {
        work_history: [...list, validGap({ start_date: '04/2023', end_date: '06/2023' })],
      });
      expect(explained.json().data.gaps).toEqual([]);
      const lenient = await requirementFor(t.database.db, {
        subscribe: user.id,
        config: { allowed_gap_days: 120 },
      });
      const under = await call('POST', '/api/calculate_gaps', {
        app_req_id: lenient.appReqId,
        work_history: list,
      });
      expect(under.json().data.gaps).toEqual([]);
    });

    it('answers 400 for a malformed body, 404 for a requirement not subscribed to, 401 signed out', async () => {
      const { call } = await clinician();
      const bad = await call('POST', '/api/calculate_gaps', { work_history: 'everything' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details).toEqual([{ path: 'work_history', message: expect.any(String) }]);
      const notMine = await requirementFor(t.database.db);
      const response = await call('POST', '/api/calculate_gaps', {
        app_req_id: notMine.appReqId,
        work_history: list,
      });
      expect(response.statusCode).toBe(404);
      const signedOut = await t.app.inject({
        method: 'POST',
        url: '/api/calculate_gaps',
        payload: { work_history: list },
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('GET /api/progress_steps', () => {
    const stepsOf = (response: { json(): { data: { steps: { step: string; complete: boolean }[] } } }) =>
      Object.fromEntries(response.json().data.steps.map(({ step, complete }) => [step, complete]));

    it('starts with every step open, in the order of the flow', async () => {
      const { user, call } = await clinician();
      const { appReqId } = await requirementFor(t.database.db, {
        subscribe: user.id,
        config: { verification: { work_history: { required: true } } },
      });
      const response = await call('GET', `/api/progress_steps?app_req_id=${appReqId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.steps).toEqual([
        { step: 'resume', complete: false },
        { step: 'history', complete: false },
        { step: 'affiliations', complete: false },
        { step: 'references', complete: false },
        { step: 'verifications', complete: false },
      ]);
      // A requirement that wants nothing verified leaves nothing to do at the last step (decision 039).
      const plain = await requirementFor(t.database.db, { subscribe: user.id });
      const steps = await call('GET', `/api/progress_steps?app_req_id=${plain.appReqId}`);
      expect(stepsOf(steps).verifications).toBe(true);
    });

    it("counts a job as the resume step, and the history step under the requirement's look-back", async () => {
      const { user, call } = await clinician();
      const fiveYears = await requirementFor(t.database.db, {
        subscribe: user.id,
        config: { look_back_years: 5 },
      });
      const tenYears = await requirementFor(t.database.db, {
        subscribe: user.id,
        config: { look_back_years: 10 },
      });
      const job = validJob({ start_date: '01/2019' });
      expect((await call('POST', '/api/work_history', { entry: job })).statusCode).toBe(201);
      const short = await call('GET', `/api/progress_steps?app_req_id=${fiveYears.appReqId}`);
      expect(stepsOf(short)).toEqual({
        resume: true,
        history: true,
        affiliations: false,
        references: false,
        // This requirement wants nothing verified (decision 039).
        verifications: true,
      });
      // Ten years back reaches 06/2016, before the job started: an unexplained gap is left.
      const long = await call('GET', `/api/progress_steps?app_req_id=${tenYears.appReqId}`);
      expect(stepsOf(long)).toMatchObject({ resume: true, history: false });
    });

    it('counts a resume that was read, even dismissed, but not a training post alone', async () => {
      const { user, call } = await clinician();
      const { appReqId } = await requirementFor(t.database.db, { subscribe: user.id });
      const training = await call('POST', '/api/training', {
        program_name: 'Internal Medicine Residency',
        institution_name: 'Lakeshore University Medical Center',
        city: 'Chicago',
        state: 'IL',
        specialty: 'Internal Medicine',
        training_type: 'residency',
        start_date: '07/2019',
        isCurrent: true,
      });
      expect(training.statusCode).toBe(200);
      expect(stepsOf(await call('GET', `/api/progress_steps?app_req_id=${appReqId}`)).resume).toBe(false);
      await t.database.db
        .insertInto('work_history_prefill')
        .values({ user_id: user.id, source: 'resume', positions: '[]', dismissed_at: FIXED_NOW })
        .execute();
      expect(stepsOf(await call('GET', `/api/progress_steps?app_req_id=${appReqId}`))).toMatchObject({
        resume: true,
        // The training post from enrolment has no street address yet.
        history: false,
      });
    });

    it('counts the affiliations step as GET /api/affiliations answers complete', async () => {
      const { user, call } = await clinician();
      const { appReqId } = await requirementFor(t.database.db, {
        subscribe: user.id,
        config: { verification: { hospital_affiliations: { required: true } } },
      });
      const affiliationsStep = async () =>
        stepsOf(await call('GET', `/api/progress_steps?app_req_id=${appReqId}`)).affiliations;
      expect(await affiliationsStep()).toBe(false);
      expect((await call('PUT', '/api/affiliations/answer', { answer: 'no' })).statusCode).toBe(200);
      expect(await affiliationsStep()).toBe(true);
      // Listed without the reference this requirement asks for: not complete until it has one.
      const affiliation = {
        id: randomUUID(),
        institution: 'Mercy Hospital',
        address_line1: '12 Main St',
        address_city: 'Springfield',
        address_state: 'IL',
        address_zip: '62701',
        start_date: '2018-03-01',
        isCurrent: true,
      };
      expect((await call('POST', '/api/affiliations', { affiliation })).statusCode).toBe(201);
      expect(await affiliationsStep()).toBe(false);
      const referenced = {
        ...affiliation,
        reference_first_name: 'Dana',
        reference_last_name: 'Okafor',
        reference_provider_type: 'MD',
        reference_phone_number: '(217) 555-0100',
        reference_email: 'chair@mercy.test',
      };
      expect((await call('PUT', '/api/affiliations', { affiliation: referenced })).statusCode).toBe(200);
      expect(await affiliationsStep()).toBe(true);
    });

    it('counts the references step as GET /api/reference answers complete (three under the default config)', async () => {
      const { user, call } = await clinician();
      const { appReqId } = await requirementFor(t.database.db, { subscribe: user.id });
      const referencesStep = async () =>
        stepsOf(await call('GET', `/api/progress_steps?app_req_id=${appReqId}`)).references;
      const reference = () => ({
        id: randomUUID(),
        first_name: 'Dana',
        last_name: 'Okafor',
        credential: 'MD',
        title: 'Chair of Medicine',
        relationship: 'peer',
        institution: 'Mercy Hospital',
        email: 'chair@mercy.test',
        last_worked_together: '03/2025',
      });
      const post = (references: object[]) => call('POST', '/api/reference', { references });
      expect((await post([reference(), reference()])).statusCode).toBe(200);
      expect(await referencesStep()).toBe(false);
      expect((await post([reference()])).statusCode).toBe(200);
      expect(await referencesStep()).toBe(true);
    });

    it('answers 404 for a requirement not subscribed to, 400 without one, 401 signed out', async () => {
      const { call } = await clinician();
      const notMine = await requirementFor(t.database.db);
      expect((await call('GET', `/api/progress_steps?app_req_id=${notMine.appReqId}`)).statusCode).toBe(404);
      expect((await call('GET', '/api/progress_steps')).statusCode).toBe(400);
      const signedOut = await t.app.inject({
        method: 'GET',
        url: `/api/progress_steps?app_req_id=${notMine.appReqId}`,
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });
});
