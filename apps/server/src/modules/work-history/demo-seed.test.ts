import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { DEMO, DEMO_REQUIREMENT_ID, seedDemo } from '../../db/seed';
import { DEMO_ENROLLED } from '../../db/seed-enrolled';

describe('the demo seed and /professional-history', () => {
  let t: TestApp;
  let enrolled: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    enrolled = await signIn(t.app, DEMO_ENROLLED);
  });
  afterAll(() => t.close());

  const get = (session: TestSession, url: string) =>
    t.app.inject({ method: 'GET', url, headers: session.headers() });

  it('lets the enrolled demo clinician open the demo requirement, with no work history yet', async () => {
    const requirement = await get(enrolled, `/api/application_requirement/${DEMO_REQUIREMENT_ID}`);
    expect(requirement.statusCode).toBe(200);
    expect(requirement.json().data).toMatchObject({
      id: DEMO_REQUIREMENT_ID,
      name: 'Hospitalist onboarding',
      subscriber_group: { name: 'Riverside Health' },
      work_history: { required: true, look_back_years: 5 },
    });
    const history = await get(enrolled, `/api/work_history?app_req_id=${DEMO_REQUIREMENT_ID}`);
    expect(history.json().data).toMatchObject({ history: [], incomplete_ids: [], complete: false });
    const steps = await get(enrolled, `/api/progress_steps?app_req_id=${DEMO_REQUIREMENT_ID}`);
    expect(steps.json().data.steps.every((step: { complete: boolean }) => !step.complete)).toBe(true);
  });

  it('has the organization consent signed for them, so sign-in does not stop at /intro', async () => {
    const forms = (await get(enrolled, '/api/consent_form')).json().data as {
      required: boolean;
      signed: boolean;
    }[];
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.filter((form) => form.required && !form.signed)).toEqual([]);
  });

  it('gives the first demo clinician the same requirement', async () => {
    const clinician = await signIn(t.app, { email: DEMO.clinicianEmail, password: DEMO.clinicianPassword });
    expect((await get(clinician, `/api/application_requirement/${DEMO_REQUIREMENT_ID}`)).statusCode).toBe(
      200,
    );
  });
});
