import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { multipart } from '../resume-parser/resume-test-files';
import { createDocumentsTestApp, type DocumentsTestApp } from '../documents/documents-test-support';
import type { TestSession, TestUser } from '#server-test/helpers/sign-in';

// GET /api/clinician_task/{id} (prefill, offset, download), PUT /api/clinician_task/{id} (multipart) and
// GET /api/holder_task: good input, bad input (400), another clinician's task (404), no session (401), and
// nothing written when a call is refused.

interface Defined {
  name: string;
  type: 'document' | 'question';
  order?: number;
  config: Record<string, unknown>;
}

async function assign(db: Kysely<Database>, userId: string, groupId: string, tasks: Defined[]) {
  const ids: string[] = [];
  for (const [index, task] of tasks.entries()) {
    const defined = await db
      .insertInto('subscriber_group_tasks')
      .values({
        subscriber_group_id: groupId,
        name: task.name,
        type: task.type,
        sign_and_submit_order: task.order ?? null,
        config: JSON.stringify(task.config),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('clinician_tasks')
      .values({
        user_id: userId,
        subscriber_group_task_id: defined.id,
        assigned_at: new Date(Date.UTC(2026, 0, 1 + index)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

const isoDay = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('tasks by id', () => {
  let t: DocumentsTestApp;
  let me: { user: TestUser; session: TestSession };
  let other: { user: TestUser; session: TestSession };
  let groupId: string;
  let ids: { immunization: string; disclosure: string; bls: string; cv: string };
  let theirTask: string | undefined;

  beforeAll(async () => {
    t = await createDocumentsTestApp();
    me = await t.clinician();
    other = await t.clinician();
    const group = await t.database.db
      .insertInto('subscriber_groups')
      .values({ slug: 'riverside-test', name: 'Riverside Test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupId = group.id;
    const [immunization, disclosure, bls, cv] = await assign(t.database.db, me.user.id, groupId, [
      {
        name: 'Attest to your immunization status',
        type: 'question',
        order: 1,
        config: { wallet_location: 'sign-and-submit', question_set: 'riverside-immunization' },
      },
      {
        name: 'Answer the disclosure questions',
        type: 'question',
        order: 2,
        config: { wallet_location: 'sign-and-submit', question_set: 'caqh-disclosure' },
      },
      { name: 'Upload your BLS card', type: 'document', config: { accepts: ['.pdf'] } },
      { name: 'Upload your CV', type: 'document', config: {} },
    ]);
    ids = { immunization: immunization!, disclosure: disclosure!, bls: bls!, cv: cv! };
    [theirTask] = await assign(t.database.db, other.user.id, groupId, [
      { name: 'Their task', type: 'document', config: {} },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, session: TestSession | null = me.session) =>
    t.app.inject({ method: 'GET', url, headers: session ? session.headers() : {} });

  const put = (id: string, fields: Record<string, string>, session: TestSession | null = me.session) => {
    const { payload, contentType } = multipart(
      Object.entries(fields).map(([name, content]) => ({ name, content })),
    );
    return t.app.inject({
      method: 'PUT',
      url: `/api/clinician_task/${id}`,
      headers: { ...(session ? session.headers() : {}), 'content-type': contentType },
      payload,
    });
  };

  const uploadedDocument = async (session: TestSession = me.session) => {
    const response = await t.upload(session, { type: 'life_support', name: 'bls.pdf' });
    expect(response.statusCode).toBe(201);
    return (response.json() as { data: { id: string }[] }).data[0]!.id;
  };

  const stored = (id: string) =>
    t.database.db
      .selectFrom('clinician_tasks')
      .select(['answers', 'document_id', 'task_status', 'submitted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('GET /api/clinician_task/{id}', () => {
    it('prefills an untouched question task with its question set and no answers', async () => {
      const response = await get(`/api/clinician_task/${ids.immunization}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        action: 'prefill',
        task: { id: ids.immunization, type: 'question', task_status: 'todo' },
        question_set: 'riverside-immunization',
        answers: {},
        document: null,
        submitted_at: null,
      });
    });

    it('answers the offset in the sign-and-submit list, and among the group’s other tasks', async () => {
      const first = (await get(`/api/clinician_task/${ids.immunization}?action=offset`)).json().data;
      expect(first).toEqual({
        action: 'offset',
        offset: {
          list: 'sign-and-submit',
          index: 0,
          total: 2,
          previous_id: null,
          next_id: ids.disclosure,
          next_open_id: ids.disclosure,
        },
      });
      const cv = (await get(`/api/clinician_task/${ids.cv}?action=offset`)).json().data;
      expect(cv.offset).toMatchObject({ list: 'supplementary', index: 1, total: 2, previous_id: ids.bls });
    });

    it('download without a document is 404; an unknown action is 400', async () => {
      expect((await get(`/api/clinician_task/${ids.cv}?action=download`)).statusCode).toBe(404);
      expect((await get(`/api/clinician_task/${ids.cv}?action=print`)).statusCode).toBe(400);
    });

    it('another clinician’s task answers the 404 of a missing one; no session is 401', async () => {
      const theirs = await get(`/api/clinician_task/${theirTask!}`);
      const missing = await get('/api/clinician_task/7f0c1a52-3b1e-4c39-9d3a-0a4b5c6d7e8f');
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(missing.json());
      expect((await get('/api/clinician_task/not-a-uuid')).statusCode).toBe(400);
      expect((await get(`/api/clinician_task/${ids.cv}`, null)).statusCode).toBe(401);
    });
  });

  describe('PUT /api/clinician_task/{id}', () => {
    it('saves a draft of answers with a Yes still unexplained, but refuses to submit it', async () => {
      const answers = { tb_positive: { answer: 'Yes', explanation: '' } };
      const saved = await put(ids.immunization, { answers: JSON.stringify(answers) });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.task.task_status).toBe('in_progress');
      const submitted = await put(ids.immunization, { submit: 'true' });
      expect(submitted.statusCode).toBe(400);
      const details = submitted.json().error.details as { path: string; message: string }[];
      expect(details).toContainEqual({
        path: 'answers.tb_positive.explanation',
        message: 'disclosure.explanation-required',
      });
      expect(details).toContainEqual({ path: 'answers.start_date.date', message: 'validation.required' });
      expect((await stored(ids.immunization)).task_status).toBe('in_progress');
    });

    it('submits a complete attestation; afterwards it is no longer changed (409)', async () => {
      const today = t.clock();
      const answers = {
        start_date: { date: isoDay(today, 30) },
        physical_exam_date: { date: isoDay(today, -30) },
        tb_test_date: { date: isoDay(today, -30) },
        tb_positive: { answer: 'Yes', explanation: 'Positive in 2015; treated; clear chest X-ray since.' },
        tdap_date: { date: isoDay(today, -365) },
        vaccination_exemption: { answer: 'No' },
      };
      const response = await put(ids.immunization, { answers: JSON.stringify(answers), submit: 'true' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        task: { task_status: 'submitted' },
        answers: { tb_positive: { answer: 'Yes' } },
      });
      expect(response.json().data.submitted_at).toBe(t.clock().toISOString());
      const again = await put(ids.immunization, { answers: '{}' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('task.not-editable');
      const holder = (await get('/api/holder_task')).json().data;
      expect(holder.next_sign_and_submit).toBe(ids.disclosure);
    });

    it('a malpractice claim older than 10 years is refused on submit, and nothing is written', async () => {
      // The disclosure set's windows are tested in packages/shared; here one edge goes through the server.
      const today = t.clock();
      const no = { answer: 'No' };
      const answers = {
        malpractice_claims: { answer: 'Yes', explanation: 'Settled', date: isoDay(today, -11 * 366) },
        criminal_misdemeanor: no,
        drug_history: no,
        military_discharge: no,
        work_visa: no,
        training_completed: no,
        training_gap: no,
        license_action: no,
      };
      const response = await put(ids.disclosure, { answers: JSON.stringify(answers), submit: 'true' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        { path: 'answers.malpractice_claims.date', message: 'attestation.outside-window' },
      ]);
      expect(await stored(ids.disclosure)).toMatchObject({ answers: {}, task_status: 'todo' });
    });

    it('a work visa Yes needs the document; another clinician’s document is refused and nothing is written', async () => {
      const theirs = await uploadedDocument(other.session);
      const answers = {
        work_visa: { answer: 'Yes', document: { id: theirs } },
        license_action: { answer: 'No' },
      };
      const refused = await put(ids.disclosure, { answers: JSON.stringify(answers) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'task.document-not-found',
        details: [{ path: 'answers.work_visa.document', message: 'task.document-not-found' }],
      });
      expect(await stored(ids.disclosure)).toMatchObject({ answers: {}, task_status: 'todo' });
      const mine = await uploadedDocument();
      const saved = await put(ids.disclosure, {
        answers: JSON.stringify({ ...answers, work_visa: { answer: 'Yes', document: { id: mine } } }),
      });
      expect(saved.statusCode).toBe(200);
      const documents = (await get('/api/document')).json().data as { id: string; used_in: unknown[] }[];
      expect(documents.find((document) => document.id === mine)?.used_in).toEqual([
        { kind: 'task', id: ids.disclosure, label: 'Answer the disclosure questions' },
      ]);
    });

    it('completes a document task with an uploaded document, then offers its download link', async () => {
      const required = await put(ids.bls, { submit: 'true' });
      expect(required.statusCode).toBe(400);
      expect(required.json().error.code).toBe('task.document-required');
      const documentId = await uploadedDocument();
      const response = await put(ids.bls, { document_id: documentId, submit: 'true' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        task: { task_status: 'submitted' },
        document: { id: documentId, used_in: [{ kind: 'task', id: ids.bls }] },
      });
      const link = (await get(`/api/clinician_task/${ids.bls}?action=download`)).json().data;
      expect(link.action).toBe('download');
      expect(link.link.url).toMatch(new RegExp(`^/api/get_document/${documentId}\\?token=`));
      const file = await t.app.inject({ method: 'GET', url: link.link.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('bad input is 400: answers to a document task, a document id to a question task, bad JSON, a file', async () => {
      const before = await stored(ids.cv);
      expect((await put(ids.cv, { answers: '{}' })).json().error.code).toBe('task.wrong-kind');
      expect((await put(ids.disclosure, { document_id: crypto.randomUUID() })).json().error.code).toBe(
        'task.wrong-kind',
      );
      expect((await put(ids.disclosure, { answers: '{not json' })).statusCode).toBe(400);
      expect((await put(ids.disclosure, { answers: '{"Bad Key":{}}' })).statusCode).toBe(400);
      expect(
        (await put(ids.disclosure, { answers: '{"license_action":{"answer":"No\u0000"}}' })).statusCode,
      ).toBe(400);
      expect((await put(ids.cv, { document_id: 'nope' })).statusCode).toBe(400);
      expect((await put(ids.cv, { submit: 'maybe' })).statusCode).toBe(400);
      expect((await put(ids.cv, { status: 'completed' })).statusCode).toBe(400);
      const { payload, contentType } = multipart([
        {
          name: 'file',
          filename: 'cv.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4'),
        },
      ]);
      const withFile = await t.app.inject({
        method: 'PUT',
        url: `/api/clinician_task/${ids.cv}`,
        headers: { ...me.session.headers(), 'content-type': contentType },
        payload,
      });
      expect(withFile.statusCode).toBe(400);
      const json = await t.app.inject({
        method: 'PUT',
        url: `/api/clinician_task/${ids.cv}`,
        headers: me.session.headers(),
        payload: { answers: '{}' },
      });
      expect(json.statusCode).toBe(415);
      expect(await stored(ids.cv)).toEqual(before);
    });

    it('another clinician’s task is 404 and stays as it was; no session is 401', async () => {
      const documentId = await uploadedDocument();
      const theirs = await put(theirTask!, { document_id: documentId, submit: 'true' });
      expect(theirs.statusCode).toBe(404);
      expect(await stored(theirTask!)).toMatchObject({ document_id: null, task_status: 'todo' });
      expect((await put(ids.cv, { submit: 'false' }, null)).statusCode).toBe(401);
    });
  });

  describe('GET /api/holder_task', () => {
    it('places the tasks: sign-and-submit in order, the rest by group', async () => {
      const response = await get('/api/holder_task');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.sign_and_submit.map((task: { id: string }) => task.id)).toEqual([
        ids.immunization,
        ids.disclosure,
      ]);
      expect(data.supplementary).toEqual([
        expect.objectContaining({
          subscriber_group: groupId,
          subscriber_group_name: 'Riverside Test',
          tasks: [expect.objectContaining({ id: ids.bls }), expect.objectContaining({ id: ids.cv })],
        }),
      ]);
      const theirs = (await get('/api/holder_task', other.session)).json().data;
      expect(theirs.supplementary[0].tasks.map((task: { id: string }) => task.id)).toEqual([theirTask]);
      expect((await get('/api/holder_task', null)).statusCode).toBe(401);
    });
  });
});
