import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { seedDemo } from './seed';
import { DEMO_TASKS } from './seed-tasks';

// Decision 048: the tasks journey signs in as Dana Kim; her data must make /intro and the task pages coherent.
describe('the tasks demo clinician (Dana Kim)', () => {
  let t: TestApp;
  let dana: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    dana = await signIn(t.app, DEMO_TASKS);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: dana.headers() });

  it("has Riverside Health's required consent form still to sign, and a finished enrolment", async () => {
    const forms = (await get('/api/consent_form')).json().data as { required: boolean; signed: boolean }[];
    expect(forms).toEqual([expect.objectContaining({ required: true, signed: false, signature_name: null })]);
    const info = (await get('/api/personal_info')).json().data as { enrollment_status: string };
    expect(info.enrollment_status).toBe('finished');
  });

  it('holds the two Riverside tasks (one sign-and-submit) and the supplementary disclosure questions', async () => {
    const holder = (await get('/api/holder_task')).json().data as {
      sign_and_submit: { name: string }[];
      supplementary: { subscriber_group_name: string; tasks: { name: string; type: string }[] }[];
      next_sign_and_submit: string | null;
    };
    expect(holder.sign_and_submit.map((task) => task.name)).toEqual(['Attest to your immunization status']);
    expect(holder.next_sign_and_submit).not.toBeNull();
    expect(holder.supplementary).toHaveLength(1);
    expect(holder.supplementary[0]!.subscriber_group_name).toBe('Riverside Health');
    expect(holder.supplementary[0]!.tasks.map((task) => [task.name, task.type]).sort()).toEqual([
      ['Answer the professional disclosure questions', 'question'],
      ['Upload your Basic Life Support (BLS) card', 'document'],
    ]);
  });

  it('gives the disclosure task to no one else', async () => {
    const jordan = await signIn(t.app, {
      email: 'demo.clinician@credence.test',
      password: 'Wallet-Demo-2026',
    });
    const tasks = (
      await t.app.inject({ method: 'GET', url: '/api/clinician_task', headers: jordan.headers() })
    ).json().data as { name: string }[];
    expect(tasks.map((task) => task.name)).not.toContain('Answer the professional disclosure questions');
  });
});
