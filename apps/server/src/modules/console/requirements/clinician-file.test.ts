import type { StaffRole } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '#server/db/seed';
import { otherOrganization, riverside } from '#server-test/helpers/organizations';
import { createUser, signIn, type TestSession, signInStaff } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

// A clinician's file in the console (issue 18, decision 055): the checklist, assigning tasks from the set's
// templates (the clinician is notified), accepting or returning submissions (the clinician sees the message
// on their task), and who may do what.

// Order-dependent (issue 21 deliverable 6, left open): its tests build on what earlier ones saved, so they
// run in written order while the rest of the suite runs shuffled. Remove `shuffle: false` once each test
// makes its own data (seed 1 of `vitest --sequence.shuffle` failed it).
describe("a clinician's file in the console", { shuffle: false }, () => {
  let t: TestApp;
  let home: Awaited<ReturnType<typeof riverside>>;
  let other: Awaited<ReturnType<typeof otherOrganization>>;
  const s = {} as Record<StaffRole | 'otherAdmin' | 'clinician' | 'jordan', TestSession>;
  let subscriptionId: string;
  let jordanId: string;

  const staffOf = (role: StaffRole, groupId: string) =>
    signInStaff(t.app, t.database.db, role, groupId, { firstName: 'Casey', lastName: role });

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
    s.jordan = await signIn(t.app, { email: DEMO.clinicianEmail, password: DEMO.clinicianPassword });
    const row = await t.database.db
      .selectFrom('subscriptions')
      .innerJoin('users', 'users.id', 'subscriptions.user_id')
      .select(['subscriptions.id', 'users.id as user_id'])
      .where('users.email', '=', DEMO.clinicianEmail)
      .where('subscriptions.app_req_id', '=', home.appReqId)
      .executeTakeFirstOrThrow();
    subscriptionId = row.id;
    jordanId = row.user_id;
  });
  afterAll(() => t.close());

  const call = (who: TestSession | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: who.headers() } : {}),
      ...(payload ? { payload } : {}),
    });
  const file = (who: TestSession = s.admin) => call(who, 'GET', `/api/console/clinicians/${subscriptionId}`);
  const newTemplate = async (name: string) =>
    (
      await t.database.db
        .insertInto('subscriber_group_tasks')
        .values({
          subscriber_group_id: home.groupId,
          app_req_id: home.appReqId,
          name,
          type: 'document',
          required_for_share: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const submit = (taskId: string) =>
    t.database.db
      .updateTable('clinician_tasks')
      .set({ task_status: 'submitted', submitted_at: new Date() })
      .where('id', '=', taskId)
      .execute();

  it('shows the checklist against the requirement, the tasks and what is left to assign; audited', async () => {
    const response = await file(s.credentialing_reviewer);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ first_name: 'Jordan', requirement: { id: home.appReqId } });
    // The hospitalist set asks for these credential types; the sharing checklist decides each one's state.
    expect(
      data.checklist.items
        .filter((i: { kind: string }) => i.kind === 'credential')
        .map((i: { key: string }) => i.key),
    ).toEqual(['state_license', 'dea', 'npdb', 'oig_hhs', 'sam', 'work_history']);
    expect(data.checklist.window_days).toBe(120);
    // No credential value or id: staff see those only in a share.
    for (const item of data.checklist.items) expect(item).toMatchObject({ name: null, credential_id: null });
    expect(data.tasks.length).toBeGreaterThan(0);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', jordanId)
      .where('action', '=', 'console.clinician.read')
      .execute();
    expect(audited.length).toBeGreaterThan(0);
  });

  it('assigning a template creates the task and notifies the clinician; twice is 409', async () => {
    const templateId = await newTemplate('Upload your TB test');
    expect((await file()).json().data.assignable.map((x: { id: string }) => x.id)).toContain(templateId);
    const assigned = await call(s.admin, 'POST', `/api/console/clinicians/${subscriptionId}/tasks`, {
      template_id: templateId,
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().data).toMatchObject({ name: 'Upload your TB test', task_status: 'todo' });
    const notice = await t.database.db
      .selectFrom('notifications')
      .select(['title_key', 'title_params'])
      .where('user_id', '=', jordanId)
      .where('title_key', '=', 'notification.task-assigned')
      .executeTakeFirst();
    expect(notice?.title_params).toMatchObject({
      organization: 'Riverside Health',
      task: 'Upload your TB test',
    });
    const again = await call(s.admin, 'POST', `/api/console/clinicians/${subscriptionId}/tasks`, {
      template_id: templateId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('console.task-already-assigned');
    const tasks = (await call(s.jordan, 'GET', '/api/holder_task')).json().data;
    const all = [
      ...tasks.sign_and_submit,
      ...tasks.supplementary.flatMap((g: { tasks: unknown[] }) => g.tasks),
    ];
    expect(all.map((x) => (x as { name: string }).name)).toContain('Upload your TB test');
  });

  it('returning a submitted task sends it back with the message the clinician reads on /task/<id>; accepting is final', async () => {
    const templateId = await newTemplate('Upload your flu shot record');
    const task = (
      await call(s.admin, 'POST', `/api/console/clinicians/${subscriptionId}/tasks`, {
        template_id: templateId,
      })
    ).json().data;
    // Not submitted yet: neither accept nor return.
    const early = await call(s.credentialing_reviewer, 'POST', `/api/console/tasks/${task.id}/accept`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('console.task-not-submitted');
    await submit(task.id);
    const returned = await call(s.credentialing_reviewer, 'POST', `/api/console/tasks/${task.id}/return`, {
      message: 'The scan is cut off; upload the whole card.',
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data).toMatchObject({
      task_status: 'todo',
      review_message: 'The scan is cut off; upload the whole card.',
      reviewed_by: 'Casey credentialing_reviewer',
    });
    const seen = (await call(s.jordan, 'GET', `/api/clinician_task/${task.id}`)).json().data;
    expect(seen.task.task_status).toBe('todo');
    expect(seen.review_message).toBe('The scan is cut off; upload the whole card.');
    await submit(task.id);
    const accepted = await call(s.admin, 'POST', `/api/console/tasks/${task.id}/accept`);
    expect(accepted.json().data).toMatchObject({ task_status: 'completed', review_message: null });
    expect(
      (await call(s.jordan, 'GET', `/api/clinician_task/${task.id}`)).json().data.review_message,
    ).toBeNull();
    // Final: no return after acceptance.
    const late = await call(s.admin, 'POST', `/api/console/tasks/${task.id}/return`, { message: 'No' });
    expect(late.statusCode).toBe(409);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', task.id)
      .execute();
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['console.task.assign', 'console.task.return', 'console.task.accept']),
    );
  });

  it('a return needs a message of 1 to 1000 characters', async () => {
    const templateId = await newTemplate('Upload your CPR card');
    const task = (
      await call(s.admin, 'POST', `/api/console/clinicians/${subscriptionId}/tasks`, {
        template_id: templateId,
      })
    ).json().data;
    await submit(task.id);
    const url = `/api/console/tasks/${task.id}/return`;
    expect((await call(s.admin, 'POST', url, { message: '   ' })).statusCode).toBe(400);
    expect((await call(s.admin, 'POST', url, { message: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await call(s.admin, 'POST', url, { message: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('a recruiter cannot open the file, assign, accept, return or mark it reviewed (403)', async () => {
    const someTask = (await file()).json().data.tasks[0].id;
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', `/api/console/clinicians/${subscriptionId}`],
      ['POST', `/api/console/clinicians/${subscriptionId}/tasks`, { template_id: someTask }],
      ['POST', `/api/console/tasks/${someTask}/accept`],
      ['POST', `/api/console/tasks/${someTask}/return`, { message: 'x' }],
      ['POST', `/api/console/roster/${subscriptionId}/reviewed`],
    ];
    for (const [method, url, payload] of calls) {
      for (const who of [s.recruiter, s.clinician]) {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
  });

  it("another group's staff get the 404 of a missing clinician, task and template", async () => {
    const data = (await file()).json().data;
    const taskId = data.tasks[0].id;
    const missing = '00000000-0000-4000-8000-000000000000';
    // The same answer as a missing one, to the letter: nothing tells that the clinician exists.
    const answers = async (calls: () => Promise<{ statusCode: number; json(): unknown }>[]) =>
      Promise.all(calls().map(async (made) => made.then((r) => [r.statusCode, r.json()])));
    const [theirs, none] = await answers(() =>
      [subscriptionId, missing].map((id) => call(s.otherAdmin, 'GET', `/api/console/clinicians/${id}`)),
    );
    expect(theirs).toEqual([404, { error: expect.objectContaining({ code: 'request.not-found' }) }]);
    expect(theirs).toEqual(none);
    await submit(taskId);
    for (const action of ['accept', 'return']) {
      const [theirTask, noTask] = await answers(() =>
        [taskId, missing].map((id) =>
          call(
            s.otherAdmin,
            'POST',
            `/api/console/tasks/${id}/${action}`,
            action === 'return' ? { message: 'x' } : undefined,
          ),
        ),
      );
      expect(theirTask).toEqual([404, { error: expect.objectContaining({ code: 'request.not-found' }) }]);
      expect(theirTask).toEqual(noTask);
    }
    // Another group's template cannot be assigned to a Riverside clinician.
    const foreign = await t.database.db
      .insertInto('subscriber_group_tasks')
      .values({
        subscriber_group_id: other.groupId,
        app_req_id: other.appReqId,
        name: 'Theirs',
        type: 'document',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assign = await call(s.admin, 'POST', `/api/console/clinicians/${subscriptionId}/tasks`, {
      template_id: foreign.id,
    });
    expect(assign.statusCode).toBe(404);
    // The submitted task is still submitted: nothing the other group did touched it.
    const after = (await file()).json().data.tasks.find((x: { id: string }) => x.id === taskId);
    expect(after.task_status).toBe('submitted');
  });
});
