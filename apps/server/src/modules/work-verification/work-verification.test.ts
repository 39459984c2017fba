import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import { buffer } from 'node:stream/consumers';
import { redactUrl } from '../../lib/logger';
import { createObjectStorage } from '../../lib/storage';
import { hashToken } from '../../lib/one-time-token';
import type { MailMessage } from '../mail/mailer';
import { requirementFor, signedInClinician } from '../work-history/work-history-test-support';
import { canonicalJson, recordHashOf, sha256Hex } from './signed-record';
import {
  DAY_MS,
  START,
  clinicianWithJob,
  createVerificationApp,
  tokenMailedTo,
  validRecord,
  validSignature,
} from './work-verification-test-support';

let t: TestApp;
let clock: { now: Date };
let sent: MailMessage[];

beforeEach(async () => {
  ({ t, clock, sent } = await createVerificationApp());
});
afterEach(async () => {
  await t.close();
});

const open = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/work_verification?token=${encodeURIComponent(token)}` });
const submit = (token: string, record = validRecord(), signature = validSignature()) =>
  t.app.inject({ method: 'POST', url: '/api/work_verification', payload: { token, record, signature } });
const decline = (token: string, reason = 'I never supervised this clinician.') =>
  t.app.inject({ method: 'POST', url: '/api/work_verification/decline', payload: { token, reason } });
const document = (token: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/work_verification_document?token=${token}&document=${id}` });

/** The answer of a link nobody was ever sent: every dead link must answer exactly this. */
async function unknownLinkAnswer() {
  const response = await open('A'.repeat(43));
  expect(response.statusCode).toBe(404);
  return response.json().error as { code: string; message: string };
}
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('the clinician names a verifier', () => {
  it('lists the positions the requirement wants verified, and none when it does not', async () => {
    const clinician = await clinicianWithJob(t);
    const data = await clinician.list();
    expect(data.items.map((item) => item.item_id)).toEqual([clinician.job.id]);
    expect(data.items[0]!.request).toBeNull();
    expect(data.complete).toBe(false);

    const { appReqId } = await requirementFor(t.database.db, { subscribe: clinician.user.id });
    const none = await clinician.call('GET', `/api/work_verification_requests?app_req_id=${appReqId}`);
    expect(none.json().data).toMatchObject({ items: [], complete: true });
  });

  it('mails the verifier a link whose token is stored only as its SHA-256; the step is then complete', async () => {
    const clinician = await clinicianWithJob(t);
    const response = await clinician.send();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.request).toMatchObject({ status: 'pending', verifier_name: 'Dana Okafor' });
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.selectFrom('work_verification_tokens').selectAll().execute();
    expect(rows.map((row) => row.token_hash)).toEqual([hashToken(token)]);
    const stored = JSON.stringify(await t.database.db.selectFrom('work_verifications').selectAll().execute());
    expect(stored).not.toContain(token);
    expect(rows[0]!.expires_at.getTime() - START.getTime()).toBe(30 * DAY_MS);
    expect((await clinician.list()).complete).toBe(true);
    // The audit row has ids only, never the verifier's address.
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'work_verification.send')
      .execute();
    expect(JSON.stringify(audit)).not.toContain('mercy.test');
  });

  it('answers another clinician’s position with the 404 of a missing one', async () => {
    const owner = await clinicianWithJob(t);
    const other = await clinicianWithJob(t);
    const theirs = await other.send(undefined, owner.job.id);
    const missing = await other.send(undefined, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual(missing.json().error);
    expect(sent).toHaveLength(0);
  });

  it('re-sending kills the old link; changing the verifier mails the new one and kills the old', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const first = tokenMailedTo(sent, 'chair@mercy.test');
    await clinician.send();
    const second = tokenMailedTo(sent, 'chair@mercy.test');
    expect(second).not.toBe(first);
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(second)).statusCode).toBe(200);

    const changed = await clinician.send({ name: 'Lee Park', email: 'hr@mercy.test' });
    expect(changed.json().data.request).toMatchObject({ verifier_name: 'Lee Park', status: 'pending' });
    expect((await open(second)).statusCode).toBe(404);
    expect((await open(tokenMailedTo(sent, 'hr@mercy.test'))).statusCode).toBe(200);
  });

  it('refuses NUL bytes and lone surrogates in the verifier’s name with 400', async () => {
    const clinician = await clinicianWithJob(t);
    for (const name of ['Dana\u0000Okafor', 'Dana \uD800 Okafor']) {
      const response = await clinician.send({ name, email: 'chair@mercy.test' });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('the verifier’s link', () => {
  it('shows only what the verifier needs, and moves the request to in progress', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const response = await open(tokenMailedTo(sent, 'chair@mercy.test'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'clinician',
      'consent_version',
      'expires_at',
      'position',
      'verifier_name',
    ]);
    expect(data.clinician).toEqual({ first_name: 'Test', last_name: 'Clinician' });
    expect(data.position).toMatchObject({ institution: 'Mercy Hospital', role: 'Hospitalist' });
    expect(JSON.stringify(data)).not.toMatch(/mercy\.test|reference|address|217/);
    const [item] = (await clinician.list()).items;
    expect(item!.request).toMatchObject({ status: 'in_progress' });
  });

  it('works until 30 days after it was sent, not at 30 days', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    const unknown = await unknownLinkAnswer();
    clock.now = new Date(START.getTime() + 30 * DAY_MS - 1);
    expect((await open(token)).statusCode).toBe(200);
    clock.now = new Date(START.getTime() + 30 * DAY_MS);
    const expired = await open(token);
    expect(expired.statusCode).toBe(404);
    expect(errorOf(expired)).toEqual(unknown);
    expect(unknown.message).toContain('no longer valid');
    expect((await submit(token)).statusCode).toBe(404);
    // The monitoring pass settles the lapsed request as a verification error (retry by re-sending).
    await t.app.runMonitoringPass();
    const row = await t.database.db
      .selectFrom('work_verifications')
      .select(['status', 'error'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'error', error: 'expired' });
  });

  it('a tampered token answers like an unknown one', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const response = await open(tampered);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual(await unknownLinkAnswer());
    expect((await submit(tampered)).statusCode).toBe(404);
  });

  it('is never written to the log: the request logger keeps only the query’s names', () => {
    expect(redactUrl('/api/work_verification?token=secret-token-value')).toBe(
      '/api/work_verification?token=[redacted]',
    );
    expect(redactUrl('/api/work_verification_document?token=abc&document=def')).not.toMatch(/abc|def/);
  });
});

