import type { StaffRole } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '#server/db/seed';
import { otherOrganization, riverside } from '#server-test/helpers/organizations';
import { createUser, signIn, type TestSession, signInStaff } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

// Requirement sets in the console (issue 18, decision 055): who may read and write them, what a set may
// hold (application_config's bounds both sides of each edge), and edits in place.

const baseSet = () => ({
  name: 'ICU nurses',
  credential_set: [{ type: 'rn_license', fields: ['number', 'expiration_date'] }, { type: 'npdb' }],
  application_config: {
    look_back_years: 5,
    provider_types: ['RN'],
    verification_window_days: 120,
    malpractice: { required: ['name', 'policy_number'] },
  },
  attested_reqs: ['caqh-disclosure'],
  task_templates: [
    {
      name: 'Upload your BLS card',
      type: 'document',
      required_for_share: true,
      wallet_location: null,
      sign_and_submit_order: null,
      question_set: null,
    },
    {
      name: 'Immunizations',
      type: 'question',
      required_for_share: false,
      wallet_location: 'sign-and-submit',
      sign_and_submit_order: 1,
      question_set: 'riverside-immunization',
    },
  ],
});

describe('console requirement sets', () => {
  let t: TestApp;
  let home: Awaited<ReturnType<typeof riverside>>;
  let other: Awaited<ReturnType<typeof otherOrganization>>;
  const s = {} as Record<StaffRole | 'otherAdmin' | 'clinician', TestSession>;

  const staffOf = (role: StaffRole, groupId: string) => signInStaff(t.app, t.database.db, role, groupId);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    home = await riverside(t.database.db);
    other = await otherOrganization(t.database.db);
    s.admin = await staffOf('admin', home.groupId);
    s.credentialing_reviewer = await staffOf('credentialing_reviewer', home.groupId);
    s.recruiter = await staffOf('recruiter', home.groupId);
    s.otherAdmin = await staffOf('admin', other.groupId);
    s.clinician = await signIn(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const call = (who: TestSession | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers() } : {}),
      ...(payload ? { payload } : {}),
    });

  it('an admin creates a set with its templates; it reads back and is audited', async () => {
    const created = await call(s.admin, 'POST', '/api/console/requirements', baseSet());
    expect(created.statusCode).toBe(201);
    const set = created.json().data;
    expect(set).toMatchObject({
      name: 'ICU nurses',
      credential_set: [
        { type: 'rn_license', fields: ['number', 'expiration_date'] },
        { type: 'npdb', fields: [] },
      ],
      attested_reqs: ['caqh-disclosure'],
      subscribed: 0,
      application_config: { provider_types: ['RN'], verification_window_days: 120 },
    });
    // Sign-and-submit first, then the rest.
    expect(set.task_templates.map((x: { name: string }) => x.name)).toEqual([
      'Immunizations',
      'Upload your BLS card',
    ]);
    expect(set.task_templates[0]).toMatchObject({
      wallet_location: 'sign-and-submit',
      sign_and_submit_order: 1,
      question_set: 'riverside-immunization',
      assigned: 0,
    });
    const read = await call(s.credentialing_reviewer, 'GET', `/api/console/requirements/${set.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(set.id);
    const list = await call(s.recruiter, 'GET', '/api/console/requirements');
    expect(list.json().data.map((r: { id: string }) => r.id)).toContain(set.id);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', set.id)
      .execute();
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['console.requirement.create', 'console.requirement.read']),
    );
  });

  it('reads need view_requirements, writes manage_requirements: reviewer and recruiter 403, clinician 403, none 401', async () => {
    const url = `/api/console/requirements/${home.appReqId}`;
    for (const who of [s.credentialing_reviewer, s.recruiter, s.clinician]) {
      expect((await call(who, 'POST', '/api/console/requirements', baseSet())).statusCode).toBe(403);
      expect((await call(who, 'PUT', url, baseSet())).statusCode).toBe(403);
    }
    expect((await call(s.clinician, 'GET', url)).statusCode).toBe(403);
    expect((await call(s.clinician, 'GET', '/api/console/requirement-options')).statusCode).toBe(403);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(s.recruiter, 'GET', url)).statusCode).toBe(200);
  });

  it("another group's set is the same 404 as a missing one, to read and to edit", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [home.appReqId, missing]) {
      const read = await call(s.otherAdmin, 'GET', `/api/console/requirements/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.code).toBe('request.not-found');
      expect((await call(s.otherAdmin, 'PUT', `/api/console/requirements/${id}`, baseSet())).statusCode).toBe(
        404,
      );
    }
    const before = await call(s.admin, 'GET', `/api/console/requirements/${home.appReqId}`);
    expect(before.json().data.name).toBe('Hospitalist onboarding');
  });

  it('application_config bounds: window 1..365, look-back 1..85, gap 0..3650, references 0..5', async () => {
    const withConfig = (config: object) => ({ ...baseSet(), application_config: config });
    const status = async (config: object) =>
      (await call(s.admin, 'POST', '/api/console/requirements', withConfig(config))).statusCode;
    expect(await status({ verification_window_days: 1 })).toBe(201);
    expect(await status({ verification_window_days: 0 })).toBe(400);
    expect(await status({ verification_window_days: 365 })).toBe(201);
    expect(await status({ verification_window_days: 366 })).toBe(400);
    expect(await status({ look_back_years: 1 })).toBe(201);
    expect(await status({ look_back_years: 0 })).toBe(400);
    expect(await status({ look_back_years: 85 })).toBe(201);
    expect(await status({ look_back_years: 86 })).toBe(400);
    expect(await status({ allowed_gap_days: 0 })).toBe(201);
    expect(await status({ allowed_gap_days: -1 })).toBe(400);
    expect(await status({ references: { required_count: 5 } })).toBe(201);
    expect(await status({ references: { required_count: 6 } })).toBe(400);
    expect(await status({ provider_types: ['XX'] })).toBe(400);
    expect(await status({ unknown_setting: true })).toBe(400);
  });

  it('refuses a credential type or field the wallet does not know, a question task without its set, and a set name over 100', async () => {
    const post = (body: object) => call(s.admin, 'POST', '/api/console/requirements', body);
    const badType = await post({ ...baseSet(), credential_set: [{ type: 'unicorn_permit' }] });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.details).toEqual([
      { path: 'credential_set.0.type', message: 'request.invalid' },
    ]);
    const badField = await post({
      ...baseSet(),
      credential_set: [{ type: 'rn_license', fields: ['shoe_size'] }],
    });
    expect(badField.json().error.details).toEqual([
      { path: 'credential_set.0.fields.0', message: 'request.invalid' },
    ]);
    const [, question] = baseSet().task_templates;
    const noSet = await post({ ...baseSet(), task_templates: [{ ...question, question_set: null }] });
    expect(noSet.statusCode).toBe(400);
    expect((await post({ ...baseSet(), name: 'x'.repeat(100) })).statusCode).toBe(201);
    expect((await post({ ...baseSet(), name: 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('edits in place: subscribed clinicians keep their assigned tasks; an assigned template is kept and keeps its kind', async () => {
    const url = `/api/console/requirements/${home.appReqId}`;
    const current = (await call(s.admin, 'GET', url)).json().data;
    expect(current.subscribed).toBeGreaterThan(0);
    const assigned = current.task_templates.filter((x: { assigned: number }) => x.assigned > 0);
    expect(assigned.length).toBeGreaterThan(0);
    const changeKind = await call(s.admin, 'PUT', url, {
      ...baseSet(),
      name: current.name,
      task_templates: [
        {
          id: assigned[0].id,
          name: assigned[0].name,
          type: assigned[0].type === 'document' ? 'question' : 'document',
          required_for_share: true,
          wallet_location: null,
          sign_and_submit_order: null,
          question_set: assigned[0].type === 'document' ? 'caqh-disclosure' : null,
        },
      ],
    });
    expect(changeKind.statusCode).toBe(400);
    // Dropping every template from the input keeps the assigned ones.
    const edited = await call(s.admin, 'PUT', url, {
      ...baseSet(),
      name: 'Hospitalists',
      task_templates: [],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.name).toBe('Hospitalists');
    expect(
      edited
        .json()
        .data.task_templates.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual(assigned.map((x: { id: string }) => x.id).sort());
    expect(edited.json().data.updated_at).not.toBeNull();
  });

  it('options list the catalogue credential types with their fields and the shipped question sets', async () => {
    const options = (await call(s.recruiter, 'GET', '/api/console/requirement-options')).json().data;
    expect(options.credential_types.find((x: { type: string }) => x.type === 'rn_license').fields).toContain(
      'expiration_date',
    );
    expect(options.credential_types.map((x: { type: string }) => x.type)).toContain('work_history');
    expect(options.question_sets.map((x: { id: string }) => x.id)).toEqual([
      'caqh-disclosure',
      'riverside-immunization',
    ]);
  });
});
