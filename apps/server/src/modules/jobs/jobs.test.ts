import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { createJob, updateJob, type JobsDeps } from './jobs.service';

describe('jobs', () => {
  let t: TestApp;
  let deps: JobsDeps;
  let owner: TestUser;
  let session: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    deps = { db: t.database.db, clock: systemClock };
    owner = await createUser(t.database.db);
    session = await signIn(t.app, owner);
    stranger = await signIn(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const get = (id: string, s: TestSession | null = session) =>
    t.app.inject({ method: 'GET', url: `/api/job/${id}`, headers: s ? s.headers() : {} });

  it('GET /api/job/{id} answers the owner with status, progress, result and error', async () => {
    const job = await createJob(deps, { userId: owner.id, kind: 'consent.pdf' });
    expect((await get(job.id)).json()).toEqual({
      data: {
        id: job.id,
        kind: 'consent.pdf',
        status: 'queued',
        progress: 0,
        result: null,
        error: null,
        in_progress: true,
      },
    });
    await updateJob(deps, job.id, { status: 'running', progress: 40 });
    expect((await get(job.id)).json().data).toMatchObject({
      status: 'running',
      progress: 40,
      in_progress: true,
    });
    await updateJob(deps, job.id, {
      status: 'succeeded',
      result: { next_path: '/documents', document_id: 'd1' },
    });
    expect((await get(job.id)).json().data).toEqual({
      id: job.id,
      kind: 'consent.pdf',
      status: 'succeeded',
      progress: 100,
      result: { next_path: '/documents', document_id: 'd1' },
      error: null,
      in_progress: false,
    });
  });

  it('answers 404 for another person’s job exactly as for a missing one', async () => {
    const job = await createJob(deps, { userId: owner.id, kind: 'resume.parse' });
    const theirs = await get(job.id, stranger);
    const missing = await get(randomUUID(), stranger);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await get('not-a-uuid')).statusCode).toBe(404);
    expect((await get(job.id, null)).statusCode).toBe(401);
  });

  it('a failed job carries its error code; a finished job is final', async () => {
    const job = await createJob(deps, { userId: owner.id, kind: 'resume.parse' });
    await expect(updateJob(deps, job.id, { status: 'failed' })).rejects.toThrow(/error code/);
    const failed = await updateJob(deps, job.id, { status: 'failed', error: 'error.something-went-wrong' });
    expect(failed).toMatchObject({ status: 'failed', error: 'error.something-went-wrong' });
    expect((await get(job.id)).json().data).toMatchObject({
      status: 'failed',
      error: 'error.something-went-wrong',
    });
    await expect(updateJob(deps, job.id, { status: 'running' })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses progress outside 0 to 100 and unknown kinds, and works inside a caller’s transaction', async () => {
    const job = await createJob(deps, { userId: owner.id, kind: 'resume.parse' });
    await expect(updateJob(deps, job.id, { progress: 150 })).rejects.toThrow(/progress/);
    await expect(createJob(deps, { userId: owner.id, kind: 'Not A Kind' })).rejects.toThrow(/kind/);
    const inside = await t.database.db.transaction().execute(async (trx) => {
      const created = await createJob(
        { db: trx, clock: systemClock },
        { userId: owner.id, kind: 'consent.pdf' },
      );
      return updateJob({ db: trx, clock: systemClock }, created.id, { status: 'running', progress: 10 });
    });
    expect((await get(inside.id)).json().data).toMatchObject({ status: 'running', progress: 10 });
  });
});
