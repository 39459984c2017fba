import { DOCUMENT_LINK_TTL_MS, type DocumentData } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUse } from './documents.repository';
import {
  createDocumentsTestApp,
  docBytes,
  docxBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  type DocumentsTestApp,
} from './documents-test-support';

// POST/GET/DELETE /api/document, GET /api/document/{id} and GET /api/get_document/{id} (issue 15,
// decision 038): the upload rules of 001 §5 and §8, names, ownership, signed links, encryption at rest.

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(() => t.close());

const listOf = (response: { json(): unknown }) => (response.json() as { data: DocumentData[] }).data;
const errorOf = (response: { json(): unknown }) =>
  (
    response.json() as {
      error: { code: string; message: string; details?: { path: string; message: string }[] };
    }
  ).error;

describe('upload rules', () => {
  it('stores a PDF and answers a list whose first item is the document', async () => {
    const { session } = await t.clinician();
    const first = await t.upload(session, { name: 'Face Sheet (2024).PDF' });
    expect(first.statusCode).toBe(201);
    const second = await t.upload(session, { name: 'card.png', type: 'life_support', bytes: pngBytes() });
    expect(second.statusCode).toBe(201);
    const [document, ...others] = listOf(second);
    expect(document).toMatchObject({
      name: 'card.png',
      document_type: 'life_support',
      content_type: 'image/png',
      size: pngBytes().length,
      used_in: [],
    });
    expect(others.map((other) => other.name)).toEqual(['FaceSheet2024.PDF']);
    expect(Date.parse(document!.created_at)).not.toBeNaN();
  });

  it.each([
    ['policy.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['policy.DOC', docBytes(), 'application/msword'],
    ['scan.JPEG', jpegBytes(), 'image/jpeg'],
  ])('takes %s by its content, the extension in any case', async (name, bytes, contentType) => {
    const { session } = await t.clinician();
    const type = name.endsWith('JPEG') ? 'license' : 'malpractice';
    const response = await t.upload(session, { name, bytes, type });
    expect(response.statusCode).toBe(201);
    expect(listOf(response)[0]).toMatchObject({ content_type: contentType });
  });

  it('refuses a wrong extension with the spec sentence (415), storing nothing', async () => {
    const { session } = await t.clinician();
    const before = t.storedFiles().length;
    const response = await t.upload(session, { name: 'policy.txt', bytes: pdfBytes() });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toBe(
      'The file you are trying to upload is not of type: .pdf, .doc, .docx.',
    );
    // A malpractice face sheet is .pdf, .doc or .docx only (000 §5), an image is not one.
    const image = await t.upload(session, { name: 'sheet.png', bytes: pngBytes() });
    expect(image.statusCode).toBe(415);
    expect(t.storedFiles()).toHaveLength(before);
  });

  it('refuses the right extension with the wrong content (415)', async () => {
    const { session } = await t.clinician();
    const cases = [
      { name: 'policy.pdf', bytes: Buffer.from('MZ\x90\x00 this is a program, not a PDF') },
      { name: 'policy.pdf', bytes: pngBytes() },
      { name: 'policy.docx', bytes: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]) },
      { name: 'card.png', type: 'license', bytes: jpegBytes() },
    ];
    for (const upload of cases) {
      const response = await t.upload(session, upload);
      expect(response.statusCode, upload.name).toBe(415);
      expect(errorOf(response).code).toBe('request.unsupported-media-type');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/document', headers: session.headers() });
    expect(listOf(list)).toEqual([]);
  });

  it('numbers a name the clinician already has, ignoring case, after reducing it', async () => {
    const { session } = await t.clinician();
    const names: string[] = [];
    for (const name of ['my policy.pdf', 'My-Policy.pdf', 'mypolicy.PDF', 'MyPolicy1.pdf'])
      names.push(listOf(await t.upload(session, { name }))[0]!.name);
    // 'MyPolicy1.pdf' was taken by the second upload, so the fourth is numbered after its own name.
    expect(names).toEqual(['mypolicy.pdf', 'MyPolicy1.pdf', 'mypolicy2.PDF', 'MyPolicy11.pdf']);
    // Another clinician's names are theirs: the same name is not numbered.
    const other = await t.clinician();
    expect(listOf(await t.upload(other.session, { name: 'my policy.pdf' }))[0]!.name).toBe('mypolicy.pdf');
  });

  it('refuses an upload without the agreement to the terms of use (400)', async () => {
    const { session } = await t.clinician();
    for (const agree of [null, 'false', '']) {
      const response = await t.upload(session, { agree });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details).toEqual([{ path: 'agree_terms', message: 'upload.terms-required' }]);
    }
    expect((await t.upload(session, { agree: 'true' })).statusCode).toBe(201);
  });

  it('refuses NUL bytes and lone surrogates in the name with 400, never a 500', async () => {
    const { session } = await t.clinician();
    for (const name of ['poli\u0000cy.pdf', 'policy\ud800.pdf']) {
      const response = await t.upload(session, { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
    }
    expect((await t.upload(session, { type: 'bogus' })).statusCode).toBe(400);
  });

  it('refuses a call that is not multipart (415) and one without a file (400)', async () => {
    const { session } = await t.clinician();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: session.headers(),
      payload: { document_type: 'malpractice' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await t.upload(session, { bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
  });
});

describe('links, downloads and encryption at rest', () => {
  it('keeps only ciphertext in the storage, and answers the plaintext with safe headers', async () => {
    const { session } = await t.clinician();
    const secret = pdfBytes('PLAINTEXT-MARKER-4711 policy 998877');
    const before = new Set(t.storedFiles().map((stored) => stored.file));
    const [document] = listOf(await t.upload(session, { name: 'secret.pdf', bytes: secret }));
    const added = t.storedFiles().filter((stored) => !before.has(stored.file));
    expect(added).toHaveLength(1);
    const stored = added[0]!;
    expect(stored.bytes.length).toBe(secret.length);
    expect(stored.bytes.equals(secret)).toBe(false);
    expect(stored.bytes.includes(Buffer.from('PLAINTEXT-MARKER-4711'))).toBe(false);
    expect(stored.bytes.includes(Buffer.from('%PDF'))).toBe(false);
    // The object's key is random, never the name or the id.
    expect(stored.file).not.toContain('secret');
    expect(stored.file).not.toContain(document!.id);

    const link = await t.app.inject({
      method: 'GET',
      url: `/api/document/${document!.id}`,
      headers: session.headers(),
    });
    expect(link.statusCode).toBe(200);
    const { url } = (link.json() as { data: { url: string } }).data;
    expect(url).toMatch(new RegExp(`^/api/get_document/${document!.id}\\?token=`));
    // The new tab has no bearer token: the link alone opens the file.
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(secret)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="secret.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a link works until DOCUMENT_LINK_TTL_MS (60 s) and not a millisecond after', async () => {
    expect(DOCUMENT_LINK_TTL_MS).toBe(60_000);
    const { session } = await t.clinician();
    const [document] = listOf(await t.upload(session));
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/document/${document!.id}`,
      headers: session.headers(),
    });
    const { url, expires_at } = (link.json() as { data: { url: string; expires_at: string } }).data;
    expect(Date.parse(expires_at) - t.clock().getTime()).toBe(60_000);
    t.clock.advance(60_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(404);
    // A forged or altered token opens nothing either.
    const forged = url.replace(
      /token=(\d+)/,
      (_all, expires: string) => `token=${Number(expires) + 600_000}`,
    );
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('another clinician’s document answers the 404 of a missing one, to every call', async () => {
    const owner = await t.clinician();
    const other = await t.clinician();
    const [document] = listOf(await t.upload(owner.session));
    const missing = '7f1b6c9e-58a2-4a57-9d7b-2f0c55d0b1aa';
    const answers = async (id: string) => {
      const calls = [
        { method: 'GET' as const, url: `/api/document/${id}` },
        { method: 'GET' as const, url: `/api/get_document/${id}` },
        { method: 'DELETE' as const, url: `/api/document/${id}?confirm=true` },
      ];
      const out: { status: number; body: unknown }[] = [];
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: other.session.headers() });
        const body = response.json() as { error: { code: string; message: string } };
        out.push({
          status: response.statusCode,
          body: { code: body.error.code, message: body.error.message },
        });
      }
      return out;
    };
    const theirs = await answers(document!.id);
    expect(theirs).toEqual(await answers(missing));
    expect(theirs.every((answer) => answer.status === 404)).toBe(true);
    // Their own link's token does not open someone else's id.
    const ownDoc = listOf(await t.upload(other.session))[0]!;
    const ownLink = await t.app.inject({
      method: 'GET',
      url: `/api/document/${ownDoc.id}`,
      headers: other.session.headers(),
    });
    const token = new URL(
      (ownLink.json() as { data: { url: string } }).data.url,
      'http://x',
    ).searchParams.get('token')!;
    const swapped = await t.app.inject({
      method: 'GET',
      url: `/api/get_document/${document!.id}?token=${encodeURIComponent(token)}`,
    });
    expect(swapped.statusCode).toBe(404);
    // …and the owner still has it.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/document',
      headers: owner.session.headers(),
    });
    expect(listOf(list).map((d) => d.id)).toEqual([document!.id]);
  });

  it('the signed-in owner may also read the file with the bearer token alone', async () => {
    const { session } = await t.clinician();
    const [document] = listOf(await t.upload(session));
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/get_document/${document!.id}`,
      headers: session.headers(),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/get_document/${document!.id}` });
    expect(anonymous.statusCode).toBe(404);
  });
});

describe('where a document is used, and deleting it', () => {
  it('lists the uses, answers 409 saying where, and deletes with confirm', async () => {
    const { user, session } = await t.clinician();
    const [document] = listOf(await t.upload(session));
    await addUse(t.database.db, {
      document_id: document!.id,
      user_id: user.id,
      use_kind: 'malpractice_policy',
      use_id: 'policy-1',
      label: 'Coastal Mutual 12345',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/document', headers: session.headers() });
    expect(listOf(list)[0]!.used_in).toEqual([
      { kind: 'malpractice_policy', id: 'policy-1', label: 'Coastal Mutual 12345' },
    ]);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${document!.id}`,
      headers: session.headers(),
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'document.in-use',
      message: 'This document is in use. Deleting it removes it from: Coastal Mutual 12345.',
      details: [{ path: 'malpractice_policy:policy-1', message: 'Coastal Mutual 12345' }],
    });
    const files = t.storedFiles().length;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${document!.id}?confirm=true`,
      headers: session.headers(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(t.storedFiles()).toHaveLength(files - 1);
    const uses = await t.database.db.selectFrom('document_uses').selectAll().execute();
    expect(uses.filter((use) => use.document_id === document!.id)).toEqual([]);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/document/${document!.id}`,
      headers: session.headers(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('deletes a document nothing uses without asking', async () => {
    const { session } = await t.clinician();
    const [document] = listOf(await t.upload(session));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${document!.id}`,
      headers: session.headers(),
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('audits every read and change with ids only, never the name', async () => {
    const { user, session } = await t.clinician();
    const [document] = listOf(await t.upload(session, { name: 'confidential.pdf' }));
    await t.app.inject({ method: 'GET', url: '/api/document', headers: session.headers() });
    await t.app.inject({ method: 'GET', url: `/api/document/${document!.id}`, headers: session.headers() });
    await t.app.inject({
      method: 'GET',
      url: `/api/get_document/${document!.id}`,
      headers: session.headers(),
    });
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'target_id', 'details'])
      .where('user_id', '=', user.id)
      .where('action', 'like', 'documents.%')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => `${row.action}:${row.outcome}`)).toEqual([
      'documents.upload:success',
      'documents.list:success',
      'documents.link:success',
      'documents.download:success',
    ]);
    expect(JSON.stringify(rows)).not.toContain('confidential');
  });
});

describe('GET /api/privileging_forms and the demo documents', () => {
  it('seeds the demo clinician’s documents once, the BLS card in use by its task, and the form', async () => {
    const { seedDemo, DEMO } = await import('../../db/seed');
    await seedDemo(t.database.db);
    expect(await t.app.seedDemoDocuments()).toBe(true);
    expect(await t.app.seedDemoDocuments()).toBe(false);
    const { signIn } = await import('#server-test/helpers/sign-in');
    const session = await signIn(t.app, { email: DEMO.clinicianEmail, password: DEMO.clinicianPassword });
    const list = listOf(
      await t.app.inject({ method: 'GET', url: '/api/document', headers: session.headers() }),
    );
    expect(list.map((document) => [document.name, document.used_in.map((use) => use.label)])).toEqual([
      ['BLSCard.pdf', ['Upload your Basic Life Support (BLS) card']],
      ['CoastalMutualFaceSheet.pdf', []],
    ]);

    const form = await t.database.db.selectFrom('privileging_forms').selectAll().executeTakeFirstOrThrow();
    const url = `/api/privileging_forms?s3_path=${encodeURIComponent(form.s3_path)}`;
    const mine = await t.app.inject({ method: 'GET', url, headers: session.headers() });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mine.headers['content-disposition']).toBe('attachment; filename="HospitalistPrivilegingForm.pdf"');
    // A clinician not subscribed to Riverside Health gets the 404 of a path nobody has.
    const stranger = await t.clinician();
    const theirs = await t.app.inject({ method: 'GET', url, headers: stranger.session.headers() });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/privileging_forms?s3_path=forms%2Fnothing-here',
      headers: stranger.session.headers(),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
  });
});