describe('signing', () => {
  it('stores the record with its signature record, whose hash is the stored record’s; the link then dies', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    clock.now = new Date(START.getTime() + 60_000);
    await open(token);
    clock.now = new Date(START.getTime() + 120_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/work_verification/consent',
      payload: { token, consent_version: validSignature().consent_version },
    });
    clock.now = new Date(START.getTime() + 180_000);
    const response = await submit(token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ confirmation_sent: true });

    const row = await t.database.db
      .selectFrom('work_verifications')
      .selectAll()
      .where('id', '=', data.signature_request_id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('signed');
    const signature = row.signature as Record<string, unknown> & { events: { event: string; at: string }[] };
    expect(signature).toMatchObject({
      signer: { name: 'Dana Okafor', title: 'Chair of Medicine', email: 'chair@mercy.test' },
      consent_version: validSignature().consent_version,
      record_sha256: row.record_hash,
      signed_at: clock.now.toISOString(),
    });
    expect(signature.intent).toContain('Dana Okafor');
    expect(signature.events.map((event) => [event.event, event.at])).toEqual([
      ['sent', START.toISOString()],
      ['opened', new Date(START.getTime() + 60_000).toISOString()],
      ['consented', new Date(START.getTime() + 120_000).toISOString()],
      ['signed', clock.now.toISOString()],
    ]);
    // The hash recomputed from the stored columns is the one signed…
    const recomputed = recordHashOf({
      signature_request_id: row.id,
      kind: row.kind,
      subject: row.subject,
      record: row.record as never,
      signer: signature.signer as never,
      intent: signature.intent as string,
      consent_version: signature.consent_version as string,
      signed_at: signature.signed_at as string,
    });
    expect(recomputed).toBe(row.record_hash);
    // …and any change to the stored record gives another.
    expect(
      sha256Hex(
        canonicalJson({
          signature_request_id: row.id,
          kind: row.kind,
          subject: row.subject,
          record: { ...(row.record as object), good_standing: false },
          signer: signature.signer,
          intent: signature.intent,
          consent_version: signature.consent_version,
          signed_at: signature.signed_at,
        }),
      ),
    ).not.toBe(row.record_hash);

    // The link no longer opens the form, and a second submission stores nothing.
    const unknown = await unknownLinkAnswer();
    expect(errorOf(await open(token))).toEqual(unknown);
    const again = await submit(token, validRecord({ good_standing: false, good_standing_details: 'x' }));
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toEqual(unknown);
    expect((await clinician.list()).items[0]!.request).toMatchObject({ status: 'signed' });
    // A signed verification is not sent again.
    expect((await clinician.send()).statusCode).toBe(409);
  });

  it('serves the signed PDF holding the record for 7 days, and e-mails it when asked', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    const data = (await submit(token)).json().data;
    const pdf = await document(token, data.document);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    for (const value of ['Mercy Hospital', 'Hospitalist', 'Chair of Medicine', 'MedPro Group', 'Audit trail'])
      expect(text).toContain(value);
    const row = await t.database.db
      .selectFrom('work_verifications')
      .select(['record_hash', 'document', 'document_storage_key'])
      .executeTakeFirstOrThrow();
    expect(text).toContain(row.record_hash);
    // Kept in the object storage, encrypted, not in the row (decision 052).
    expect(row.document).toBeNull();
    const stored = await buffer(await createObjectStorage(t.config).get(row.document_storage_key!));
    expect(stored.includes('%PDF')).toBe(false);
    expect(stored.includes('Mercy Hospital')).toBe(false);

    const confirmation = sent.find((message) => message.attachments?.length)!;
    expect(confirmation.to).toBe('chair@mercy.test');
    expect(confirmation.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(Buffer.from(confirmation.attachments![0]!.content).equals(pdf.rawPayload)).toBe(true);

    expect((await document(token, randomUUID())).statusCode).toBe(404);
    clock.now = new Date(START.getTime() + 7 * DAY_MS - 1);
    expect((await document(token, data.document)).statusCode).toBe(200);
    clock.now = new Date(START.getTime() + 7 * DAY_MS);
    expect((await document(token, data.document)).statusCode).toBe(404);
  });

  it('sends no copy when the verifier does not ask for one', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const toVerifier = () => sent.filter((message) => message.to === 'chair@mercy.test').length;
    const before = toVerifier();
    const response = await submit(
      tokenMailedTo(sent, 'chair@mercy.test'),
      validRecord({ send_confirmation: false }),
    );
    expect(response.json().data.confirmation_sent).toBe(false);
    expect(toVerifier()).toBe(before);
    expect(sent.some((message) => message.attachments?.length)).toBe(false);
  });

  it('refuses a signature that is not the verifier’s name, without consent or without the attestation', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    for (const [signature, path] of [
      [validSignature({ full_name: 'Someone Else' }), 'signature.full_name'],
      [validSignature({ consent: false }), 'signature.consent'],
      [validSignature({ attest: false }), 'signature.attest'],
      [validSignature({ consent_version: '1999-01-01' }), 'signature.consent_version'],
    ] as const) {
      const response = await submit(token, validRecord(), signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    // An adverse answer needs its explanation.
    const unexplained = await submit(token, validRecord({ discipline: true }));
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'record.discipline_details' }),
    );
    // Nothing was stored: the link still works.
    expect((await open(token)).statusCode).toBe(200);
  });

  it('refuses NUL bytes and lone surrogates in the record with 400, never 500', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    for (const value of ['Medi\u0000cine', 'Medi\uDC00cine']) {
      const response = await submit(token, validRecord({ department: value }));
      expect(response.statusCode).toBe(400);
    }
    const reason = await decline(token, 'no\u0000');
    expect(reason.statusCode).toBe(400);
  });
});

