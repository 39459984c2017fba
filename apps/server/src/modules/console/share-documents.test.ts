import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { insertCredential } from '../credentials/credentials.repository';
import { valuesHash } from '../credentials/offers';
import { issuePortable } from '../credentials/portable';
import { createDocumentsTestApp, type DocumentsTestApp } from '../documents/documents-test-support';
import { demoPdf } from '../documents/documents.seed';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import { loadServerSecrets } from '../secrets/secrets.service';

// Decision 066: the documents of a received share. What the share carries is fixed when the clinician shares:
// the upload of each task on the share's checklist (required for a share) and the signed consent forms of the
// group; nothing else of the wallet. Each downloads for the staff of the receiving group only (another group,
// a clinician and a recruiter are refused like the share itself), every download is logged with what was
// opened and audited, and the PDF packet holds the receipt and then the documents' pages.

const DAY = 24 * 60 * 60 * 1000;
const pagesOf = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();

describe('the documents of a received share', () => {
  let t: DocumentsTestApp;
  let clinician: TestSession;
  let reviewer: TestSession;
  let admin: TestSession;
  let recruiter: TestSession;
  let otherAdmin: TestSession;
  let shareId: string;
  const ids: Record<'bls' | 'titer' | 'optional' | 'cv', string> = {
    bls: '',
    titer: '',
    optional: '',
    cv: '',
  };
  const db = () => t.database.db;
  const get = (url: string, s?: TestSession) =>
    t.app.inject({ method: 'GET', url, headers: s ? s.headers() : {} });
  const panel = async (s: TestSession = reviewer) =>
    (await get(`/api/console/shares/${shareId}`, s)).json().data;

  beforeAll(async () => {
    t = await createDocumentsTestApp();
    const clock = t.clock;
    const secrets = await loadServerSecrets({ db: db(), config: t.config });
    const group = await db()
      .insertInto('subscriber_groups')
      .values({ slug: 'harbor-health', name: 'Harbor Health', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await db()
      .insertInto('subscriber_groups')
      .values({ slug: 'elsewhere-health', name: 'Elsewhere', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requirement = await db()
      .insertInto('application_requirements')
      .values({
        subscriber_group_id: group.id,
        name: 'Nurse onboarding',
        application_config: JSON.stringify({ verification_window_days: 120 }),
        credential_set: JSON.stringify(['rn_license']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const maria = await createUser(db(), { firstName: 'Maria', lastName: 'Lopez' });
    await writeIdVerificationStatus(db(), maria.id, 'finished');
    clinician = await signIn(t.app, maria);
    const subscription = await db()
      .insertInto('subscriptions')
      .values({
        user_id: maria.id,
        subscriber_group_id: group.id,
        app_req_id: requirement.id,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const verifiedAt = new Date(clock().getTime() - 10 * DAY);
    const fields = { license_board: 'WI', license_number: 'RN-5521', license_status: 'Active' };
    const license = await insertCredential(db(), {
      user_id: maria.id,
      source: 'rn_license',
      schema_name: 'rn_license',
      item_key: 'rn_license|WI|RN-5521',
      name: 'WI RN license RN-5521',
      status: 'added',
      fields: JSON.stringify(fields),
      values_hash: valuesHash(fields),
      origin: 'rn_license',
      method: 'primary_source',
      expires_on: null,
      verified_at: verifiedAt,
      checked_at: verifiedAt,
      offered_at: verifiedAt,
      accepted_at: verifiedAt,
      created_at: verifiedAt,
      updated_at: verifiedAt,
    });
    expect(await issuePortable({ db: db(), clock, config: t.config, secrets }, license.id)).toBe(true);

    // Four uploads: the BLS card answers a document task required for the share, the titer is attached to an
    // answer of a question task required for it; the flu record answers a task that is not; the CV answers
    // nothing. Only the first two are the share's.
    for (const [key, name, line] of [
      ['bls', 'BLSCard.pdf', 'eCard code 215603485721'],
      ['titer', 'Titer.pdf', 'Hepatitis B surface antibody titer: immune'],
      ['optional', 'Flu.pdf', 'Influenza vaccine 2026'],
      ['cv', 'CV.pdf', 'Curriculum vitae of Maria Lopez'],
    ] as const) {
      const uploaded = await t.upload(clinician, { name, type: 'other', bytes: demoPdf([line]) });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const row = await db()
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', maria.id)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
    for (const [name, required, type, documentId] of [
      ['Upload your BLS card', true, 'document', ids.bls],
      ['Attest to your immunization status', true, 'question', ids.titer],
      ['Upload your flu vaccination', false, 'document', ids.optional],
    ] as const) {
      const task = await db()
        .insertInto('subscriber_group_tasks')
        .values({
          subscriber_group_id: group.id,
          app_req_id: requirement.id,
          name,
          type,
          required_for_share: required,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // As the tasks service writes a submission: the task's document, and the document's use by the task.
      const assigned = await db()
        .insertInto('clinician_tasks')
        .values({
          user_id: maria.id,
          subscriber_group_task_id: task.id,
          task_status: 'submitted',
          document_id: type === 'document' ? documentId : null,
          submitted_at: clock(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('document_uses')
        .values({
          document_id: documentId,
          user_id: maria.id,
          use_kind: 'task',
          use_id: assigned.id,
          label: name,
        })
        .execute();
    }
    await db()
      .insertInto('consent_forms')
      .values({
        subscriber_group_id: group.id,
        name: 'Release of information',
        document_key: 'harbor/release',
      })
      .execute();
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/consent_form',
      headers: clinician.headers(),
      payload: { document_keys: ['harbor/release'], full_name: 'Maria Lopez', confirm: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const staff = async (
      role: 'credentialing_reviewer' | 'recruiter' | 'admin',
      groupId: string,
      first: string,
    ) =>
      signIn(
        t.app,
        await createUser(db(), {
          firstName: first,
          lastName: 'Staff',
          accessLevel: 'staff',
          actions: [...STAFF_ROLE_ACTIONS[role]],
          subscriberGroupId: groupId,
        }),
      );
    reviewer = await staff('credentialing_reviewer', group.id, 'Riley');
    admin = await staff('admin', group.id, 'Ada');
    recruiter = await staff('recruiter', group.id, 'Robin');
    otherAdmin = await staff('admin', other.id, 'Olive');
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: clinician.headers(),
      payload: {
        subscription_id: subscription.id,
        omit: {},
        attestations: { accurate: true, authorize: true, 'notify-changes': true },
        signature: { full_name: 'Maria Lopez', confirmed: true },
      },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    shareId = (shared.json() as { data: { id: string } }).data.id;
  });
  afterAll(() => t.close());

  it('lists only the shared documents: the required tasks’ uploads and the signed consent form', async () => {
    const { documents } = await panel();
    expect(documents).toEqual([
      expect.objectContaining({
        kind: 'task',
        name: 'BLSCard.pdf',
        label: 'Upload your BLS card',
        available: true,
      }),
      expect.objectContaining({
        kind: 'task',
        name: 'Titer.pdf',
        label: 'Attest to your immunization status',
        available: true,
      }),
      expect.objectContaining({ kind: 'consent', label: 'Release of information', available: true }),
    ]);
    expect(JSON.stringify(documents)).not.toMatch(/Flu\.pdf|CV\.pdf/);
  });

  it('downloads a document for the reviewer and the admin, logging who opened what, and audits it', async () => {
    const [bls] = (await panel()).documents;
    const response = await get(`/api/console/shares/${shareId}/documents/${bls.id}`, reviewer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="BLSCard.pdf"');
    expect(response.rawPayload.toString('latin1')).toContain('eCard code 215603485721');
    expect((await get(`/api/console/shares/${shareId}/documents/${bls.id}`, admin)).statusCode).toBe(200);
    const log = (await panel()).log.filter((entry: { kind: string }) => entry.kind === 'downloaded');
    expect(log).toEqual([
      expect.objectContaining({ by: 'Riley Staff', what: 'BLSCard.pdf' }),
      expect.objectContaining({ by: 'Ada Staff', what: 'BLSCard.pdf' }),
    ]);
    const audited = await db()
      .selectFrom('audit_log')
      .select(['outcome', 'target_id'])
      .where('action', '=', 'console.shares.document')
      .execute();
    expect(audited.filter((row) => row.outcome === 'success' && row.target_id === bls.id)).toHaveLength(2);
  });

  it('refuses a signed-out caller 401, a clinician and a recruiter 403, another group 404', async () => {
    const [bls] = (await panel()).documents;
    const url = `/api/console/shares/${shareId}/documents/${bls.id}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, clinician)).statusCode).toBe(403);
    expect((await get(url, recruiter)).statusCode).toBe(403);
    const missing = await get(
      `/api/console/shares/${shareId}/documents/00000000-0000-4000-8000-000000000000`,
      reviewer,
    );
    const foreign = await get(url, otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('reaches no document that is not in the share, not even the clinician’s own by its id', async () => {
    for (const id of [ids.optional, ids.cv, ids.bls, ids.titer]) {
      const response = await get(`/api/console/shares/${shareId}/documents/${id}`, reviewer);
      expect(response.statusCode, id).toBe(404);
    }
    expect((await get(`/api/console/shares/${shareId}/documents/not-a-uuid`, reviewer)).statusCode).toBe(400);
  });

  it('puts the receipt and then every shared document’s pages in the packet', async () => {
    const receipt = await get(`/api/presentations/${shareId}/receipt.pdf`, clinician);
    expect(receipt.statusCode).toBe(200);
    const consent = (await panel()).documents[2];
    const consentPdf = await get(`/api/console/shares/${shareId}/documents/${consent.id}`, reviewer);
    expect(consentPdf.statusCode).toBe(200);
    const packet = await get(`/api/console/shares/${shareId}/packet.pdf`, reviewer);
    expect(packet.statusCode).toBe(200);
    const receiptPages = await pagesOf(receipt.rawPayload);
    const consentPages = await pagesOf(consentPdf.rawPayload);
    expect(consentPages).toBeGreaterThan(0);
    // The BLS card and the titer are one page each.
    expect(await pagesOf(packet.rawPayload)).toBe(receiptPages + 2 + consentPages);
    expect(packet.rawPayload.toString('latin1')).toContain('eCard code 215603485721');
    expect(packet.rawPayload.toString('latin1')).toContain('Hepatitis B surface antibody titer');
    expect(packet.rawPayload.toString('latin1')).not.toContain('Curriculum vitae');
  });

  it('lists a document the clinician deleted since as unavailable: 404, and named in the packet', async () => {
    const receiptPages = await pagesOf(
      (await get(`/api/presentations/${shareId}/receipt.pdf`, clinician)).rawPayload,
    );
    const before = await pagesOf(
      (await get(`/api/console/shares/${shareId}/packet.pdf`, reviewer)).rawPayload,
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/${ids.bls}?confirm=true`,
      headers: clinician.headers(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [bls] = (await panel()).documents;
    expect(bls).toMatchObject({ name: 'BLSCard.pdf', available: false });
    expect((await get(`/api/console/shares/${shareId}/documents/${bls.id}`, reviewer)).statusCode).toBe(404);
    const packet = await get(`/api/console/shares/${shareId}/packet.pdf`, reviewer);
    // The card's page is gone; one page lists what could not be embedded.
    expect(await pagesOf(packet.rawPayload)).toBe(before);
    expect(before).toBeGreaterThan(receiptPages + 2);
    expect(packet.rawPayload.toString('latin1')).not.toContain('eCard code');
  });

  it('answers 410 for a document once the clinician ended the share', async () => {
    const [, , consent] = (await panel()).documents;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${shareId}`,
      headers: clinician.headers(),
    });
    expect(ended.statusCode).toBe(200);
    expect((await get(`/api/console/shares/${shareId}/documents/${consent.id}`, reviewer)).statusCode).toBe(
      410,
    );
  });
});
