import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '#server-test/helpers/sign-in';
import { createDocumentsTestApp, pngBytes, type DocumentsTestApp } from '../documents/documents-test-support';

// A life-support card's uploaded image or PDF (issue 15, decision 060): uploaded through POST /api/document
// (document_type life_support), linked as the `document` of other_certifications|<cert>. Only the caller's own
// stored document may be linked (404 otherwise, nothing saved); a linked card is "in use" on /documents.

describe('life-support card documents through POST /api/self_attested', () => {
  let t: DocumentsTestApp;
  beforeAll(async () => {
    t = await createDocumentsTestApp();
  });
  afterAll(() => t.close());

  const uploadCard = async (session: TestSession) => {
    const response = await t.upload(session, {
      name: 'bls-card.png',
      type: 'life_support',
      bytes: pngBytes(),
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { data: { id: string; name: string }[] }).data[0]!;
  };
  const save = (session: TestSession, data: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/self_attested',
      headers: session.headers(),
      payload: { data },
    });
  const stored = async (session: TestSession, key: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/self_attested?keys=${encodeURIComponent(key)}`,
      headers: session.headers(),
    });
    return (response.json() as { data: Record<string, unknown> }).data[key];
  };
  const documents = async (session: TestSession) =>
    (
      (await t.app.inject({ method: 'GET', url: '/api/document', headers: session.headers() })).json() as {
        data: { id: string; used_in: unknown[] }[];
      }
    ).data;
  const card = (document: { id: string; name: string } | null) => ({
    answer: 'Yes',
    expiration: '2027-06-30',
    ecard: '123456789012',
    document,
  });
  const codeOf = (response: LightMyRequestResponse) =>
    (response.json() as { error: { code: string } }).error.code;

  it('links an uploaded card to the certification, and /documents says where it is used', async () => {
    const { session } = await t.clinician();
    const document = await uploadCard(session);
    const saved = await save(session, { 'other_certifications|bls': card(document) });
    expect(saved.statusCode).toBe(200);
    expect(await stored(session, 'other_certifications|bls')).toMatchObject({
      answer: 'Yes',
      document: { id: document.id },
    });
    const [listed] = await documents(session);
    expect(listed!.used_in).toEqual([
      { kind: 'certification', id: 'other_certifications|bls', label: 'Basic Life Support (BLS)' },
    ]);
    // Deleting the card asks first, naming the certification.
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${document.id}`,
      headers: session.headers(),
    });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('document.in-use');
  });

  it('removing the card from the answer frees the document', async () => {
    const { session } = await t.clinician();
    const document = await uploadCard(session);
    expect((await save(session, { 'other_certifications|acls': card(document) })).statusCode).toBe(200);
    expect((await save(session, { 'other_certifications|acls': card(null) })).statusCode).toBe(200);
    const [listed] = await documents(session);
    expect(listed!.used_in).toEqual([]);
  });

  it("refuses another clinician's card and a missing one with 404, saving nothing", async () => {
    const a = await t.clinician();
    const b = await t.clinician();
    const theirs = await uploadCard(b.session);
    const missing = { id: '00000000-0000-4000-8000-000000000000', name: 'gone.png' };
    for (const document of [theirs, missing]) {
      const refused = await save(a.session, { 'other_certifications|pals': card(document) });
      expect(refused.statusCode).toBe(404);
      expect(codeOf(refused)).toBe('request.not-found');
    }
    expect(await stored(a.session, 'other_certifications|pals')).toBeUndefined();
    const uses = await t.database.db.selectFrom('document_uses').selectAll().execute();
    expect(uses.filter((use) => use.document_id === theirs.id)).toEqual([]);
  });

  it('keeps saving an answer whose card was since deleted from /documents', async () => {
    const { session } = await t.clinician();
    const document = await uploadCard(session);
    expect((await save(session, { 'other_certifications|nrp': card(document) })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${document.id}?confirm=true`,
      headers: session.headers(),
    });
    expect(deleted.statusCode).toBe(200);
    // The delete took the card off the answer (decision 063), so the answer as read back saves as it is.
    const now = (await stored(session, 'other_certifications|nrp')) as Record<string, unknown>;
    expect(now).toMatchObject({ answer: 'Yes', document: null });
    const again = await save(session, {
      'other_certifications|nrp': { ...now, expiration: '2028-01-31' },
    });
    expect(again.statusCode).toBe(200);
    // A form still naming the deleted card links a missing document: the 404 of decision 060.
    const stale = await save(session, {
      'other_certifications|nrp': { ...card(document), expiration: '2028-02-28' },
    });
    expect(stale.statusCode).toBe(404);
  });
});
