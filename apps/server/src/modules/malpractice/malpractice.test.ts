import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData, MalpracticeData, MalpracticePolicyRecord } from '@credence/shared';
import { createDocumentsTestApp, type DocumentsTestApp } from '../documents/documents-test-support';
import { requirementFor } from '../work-history/work-history-test-support';

// GET/POST/PUT/DELETE /api/malpractice (issue 15, decision 046): the policy rules of 000 §5 and 001 §5 on the
// server, ownership (another clinician's record, document or position is the 404 of a missing one), the
// document's "where it is used" rows, a shared document's details, and nothing half-written on a failure.

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(() => t.close());

type Body = { data?: unknown; error?: { code: string; details?: { path: string; message: string }[] } };
const bodyOf = (response: { json(): unknown }) => response.json() as Body;

async function clinician() {
  const { user, session } = await t.clinician();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: session.headers(), ...(payload ? { payload } : {}) });
  const uploadSheet = async (name = 'face-sheet.pdf') => {
    const response = await t.upload(session, { name });
    expect(response.statusCode).toBe(201);
    return (bodyOf(response).data as DocumentData[])[0]!;
  };
  return { user, session, call, uploadSheet };
}

const policyWith = (document: { id: string; name: string } | null, patch: object = {}) => ({
  name: 'Coastal Mutual',
  policy_number: 'CM-12345',
  per_occurrence: '$1,000,000',
  agg_coverage: '3,000,000.00',
  effective_date: '2025-01-01',
  retro_date: '2020-01-01',
  expiration_date: '2026-01-01',
  document,
  ...patch,
});

const listOf = async (call: Awaited<ReturnType<typeof clinician>>['call']) =>
  bodyOf(await call('GET', '/api/malpractice')).data as MalpracticeData;

