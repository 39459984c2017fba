import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import {
  auditRows,
  createFixedDateApp,
  requirementFor,
  signedInClinician,
  storedHistory,
  validGap,
  validJob,
} from './work-history-test-support';

describe('the work-history list (GET, POST /api/work_history)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFixedDateApp();
  });
  afterAll(() => t.close());
  const clinician = () => signedInClinician(t);

  it('answers an empty history with the whole look-back as one gap and the default config', async () => {
    const { user, call } = await clinician();
    const response = await call('GET', '/api/work_history');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      history: [],
      gaps: [{ start_date: '06/2021', end_date: '06/2026', days: expect.any(Number) }],
      incomplete_ids: [],
      complete: false,
      config: {
        required: false,
        look_back_years: 5,
        optional_work_history: false,
        allowed_gap_days: 60,
        certificate_of_insurance: false,
        no_coverage_reason: false,
      },
    });
    expect(await auditRows(t.database.db, user.id, 'work_history.read')).toEqual([
      expect.objectContaining({ outcome: 'success', target_id: user.id, actor_id: user.actorId }),
    ]);
  });

  it('stores a new position normalized, with a history row and an audit row naming only its id and type', async () => {
    const { user, call } = await clinician();
    const job = validJob();
    const response = await call('POST', '/api/work_history', { entry: job });
    expect(response.statusCode).toBe(201);
    const stored = response.json().data;
    expect(stored).toMatchObject({
      id: job.id,
      type: 'job',
      role: 'Hospitalist',
      phone: '+12175550100',
      isCurrent: true,
      end_date: '',
      hasCoverage: null,
      policies: [],
    });
    expect(await storedHistory(t.database.db, user.id)).toEqual([stored]);
    const history = await t.database.db
      .selectFrom('self_attested_history')
      .select(['key', 'previous_value', 'changed_by'])
      .where('user_id', '=', user.id)
      .execute();
    expect(history).toEqual([
      { key: 'work_history|history', previous_value: null, changed_by: user.actorId },
    ]);
    const audited = await auditRows(t.database.db, user.id, 'work_history.create');
    expect(audited).toEqual([
      {
        action: 'work_history.create',
        outcome: 'success',
        actor_id: user.actorId,
        target_id: user.id,
        details: { entry_id: job.id, entry_type: 'job' },
      },
    ]);
    const everything = JSON.stringify(
      await t.database.db.selectFrom('audit_log').select('details').where('user_id', '=', user.id).execute(),
    );
    for (const personal of ['Mercy', '555', 'Okafor', 'chair@mercy.test', 'Main St']) {
      expect(everything).not.toContain(personal);
    }

    const again = await call('POST', '/api/work_history', { entry: { ...job, institution: 'Other' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('request.conflict');
    expect(await storedHistory(t.database.db, user.id)).toEqual([stored]);
  });

  it('answers 400 with every problem at the entry field, and stores nothing', async () => {
    const { user, call } = await clinician();
    const post = (entry: object) => call('POST', '/api/work_history', { entry });
    const badJob = await post(
      validJob({
        address_line1: 'Main St',
        address_zip: 'abc',
        reference_email: '',
        end_date: '13/2020',
        isCurrent: false,
      }),
    );
    expect(badJob.statusCode).toBe(400);
    expect(badJob.json().error.code).toBe('request.invalid');
    expect(badJob.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'address_line1', message: 'validation.address-number' },
        { path: 'reference_email', message: 'validation.email-or-phone' },
        { path: 'reference_phone_number', message: 'validation.email-or-phone' },
        { path: 'end_date', message: 'validation-month-date' },
      ]),
    );
    expect(badJob.json().error.details.map((detail: { path: string }) => detail.path)).toContain(
      'address_zip',
    );

    const badGap = await post(validGap({ end_date: '09/2026', explanation: ' ' }));
    expect(badGap.json().error.details).toEqual([
      { path: 'end_date', message: 'gap.end-not-future' },
      { path: 'explanation', message: 'work.gap-explanation' },
    ]);
    const trainingWithoutType = await post(validJob({ type: 'training', training_type: 'sabbatical' }));
    expect(trainingWithoutType.json().error.details).toEqual([
      { path: 'training_type', message: 'work.training-type-required' },
    ]);
    const unknownType = await post(validJob({ type: 'volunteer' }));
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.details).toEqual([{ path: 'type', message: 'validation.choose-option' }]);
    const noUuid = await post(validJob({ id: 'job-1' }));
    expect(noUuid.statusCode).toBe(400);
    expect(noUuid.json().error.details).toEqual([{ path: 'entry.id', message: 'request.invalid' }]);
    expect(await storedHistory(t.database.db, user.id)).toBeUndefined();
  });

  it("applies the requirement's config, and answers 404 for a requirement the clinician is not subscribed to", async () => {
    const { user, call } = await clinician();
    const optional = await requirementFor(t.database.db, {
      config: { optional_work_history: true },
      subscribe: user.id,
      status: 'pending',
    });
    const notMine = await requirementFor(t.database.db, { config: { optional_work_history: true } });
    const bare = { id: randomUUID(), type: 'job', institution: 'Lakeside Clinic', reference_info: true };
    const strict = await call('POST', '/api/work_history', { entry: bare });
    expect(strict.statusCode).toBe(400);
    expect(strict.json().error.details).toContainEqual({
      path: 'address_line1',
      message: 'validation.required',
    });
    const other = await call('POST', '/api/work_history', { app_req_id: notMine.appReqId, entry: bare });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('request.not-found');
    const lenient = await call('POST', '/api/work_history', { app_req_id: optional.appReqId, entry: bare });
    expect(lenient.statusCode).toBe(201);
    expect((await call('GET', `/api/work_history?app_req_id=${notMine.appReqId}`)).statusCode).toBe(404);
    const read = await call('GET', `/api/work_history?app_req_id=${optional.appReqId}`);
    expect(read.json().data.config.optional_work_history).toBe(true);
    expect(read.json().data.incomplete_ids).toEqual([]);
    // Under the default rules the same entry still needs details.
    expect((await call('GET', '/api/work_history')).json().data.incomplete_ids).toEqual([bare.id]);
  });

  it('lists current positions first, then by start date, gaps among them; names entries that need details', async () => {
    const { call } = await clinician();
    const older = validJob({ start_date: '01/2012', end_date: '12/2014', isCurrent: false });
    const previous = validJob({ start_date: '03/2019', end_date: '01/2023', isCurrent: false });
    const current = validJob({ start_date: '01/2015' });
    const gap = validGap({ start_date: '02/2023', end_date: '05/2023' });
    for (const entry of [older, gap, current, previous]) {
      expect((await call('POST', '/api/work_history', { entry })).statusCode).toBe(201);
    }
    let data = (await call('GET', '/api/work_history')).json().data;
    expect(data.history.map((entry: { id: string }) => entry.id)).toEqual([
      current.id,
      gap.id,
      previous.id,
      older.id,
    ]);
    expect(data).toMatchObject({ gaps: [], incomplete_ids: [], complete: true });

    // Enrolment's training post (POST /api/training) shares the list and has no street address yet, which
    // matters because it ends inside the look-back.
    const training = await call('POST', '/api/training', {
      program_name: 'Internal Medicine Residency',
      institution_name: 'Lakeshore University Medical Center',
      city: 'Chicago',
      state: 'IL',
      specialty: 'Internal Medicine',
      training_type: 'residency',
      start_date: '07/2019',
      end_date: '06/2022',
    });
    expect(training.statusCode).toBe(200);
    data = (await call('GET', '/api/work_history')).json().data;
    expect(data.history.map((entry: { id: string }) => entry.id)).toEqual([
      current.id,
      gap.id,
      training.json().data.id,
      previous.id,
      older.id,
    ]);
    expect(data.incomplete_ids).toEqual([training.json().data.id]);
    expect(data.complete).toBe(false);
  });
});
