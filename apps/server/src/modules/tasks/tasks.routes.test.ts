import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../../db/seed';
import type { Database } from '../../db/schema';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

interface TaskSeed {
  name: string;
  order?: number | null;
  walletLocation?: string;
  assignedAt: string;
}

/** An organization with tasks, each assigned to `userId`; returns the group and the clinician task ids. */
async function organizationWithTasks(db: Kysely<Database>, slug: string, userId: string, tasks: TaskSeed[]) {
  const group = await db
    .insertInto('subscriber_groups')
    .values({ slug, name: `Org ${slug}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const task of tasks) {
    const defined = await db
      .insertInto('subscriber_group_tasks')
      .values({
        subscriber_group_id: group.id,
        name: task.name,
        type: 'document',
        sign_and_submit_order: task.order ?? null,
        config: JSON.stringify(
          task.walletLocation ? { wallet_location: task.walletLocation, accepts: ['.pdf'] } : {},
        ),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const assigned = await db
      .insertInto('clinician_tasks')
      .values({ user_id: userId, subscriber_group_task_id: defined.id, assigned_at: task.assignedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(assigned.id);
  }
  return { groupId: group.id, ids };
}

describe('GET /api/clinician_task', () => {
  let t: TestApp;
  let clinician: TestUser;
  let other: TestUser;
  let session: TestSession;
  let mine: { groupId: string; ids: string[] };
  let theirs: { groupId: string; ids: string[] };

  beforeAll(async () => {
    t = await createTestApp();
    clinician = await createUser(t.database.db);
    other = await createUser(t.database.db);
    session = await signIn(t.app, clinician);
    mine = await organizationWithTasks(t.database.db, 'mercy', clinician.id, [
      { name: 'Upload your CV', assignedAt: '2026-01-02T00:00:00Z' },
      {
        name: 'Sign the bylaws',
        order: 2,
        walletLocation: 'sign-and-submit',
        assignedAt: '2026-01-01T00:00:00Z',
      },
      { name: 'Answer the health questions', assignedAt: '2026-01-01T00:00:00Z' },
      {
        name: 'Sign the code of conduct',
        order: 1,
        walletLocation: 'sign-and-submit',
        assignedAt: '2026-01-03T00:00:00Z',
      },
    ]);
    theirs = await organizationWithTasks(t.database.db, 'lakeside', other.id, [
      { name: 'Someone else’s task', assignedAt: '2026-01-01T00:00:00Z' },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, headers = session.headers()) => t.app.inject({ method: 'GET', url, headers });

  it('lists only the clinician’s tasks, sign-and-submit first by their order, then by assignment', async () => {
    const response = await get('/api/clinician_task');
    expect(response.statusCode).toBe(200);
    const tasks = response.json().data as { id: string; name: string }[];
    expect(tasks.map((task) => task.name)).toEqual([
      'Sign the code of conduct',
      'Sign the bylaws',
      'Answer the health questions',
      'Upload your CV',
    ]);
    expect(tasks.map((task) => task.id)).not.toContain(theirs.ids[0]);
  });

  it('answers the shape of 000 §3, with the organization’s config passed through', async () => {
    const [first] = (await get('/api/clinician_task')).json().data;
    expect(first).toEqual({
      id: mine.ids[3],
      name: 'Sign the code of conduct',
      type: 'document',
      task_status: 'todo',
      required_for_share: false,
      assigned: '2026-01-03T00:00:00.000Z',
      subscriber_group: mine.groupId,
      subscriber_group_name: 'Org mercy',
      subscriber_group_task_id: expect.any(String),
      sign_and_submit_order: 1,
      config: { wallet_location: 'sign-and-submit', accepts: ['.pdf'] },
    });
    const plain = (await get('/api/clinician_task')).json().data[3];
    expect(plain.config).toEqual({ wallet_location: null });
  });

  it('filters by sub_group_id; another organization’s group gives an empty list', async () => {
    const own = await get(`/api/clinician_task?sub_group_id=${mine.groupId}`);
    expect(own.json().data).toHaveLength(4);
    const foreign = await get(`/api/clinician_task?sub_group_id=${theirs.groupId}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ data: [] });
    expect((await get('/api/clinician_task?sub_group_id=not-a-uuid')).statusCode).toBe(400);
  });

  it('needs a signed-in clinician, and records the read', async () => {
    // Counted around its own calls: the other tests (in any order) read tasks too, the demo clinician's among them.
    const reads = async () =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('target_id')
          .where('action', '=', 'clinician_task.list')
          .execute()
      ).map((row) => row.target_id);
    const before = await reads();
    expect((await get('/api/clinician_task', {})).statusCode).toBe(401);
    expect(await reads()).toHaveLength(before.length);
    expect((await get('/api/clinician_task')).statusCode).toBe(200);
    const after = await reads();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((id) => id === clinician.id)).toHaveLength(
      before.filter((id) => id === clinician.id).length + 1,
    );
  });

  it('refuses an actor without the get_tasks action', async () => {
    const limited = await createUser(t.database.db, { actions: ['get_self_attested'] });
    const limitedSession = await signIn(t.app, limited);
    expect((await get('/api/clinician_task', limitedSession.headers())).statusCode).toBe(403);
  });

  it('gives the demo clinician the two Riverside Health tasks', async () => {
    await seedDemo(t.database.db);
    const demo = await signIn(t.app, { email: DEMO.clinicianEmail, password: DEMO.clinicianPassword });
    const tasks = (await get('/api/clinician_task', demo.headers())).json().data;
    expect(
      tasks.map((task: { name: string; subscriber_group_name: string }) => [
        task.name,
        task.subscriber_group_name,
      ]),
    ).toEqual([
      ['Attest to your immunization status', 'Riverside Health'],
      ['Upload your Basic Life Support (BLS) card', 'Riverside Health'],
    ]);
  });
});