describe('POST /api/malpractice', () => {
  it('stores a policy with its face sheet, amounts as digits, and marks the document as used', async () => {
    const { call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    const response = await call('POST', '/api/malpractice', { record: policyWith(sheet) });
    expect(response.statusCode).toBe(201);
    const stored = bodyOf(response).data as MalpracticePolicyRecord;
    expect(stored).toMatchObject({
      name: 'Coastal Mutual',
      policy_number: 'CM-12345',
      per_occurrence: '1000000',
      agg_coverage: '3000000',
      effective_date: '2025-01-01',
      retro_date: '2020-01-01',
      expiration_date: '2026-01-01',
      document: { id: sheet.id, name: 'facesheet.pdf' },
      not_on_hand: false,
      work_history_id: [],
      document_shared_with: 0,
    });
    const list = await listOf(call);
    expect(list.policies.map((policy) => policy.id)).toEqual([stored.id]);
    expect(list.required).toEqual(['name', 'policy_number', 'effective_date', 'expiration_date']);
    const documents = bodyOf(await call('GET', '/api/document')).data as DocumentData[];
    expect(documents[0]!.used_in).toEqual([
      { kind: 'malpractice_policy', id: stored.id, label: 'Coastal Mutual CM-12345' },
    ]);
  });

  it('stores a no-coverage explanation and a policy not on hand (employer-provided), without documents', async () => {
    const { call } = await clinician();
    const explanation = await call('POST', '/api/malpractice', {
      record: { is_explanation: true, no_coverage_reason: 'Covered by the hospital as a resident' },
    });
    expect(explanation.statusCode).toBe(201);
    const employer = await call('POST', '/api/malpractice', {
      record: { not_on_hand: true, not_on_hand_coverage_type: 'Employer-Provided', document: null },
    });
    expect(employer.statusCode).toBe(201);
    const list = await listOf(call);
    expect(list.explanations).toEqual([
      {
        id: expect.any(String),
        is_explanation: true,
        no_coverage_reason: 'Covered by the hospital as a resident',
        work_history_id: [],
      },
    ]);
    expect(list.policies).toEqual([
      expect.objectContaining({ not_on_hand: true, not_on_hand_coverage_type: 'Employer-Provided' }),
    ]);
  });

  it.each([
    [
      'expiration the day before effective',
      { expiration_date: '2024-12-31' },
      [{ path: 'expiration_date', message: 'insurance-coverage.expiration-date' }],
    ],
    [
      'retro date the day after effective',
      { retro_date: '2025-01-02' },
      [{ path: 'retro_date', message: 'insurance-coverage.retro-date' }],
    ],
    ['no carrier', { name: '' }, [{ path: 'name', message: 'malpractice.carrier-required' }]],
    ['no document', { document: null }, [{ path: 'document', message: 'upload.file-required' }]],
    [
      'words for an amount',
      { per_occurrence: 'a million' },
      [{ path: 'per_occurrence', message: 'validation.dollar-amount' }],
    ],
    [
      'not on hand without a coverage type',
      { not_on_hand: true, document: null },
      [{ path: 'not_on_hand_coverage_type', message: 'malpractice.coverage-type-required' }],
    ],
    [
      'not on hand with a coverage type not in the list',
      { not_on_hand: true, not_on_hand_coverage_type: 'Hospital', document: null },
      [{ path: 'not_on_hand_coverage_type', message: 'validation.choose-option' }],
    ],
    [
      'a NUL byte in the carrier',
      { name: 'Coastal\u0000' },
      [{ path: 'record.name', message: expect.any(String) }],
    ],
  ])('refuses %s with 400 and the issue at its field, storing nothing', async (_, patch, details) => {
    const { call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    const response = await call('POST', '/api/malpractice', { record: policyWith(sheet, patch) });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).error).toMatchObject({ code: 'request.invalid', details });
    expect((await listOf(call)).policies).toEqual([]);
  });

  it('accepts the edges: expiration on the effective date, retro date on the effective date', async () => {
    const { call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    const response = await call('POST', '/api/malpractice', {
      record: policyWith(sheet, { expiration_date: '2025-01-01', retro_date: '2025-01-01' }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses an explanation without a reason, and a lone surrogate, with 400', async () => {
    const { call } = await clinician();
    const blank = await call('POST', '/api/malpractice', {
      record: { is_explanation: true, no_coverage_reason: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(bodyOf(blank).error?.details).toEqual([
      { path: 'no_coverage_reason', message: 'validation.required' },
    ]);
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/malpractice',
      headers: { ...(await clinician()).session.headers(), 'content-type': 'application/json' },
      payload: '{"record":{"is_explanation":true,"no_coverage_reason":"\\ud800"}}',
    });
    expect(surrogate.statusCode).toBe(400);
    const notObject = await call('POST', '/api/malpractice', { record: 'policy' });
    expect(notObject.statusCode).toBe(400);
  });

  it('follows the requirement’s required fields, and 404s a requirement the clinician is not subscribed to', async () => {
    const { user, call } = await clinician();
    const { appReqId } = await requirementFor(t.database.db, {
      config: { malpractice: { required: ['name', 'per_occurrence'] } },
      subscribe: user.id,
    });
    const list = bodyOf(await call('GET', `/api/malpractice?app_req_id=${appReqId}`)).data as MalpracticeData;
    expect(list.required).toEqual(['name', 'per_occurrence']);
    const missing = await call('POST', '/api/malpractice', {
      app_req_id: appReqId,
      record: { name: 'Coastal Mutual', not_on_hand: true, not_on_hand_coverage_type: 'Self-Insured' },
    });
    expect(missing.statusCode).toBe(201);
    const withDocumentRule = await call('POST', '/api/malpractice', {
      app_req_id: appReqId,
      record: policyWith(null, { per_occurrence: '', policy_number: '' }),
    });
    expect(bodyOf(withDocumentRule).error?.details).toEqual([
      { path: 'per_occurrence', message: 'validation.required' },
      { path: 'document', message: 'upload.file-required' },
    ]);
    const other = await requirementFor(t.database.db, {});
    const response = await call('GET', `/api/malpractice?app_req_id=${other.appReqId}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for another clinician’s document, and for a position that is not the clinician’s', async () => {
    const owner = await clinician();
    const sheet = await owner.uploadSheet();
    const thief = await clinician();
    const response = await thief.call('POST', '/api/malpractice', { record: policyWith(sheet) });
    expect(response.statusCode).toBe(404);
    expect(bodyOf(response).error?.code).toBe('request.not-found');
    const ownSheet = await thief.uploadSheet();
    const position = await thief.call('POST', '/api/malpractice', {
      record: policyWith(ownSheet, { work_history_id: [randomUUID()] }),
    });
    expect(position.statusCode).toBe(404);
    expect((await listOf(thief.call)).policies).toEqual([]);
  });

  it('links a policy to the clinician’s own work-history positions', async () => {
    const { call, uploadSheet } = await clinician();
    const positionId = randomUUID();
    const entry = await call('POST', '/api/work_history', {
      entry: {
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
      },
    });
    expect(entry.statusCode).toBe(201);
    const sheet = await uploadSheet();
    const response = await call('POST', '/api/malpractice', {
      record: policyWith(sheet, { work_history_id: positionId }),
    });
    expect(response.statusCode).toBe(201);
    expect((bodyOf(response).data as MalpracticePolicyRecord).work_history_id).toEqual([positionId]);
  });

  it('needs a session (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/malpractice' });
    expect(response.statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/malpractice',
      payload: { record: policyWith(null) },
    });
    expect(post.statusCode).toBe(401);
  });
});

describe('a document shared by two policies', () => {
  it('writes the details to every policy using it, and says how many share it', async () => {
    const { call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    const first = bodyOf(await call('POST', '/api/malpractice', { record: policyWith(sheet) }))
      .data as MalpracticePolicyRecord;
    const second = await call('POST', '/api/malpractice', {
      record: policyWith(sheet, { policy_number: 'CM-99999' }),
    });
    expect(second.statusCode).toBe(201);
    expect((bodyOf(second).data as MalpracticePolicyRecord).document_shared_with).toBe(1);
    const list = await listOf(call);
    // The first policy took the second one's details: the face sheet holds one set.
    expect(list.policies.find((policy) => policy.id === first.id)?.policy_number).toBe('CM-99999');
    expect(list.policies.map((policy) => policy.policy_number)).toEqual(['CM-99999', 'CM-99999']);
    expect(list.policies.map((policy) => policy.document_shared_with)).toEqual([1, 1]);
    const documents = bodyOf(await call('GET', '/api/document')).data as DocumentData[];
    expect(documents[0]!.used_in.map((use) => use.label)).toEqual([
      'Coastal Mutual CM-99999',
      'Coastal Mutual CM-99999',
    ]);
  });

  it('a deleted document leaves its policies without one', async () => {
    const { call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    await call('POST', '/api/malpractice', { record: policyWith(sheet) });
    const refused = await call('DELETE', `/api/document/${sheet.id}`);
    expect(refused.statusCode).toBe(409);
    const deleted = await call('DELETE', `/api/document/${sheet.id}?confirm=true`);
    expect(deleted.statusCode).toBe(200);
    expect((await listOf(call)).policies).toEqual([expect.objectContaining({ document: null })]);
  });
});

describe('PUT /api/malpractice', () => {
  it('replaces the record, moving its document use to the new document', async () => {
    const { call, uploadSheet } = await clinician();
    const first = await uploadSheet('first.pdf');
    const stored = bodyOf(await call('POST', '/api/malpractice', { record: policyWith(first) }))
      .data as MalpracticePolicyRecord;
    const next = await uploadSheet('second.pdf');
    const response = await call('PUT', '/api/malpractice', {
      record: { ...policyWith(next, { name: 'Harbor Indemnity' }), id: stored.id },
    });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toMatchObject({ id: stored.id, name: 'Harbor Indemnity' });
    const documents = bodyOf(await call('GET', '/api/document')).data as DocumentData[];
    const usesByName = Object.fromEntries(documents.map((d) => [d.name, d.used_in.map((u) => u.label)]));
    expect(usesByName).toEqual({ 'first.pdf': [], 'second.pdf': ['Harbor Indemnity CM-12345'] });
  });

  it('refuses bad input with 400 and keeps the record as it was', async () => {
    const { call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    const stored = bodyOf(await call('POST', '/api/malpractice', { record: policyWith(sheet) }))
      .data as MalpracticePolicyRecord;
    const response = await call('PUT', '/api/malpractice', {
      record: { ...policyWith(sheet, { expiration_date: '2024-12-31' }), id: stored.id },
    });
    expect(response.statusCode).toBe(400);
    expect((await listOf(call)).policies[0]).toMatchObject({ expiration_date: '2026-01-01' });
    const noId = await call('PUT', '/api/malpractice', { record: policyWith(sheet) });
    expect(noId.statusCode).toBe(400);
  });

  it('answers 404 for another clinician’s record and for one that does not exist', async () => {
    const owner = await clinician();
    const sheet = await owner.uploadSheet();
    const stored = bodyOf(await owner.call('POST', '/api/malpractice', { record: policyWith(sheet) }))
      .data as MalpracticePolicyRecord;
    const other = await clinician();
    const otherSheet = await other.uploadSheet();
    const theirs = await other.call('PUT', '/api/malpractice', {
      record: { ...policyWith(otherSheet, { name: 'Hijacked' }), id: stored.id },
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await other.call('PUT', '/api/malpractice', {
      record: { ...policyWith(otherSheet), id: randomUUID() },
    });
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing).error?.code).toBe(bodyOf(theirs).error?.code);
    expect((await listOf(owner.call)).policies[0]).toMatchObject({ name: 'Coastal Mutual' });
  });
});

describe('DELETE /api/malpractice', () => {
  it('removes the record and its document use; the document stays', async () => {
    const { call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    const stored = bodyOf(await call('POST', '/api/malpractice', { record: policyWith(sheet) }))
      .data as MalpracticePolicyRecord;
    const response = await call('DELETE', `/api/malpractice?id=${stored.id}`);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toEqual({ id: stored.id });
    expect((await listOf(call)).policies).toEqual([]);
    const documents = bodyOf(await call('GET', '/api/document')).data as DocumentData[];
    expect(documents.map((d) => [d.id, d.used_in])).toEqual([[sheet.id, []]]);
    expect((await call('DELETE', `/api/malpractice?id=${stored.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another clinician’s record and 400 for an id that is not one', async () => {
    const owner = await clinician();
    const sheet = await owner.uploadSheet();
    const stored = bodyOf(await owner.call('POST', '/api/malpractice', { record: policyWith(sheet) }))
      .data as MalpracticePolicyRecord;
    const other = await clinician();
    expect((await other.call('DELETE', `/api/malpractice?id=${stored.id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', '/api/malpractice?id=nope')).statusCode).toBe(400);
    expect((await listOf(owner.call)).policies).toHaveLength(1);
  });
});

describe('nothing half-written', () => {
  it('a failure after the row is written (the document-use step) rolls the record back', async () => {
    const { user, call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    const db = t.database.db;
    // The step after the insert fails for this clinician only.
    await sql`create or replace function fail_document_use() returns trigger language plpgsql as $$
      begin
        if new.user_id = ${sql.lit(user.id)}::uuid then raise exception 'storage down'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger fail_document_use before insert on document_uses
      for each row execute function fail_document_use()`.execute(db);
    try {
      const response = await call('POST', '/api/malpractice', { record: policyWith(sheet) });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_document_use on document_uses`.execute(db);
    }
    const rows = await db
      .selectFrom('malpractice_records')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    const audits = await db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', user.id)
      .where('action', '=', 'malpractice.create')
      .execute();
    expect(audits).toEqual([]);
  });

  it('audits writes with ids only, never the carrier or the policy number', async () => {
    const { user, call, uploadSheet } = await clinician();
    const sheet = await uploadSheet();
    await call('POST', '/api/malpractice', { record: policyWith(sheet) });
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('user_id', '=', user.id)
      .where('action', 'like', 'malpractice.%')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(['malpractice.create']);
    expect(JSON.stringify(rows)).not.toMatch(/Coastal|CM-12345/);
  });
});

describe('a position’s certificate of insurance', () => {
  it('shows in /documents as used by the position, until the position goes', async () => {
    const { call, uploadSheet } = await clinician();
    const certificate = await uploadSheet('coi.pdf');
    const positionId = randomUUID();
    const entry = {
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
      policies: [
        { id: 'p-1', document: { id: certificate.id, name: certificate.name } },
        // (Another clinician's or an unknown document is 404: position-certificates.test.ts.)
      ],
    };
    expect((await call('POST', '/api/work_history', { entry })).statusCode).toBe(201);
    const usesOf = async () =>
      ((bodyOf(await call('GET', '/api/document')).data as DocumentData[])[0]!.used_in ?? []).map((use) => [
        use.kind,
        use.id,
        use.label,
      ]);
    expect(await usesOf()).toEqual([['work_history', positionId, 'Riverside Health']]);
    const noCoverage = { ...entry, hasCoverage: false, policies: [] };
    expect((await call('PUT', '/api/work_history', { entry: noCoverage })).statusCode).toBe(200);
    expect(await usesOf()).toEqual([]);
    expect((await call('PUT', '/api/work_history', { entry })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/work_history?id=${positionId}`)).statusCode).toBe(200);
    expect(await usesOf()).toEqual([]);
  });
});