describe('declining', () => {
  it('"I cannot verify this" with a reason: the clinician sees a verification error with it; the link dies', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    const token = tokenMailedTo(sent, 'chair@mercy.test');
    const response = await decline(token);
    expect(response.statusCode).toBe(200);
    expect((await open(token)).statusCode).toBe(404);
    expect((await decline(token)).statusCode).toBe(404);
    const data = await clinician.list();
    expect(data.items[0]!.request).toMatchObject({
      status: 'error',
      error: 'declined',
      decline_reason: 'I never supervised this clinician.',
    });
    expect(data.complete).toBe(false);
    // Retry: sending again opens a new request.
    await clinician.send({ name: 'Lee Park', email: 'hr@mercy.test' });
    expect((await clinician.list()).items[0]!.request).toMatchObject({ status: 'pending', error: null });
  });

  it('needs a reason', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    expect((await decline(tokenMailedTo(sent, 'chair@mercy.test'), '  ')).statusCode).toBe(400);
  });
});

describe('reminders', () => {
  const pass = () => t.app.runMonitoringPass();
  const reminders = () => sent.filter((message) => message.subject.startsWith('Reminder'));

  it('go once at 3 days and once at 7 days to a verifier who has not answered, each with a working link', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    clock.now = new Date(START.getTime() + 3 * DAY_MS - 1);
    await pass();
    expect(reminders()).toHaveLength(0);
    clock.now = new Date(START.getTime() + 3 * DAY_MS);
    await pass();
    await pass();
    expect(reminders()).toHaveLength(1);
    expect((await open(tokenMailedTo(reminders(), 'chair@mercy.test'))).statusCode).toBe(200);
    clock.now = new Date(START.getTime() + 7 * DAY_MS - 1);
    await pass();
    expect(reminders()).toHaveLength(1);
    clock.now = new Date(START.getTime() + 7 * DAY_MS);
    await pass();
    await pass();
    expect(reminders()).toHaveLength(2);
    clock.now = new Date(START.getTime() + 20 * DAY_MS);
    await pass();
    expect(reminders()).toHaveLength(2);
  });

  it('never go once the verifier answered', async () => {
    const clinician = await clinicianWithJob(t);
    await clinician.send();
    await submit(tokenMailedTo(sent, 'chair@mercy.test'));
    clock.now = new Date(START.getTime() + 8 * DAY_MS);
    await pass();
    expect(reminders()).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('answers 429 past the per-address limit on the public calls', async () => {
    await t.close();
    ({ t, clock, sent } = await createVerificationApp({ RATE_LIMIT_PER_ADDRESS: '3' }));
    for (let i = 0; i < 3; i++) expect((await open('B'.repeat(43))).statusCode).toBe(404);
    const limited = await open('B'.repeat(43));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await submit('B'.repeat(43))).statusCode).toBe(429);
  });
});

describe('progress', () => {
  it('the verifications step is complete once every wanted item has a live request', async () => {
    const clinician = await clinicianWithJob(t);
    const step = async () => {
      const response = await clinician.call('GET', `/api/progress_steps?app_req_id=${clinician.appReqId}`);
      return (response.json().data.steps as { step: string; complete: boolean }[]).find(
        (entry) => entry.step === 'verifications',
      )?.complete;
    };
    expect(await step()).toBe(false);
    await clinician.send();
    expect(await step()).toBe(true);
  });

  it('a requirement the clinician is not subscribed to answers 404', async () => {
    const clinician = await signedInClinician(t);
    const { appReqId } = await requirementFor(t.database.db, {});
    const response = await clinician.call('GET', `/api/work_verification_requests?app_req_id=${appReqId}`);
    expect(response.statusCode).toBe(404);
  });
});
