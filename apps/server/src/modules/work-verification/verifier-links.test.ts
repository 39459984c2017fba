import { randomUUID } from 'node:crypto';
import { WORK_VERIFICATION_CONSENT_VERSION } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import { hashToken } from '../../lib/one-time-token';
import type { MailMessage } from '../mail/mailer';
import {
  DAY_MS,
  START,
  clinicianWithJob,
  createVerificationApp,
  tokenMailedTo,
  validRecord,
  validSignature,
} from './work-verification-test-support';

// The verifier's public calls reached only by the link's token (decision 039): each one answers a dead link
// (unknown, expired, used) exactly like an unknown one, and the consent call checks the consent version.
// Each test sends its own link; the clock only moves forward within a test.

describe('the verifier’s link on every public call', () => {
  let t: TestApp;
  let clock: { now: Date };
  let sent: MailMessage[];

  beforeAll(async () => {
    ({ t, clock, sent } = await createVerificationApp());
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new request and its link, sent at the clock's time. */
  async function link() {
    clock.now = new Date(START);
    const email = `chair-${randomUUID().slice(0, 8)}@mercy.test`;
    const clinician = await clinicianWithJob(t);
    expect((await clinician.send({ name: 'Dana Okafor', email })).statusCode).toBeLessThan(300);
    return tokenMailedTo(sent, email);
  }
  const consent = (token: string, consentVersion = WORK_VERIFICATION_CONSENT_VERSION) =>
    t.app.inject({
      method: 'POST',
      url: '/api/work_verification/consent',
      payload: { token, consent_version: consentVersion },
    });
  const submit = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/work_verification',
      payload: { token, record: validRecord({ send_confirmation: false }), signature: validSignature() },
    });
  const decline = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/work_verification/decline',
      payload: { token, reason: 'I never supervised this clinician.' },
    });
  const unknownLink = { code: 'request.not-found', message: expect.stringContaining('no longer valid') };
  const deadLink = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(404);
    expect((response.json() as { error: unknown }).error).toEqual(unknownLink);
  };

  it('consent: an unknown token answers the unknown link', async () => {
    deadLink(await consent('B'.repeat(43)));
  });

  it('consent: works until 30 days after the link was sent, not at 30 days', async () => {
    const token = await link();
    clock.now = new Date(START.getTime() + 30 * DAY_MS - 1);
    const answer = await consent(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ consented_at: clock.now.toISOString() });
    clock.now = new Date(START.getTime() + 30 * DAY_MS);
    deadLink(await consent(token));
    deadLink(await decline(token));
  });

  it('consent: refuses another consent version with 400 and records no consent', async () => {
    const token = await link();
    const refused = await consent(token, '1999-01-01');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'consent_version', message: 'work-verification.consent-version' },
    ]);
    const row = await t.database.db
      .selectFrom('work_verification_tokens as k')
      .innerJoin('work_verifications as v', 'v.id', 'k.verification_id')
      .select(['v.consented_at', 'v.consent_version'])
      .where('k.token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ consented_at: null, consent_version: null });
  });

  it('a signed link is used: consent, a second signature and decline answer the unknown link', async () => {
    const token = await link();
    expect((await submit(token)).statusCode).toBe(200);
    deadLink(await consent(token));
    deadLink(await submit(token));
    deadLink(await decline(token));
  });

  it('a declined link is dead for every call, the document included', async () => {
    const token = await link();
    expect((await decline(token)).statusCode).toBe(200);
    deadLink(await consent(token));
    deadLink(await submit(token));
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/work_verification_document?token=${token}&document=${randomUUID()}`,
    });
    deadLink(document);
  });

  it('the document needs the token that signed it: another request’s link with the right id answers 404', async () => {
    const signer = await link();
    const documentId = (await submit(signer)).json().data.document as string;
    const other = await link();
    expect((await submit(other)).statusCode).toBe(200);
    const read = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/work_verification_document?token=${token}&document=${documentId}`,
      });
    expect((await read(signer)).statusCode).toBe(200);
    deadLink(await read(other));
  });
});
