import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData, MalpracticeData, MalpracticePolicyRecord } from '@credence/shared';
import { createDocumentsTestApp, type DocumentsTestApp } from '../documents/documents-test-support';
import { storedHistory } from '../work-history/work-history-test-support';

// Decision 063: a work-history position's certificate of insurance is a policy of GET /api/malpractice (a
// derived read, linked to its position), gone with the certificate or the position; a removed position
// leaves the stored policies that named it; another clinician's document is 404 and nothing is written.

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(() => t.close());

type Body = { data?: unknown; error?: { code: string } };
const bodyOf = (response: { json(): unknown }) => response.json() as Body;

async function clinician() {
  const { user, session } = await t.clinician();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: session.headers(), ...(payload ? { payload } : {}) });
  const upload = async (name: string) => {
    const response = await t.upload(session, { name });
    expect(response.statusCode).toBe(201);
    return (bodyOf(response).data as DocumentData[])[0]!;
  };
  const list = async () => bodyOf(await call('GET', '/api/malpractice')).data as MalpracticeData;
  return { user, session, call, upload, list };
}

const position = (certificate: { id: string; name: string } | null, id = randomUUID()) => ({
  id,
  type: 'job',
  institution: 'Riverside Health',
  address_line1: '100 River Road',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip: '62701',
  start_date: '01/2022',
  isCurrent: true,
  reference_info: true,
  hasCoverage: certificate !== null,
  policies: certificate ? [{ id: 'p-1', document: { id: certificate.id, name: certificate.name } }] : [],
});

const certificatePolicies = (data: MalpracticeData) =>
  data.policies.filter((policy) => policy.from_position !== undefined);

describe('a position’s certificate of insurance on GET /api/malpractice', () => {
  it('is a read-only policy linked to the position, gone when the certificate or the position goes', async () => {
    const { call, upload, list } = await clinician();
    const certificate = await upload('coi.pdf');
    const entry = position(certificate);
    expect((await call('POST', '/api/work_history', { entry })).statusCode).toBe(201);

    const shown = certificatePolicies(await list());
    expect(shown).toEqual([
      expect.objectContaining({
        id: `certificate:${entry.id}:${certificate.id}`,
        from_position: entry.id,
        work_history_id: [entry.id],
        display_name: 'Riverside Health',
        document: expect.objectContaining({ id: certificate.id, name: 'coi.pdf' }),
      }),
    ]);
    // Read only: PUT and DELETE take stored records' ids only.
    expect((await call('DELETE', `/api/malpractice?id=${encodeURIComponent(shown[0]!.id)}`)).statusCode).toBe(
      400,
    );

    // Removing the certificate removes the policy.
    const without = { ...position(null, entry.id) };
    expect((await call('PUT', '/api/work_history', { entry: without })).statusCode).toBe(200);
    expect(certificatePolicies(await list())).toEqual([]);

    // Back again, then the position goes: so does the policy.
    expect((await call('PUT', '/api/work_history', { entry })).statusCode).toBe(200);
    expect(certificatePolicies(await list())).toHaveLength(1);
    expect((await call('DELETE', `/api/work_history?id=${entry.id}`)).statusCode).toBe(200);
    expect(certificatePolicies(await list())).toEqual([]);
  });

  it('removing a position unlinks the stored policies that named it', async () => {
    const { call, upload, list } = await clinician();
    const sheet = await upload('face.pdf');
    const kept = position(null);
    const removed = position(null);
    for (const entry of [kept, removed]) {
      expect((await call('POST', '/api/work_history', { entry })).statusCode).toBe(201);
    }
    const created = await call('POST', '/api/malpractice', {
      record: {
        name: 'Coastal Mutual',
        policy_number: 'CM-1',
        effective_date: '2025-01-01',
        expiration_date: '2026-01-01',
        document: sheet,
        work_history_id: [kept.id, removed.id],
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `/api/work_history?id=${removed.id}`)).statusCode).toBe(200);
    const policy = (await list()).policies.find((p) => p.from_position === undefined)!;
    expect(policy.work_history_id).toEqual([kept.id]);
  });

  it('another clinician’s document as a certificate is 404 and nothing is written', async () => {
    const other = await clinician();
    const theirs = await other.upload('theirs.pdf');
    const { user, call, list } = await clinician();
    const entry = position(theirs);
    const response = await call('POST', '/api/work_history', { entry });
    expect(response.statusCode).toBe(404);
    expect(await storedHistory(t.database.db, user.id)).toBeUndefined();
    expect(certificatePolicies(await list())).toEqual([]);
    // A missing document is the same 404.
    const missing = position({ id: randomUUID(), name: 'gone.pdf' });
    expect((await call('POST', '/api/work_history', { entry: missing })).statusCode).toBe(404);
    // The owner's document list does not say it is used.
    const documents = bodyOf(await other.call('GET', '/api/document')).data as DocumentData[];
    expect(documents[0]!.used_in).toEqual([]);
  });

  it('a failure while unlinking a removed position leaves the position, its certificate and its policy', async () => {
    const { user, call, upload, list } = await clinician();
    const certificate = await upload('coi.pdf');
    const entry = position(certificate);
    expect((await call('POST', '/api/work_history', { entry })).statusCode).toBe(201);
    const sheet = await upload('face.pdf');
    await call('POST', '/api/malpractice', {
      record: {
        name: 'Coastal Mutual',
        policy_number: 'CM-2',
        effective_date: '2025-01-01',
        expiration_date: '2026-01-01',
        document: sheet,
        work_history_id: [entry.id],
      },
    });
    const db = t.database.db;
    await sql`create or replace function fail_unlink() returns trigger language plpgsql as $$
      begin
        if new.user_id = ${sql.lit(user.id)}::uuid then raise exception 'disk full'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger fail_unlink before update on malpractice_records
      for each row execute function fail_unlink()`.execute(db);
    try {
      expect((await call('DELETE', `/api/work_history?id=${entry.id}`)).statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_unlink on malpractice_records`.execute(db);
    }
    expect((await storedHistory(db, user.id))?.map((item) => item.id)).toEqual([entry.id]);
    const data = await list();
    expect(certificatePolicies(data)).toHaveLength(1);
    const stored = data.policies.find((p) => p.from_position === undefined) as MalpracticePolicyRecord;
    expect(stored.work_history_id).toEqual([entry.id]);
    const documents = bodyOf(await call('GET', '/api/document')).data as DocumentData[];
    expect(documents.find((d) => d.id === certificate.id)!.used_in).toEqual([
      { kind: 'work_history', id: entry.id, label: 'Riverside Health' },
    ]);
  });
});
