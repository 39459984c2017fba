import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData, MalpracticeData } from '@credence/shared';
import type { TestSession } from '#server-test/helpers/sign-in';
import { createDocumentsTestApp, pngBytes, type DocumentsTestApp } from './documents-test-support';

// Decision 063: deleting a document in use (after the in-use warning, `confirm=true`) leaves nothing naming
// it: the life-support card's answer, the position's certificate of insurance (and the policy GET
// /api/malpractice derives from it) and a stored policy all stop pointing at it, in the delete's
// transaction; a failure leaves the document and every reference as they were.

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(() => t.close());

const call = (session: TestSession, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers(), ...(payload ? { payload } : {}) });
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

async function upload(session: TestSession, name: string, type: string) {
  const response = await t.upload(session, {
    name,
    type,
    ...(type === 'life_support' ? { bytes: pngBytes() } : {}),
  });
  expect(response.statusCode).toBe(201);
  return dataOf<DocumentData[]>(response)[0]!;
}

/** A clinician with one document used by a BLS card, a position's certificate and a stored policy. */
async function clinicianUsingOneDocumentEverywhere() {
  const { user, session } = await t.clinician();
  const document = await upload(session, 'card.png', 'life_support');
  const link = { id: document.id, name: document.name };
  const bls = { answer: 'Yes', expiration: '2027-06-30', ecard: '123456789012', document: link };
  expect(
    (await call(session, 'POST', '/api/self_attested', { data: { 'other_certifications|bls': bls } }))
      .statusCode,
  ).toBe(200);
  const positionId = randomUUID();
  const position = {
    id: positionId,
    type: 'job',
    institution: 'Riverside Health',
    address_line1: '100 River Road',
    address_city: 'Springfield',
    address_state: 'IL',
    address_zip: '62701',
    start_date: '01/2022',
    isCurrent: true,
    reference_info: true,
    hasCoverage: true,
    policies: [{ id: 'p-1', document: link }],
  };
  expect((await call(session, 'POST', '/api/work_history', { entry: position })).statusCode).toBe(201);
  const policy = await call(session, 'POST', '/api/malpractice', {
    record: {
      name: 'Coastal Mutual',
      policy_number: 'CM-9',
      effective_date: '2025-01-01',
      expiration_date: '2026-01-01',
      document: link,
      work_history_id: [positionId],
    },
  });
  expect(policy.statusCode).toBe(201);
  return { user, session, document, positionId };
}

const blsOf = async (session: TestSession) =>
  dataOf<Record<string, Record<string, unknown>>>(
    await call(session, 'GET', `/api/self_attested?keys=${encodeURIComponent('other_certifications|bls')}`),
  )['other_certifications|bls'];
const historyOf = async (session: TestSession) =>
  dataOf<{ history: { id: string; policies?: unknown[] }[] }>(await call(session, 'GET', '/api/work_history'))
    .history;
const malpracticeOf = async (session: TestSession) =>
  dataOf<MalpracticeData>(await call(session, 'GET', '/api/malpractice'));

describe('DELETE /api/document/{id} of a document in use', () => {
  it('asks first, then no card, position or policy names the deleted file', async () => {
    const { session, document } = await clinicianUsingOneDocumentEverywhere();
    const asked = await call(session, 'DELETE', `/api/document/${document.id}`);
    expect(asked.statusCode).toBe(409);
    expect((await blsOf(session))?.document).toMatchObject({ id: document.id });

    const deleted = await call(session, 'DELETE', `/api/document/${document.id}?confirm=true`);
    expect(deleted.statusCode).toBe(200);
    const bls = await blsOf(session);
    // The card keeps its other fields.
    expect(bls).toMatchObject({
      answer: 'Yes',
      expiration: '2027-06-30',
      ecard: '123456789012',
      document: null,
    });
    const [position] = await historyOf(session);
    expect(position!.policies).toEqual([]);
    const malpractice = await malpracticeOf(session);
    expect(malpractice.policies).toHaveLength(1);
    expect(malpractice.policies[0]).toMatchObject({ name: 'Coastal Mutual', document: null });
    expect(JSON.stringify({ bls, position, malpractice })).not.toContain(document.id);
    expect(JSON.stringify({ bls, position, malpractice })).not.toContain(document.name);
  });

  it('keeps the history of the values it changed (who and when)', async () => {
    const { user, session, document } = await clinicianUsingOneDocumentEverywhere();
    expect((await call(session, 'DELETE', `/api/document/${document.id}?confirm=true`)).statusCode).toBe(200);
    const history = await t.database.db
      .selectFrom('self_attested_history')
      .select(['key', 'previous_value'])
      .where('user_id', '=', user.id)
      .where('key', 'in', ['other_certifications|bls', 'work_history|history'])
      .execute();
    const last = (key: string) => history.filter((row) => row.key === key).at(-1)?.previous_value;
    expect(JSON.stringify(last('other_certifications|bls'))).toContain(document.id);
    expect(JSON.stringify(last('work_history|history'))).toContain(document.id);
  });

  it('a failure during the delete leaves the document and every reference as they were', async () => {
    const { user, session, document } = await clinicianUsingOneDocumentEverywhere();
    const db = t.database.db;
    await sql`create or replace function fail_document_delete() returns trigger language plpgsql as $$
      begin
        if old.user_id = ${sql.lit(user.id)}::uuid then raise exception 'disk full'; end if;
        return old;
      end $$`.execute(db);
    await sql`create trigger fail_document_delete before delete on documents
      for each row execute function fail_document_delete()`.execute(db);
    try {
      const response = await call(session, 'DELETE', `/api/document/${document.id}?confirm=true`);
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_document_delete on documents`.execute(db);
    }
    expect((await blsOf(session))?.document).toMatchObject({ id: document.id });
    expect((await historyOf(session))[0]!.policies).toEqual([
      expect.objectContaining({ document: expect.objectContaining({ id: document.id }) }),
    ]);
    expect((await malpracticeOf(session)).policies.every((p) => p.document?.id === document.id)).toBe(true);
    const documents = dataOf<DocumentData[]>(await call(session, 'GET', '/api/document'));
    expect(documents.map((d) => d.id)).toEqual([document.id]);
  });

  it('another clinician’s document is 404 and their references stay', async () => {
    const owner = await clinicianUsingOneDocumentEverywhere();
    const { session } = await t.clinician();
    expect(
      (await call(session, 'DELETE', `/api/document/${owner.document.id}?confirm=true`)).statusCode,
    ).toBe(404);
    expect((await blsOf(owner.session))?.document).toMatchObject({ id: owner.document.id });
  });
});
