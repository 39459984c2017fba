import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/helpers/test-app';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import { presentCredential } from '../issuer/issuer.service';
import { verifyPresentation, type DocumentFetcher } from '../issuer/verify';
import type { MailMessage } from '../mail/mailer';
import { loadServerSecrets } from '../secrets/secrets.service';
import { signedInClinician } from '../work-history/work-history-test-support';
import {
  START,
  clinicianWithJob,
  createVerificationApp,
  tokenMailedTo,
  validRecord,
  validSignature,
} from '../work-verification/work-verification-test-support';

// Issue 16: "A signed verification becomes a work_verification credential offer in the wallet" (decision 042).

let t: TestApp;
let clock: { now: Date };
let sent: MailMessage[];

beforeEach(async () => {
  ({ t, clock, sent } = await createVerificationApp());
});
afterEach(async () => {
  await t.close();
});

interface Listed {
  id: string;
  schema_name: string;
  category: string;
  name: string;
  status: string;
  fields: Record<string, unknown>;
  evidence: Record<string, unknown>;
  portable?: { vct: string; sd_jwt: string } | null;
}

/** A clinician whose position's verifier has signed; the signature request id and the stored hash. */
async function signedFor() {
  const clinician = await clinicianWithJob(t);
  await clinician.send();
  const token = tokenMailedTo(sent, 'chair@mercy.test');
  clock.now = new Date(START.getTime() + 60_000);
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/work_verification',
    payload: {
      token,
      record: validRecord({ discipline: true, discipline_details: 'A written warning in 2016.' }),
      signature: validSignature(),
    },
  });
  expect(signed.statusCode).toBe(200);
  const requestId = signed.json().data.signature_request_id as string;
  const row = await t.database.db
    .selectFrom('work_verifications')
    .select(['record_hash', 'signed_at'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  const credentials = async (session = clinician.session) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/credential',
      headers: session.headers(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.credentials as Listed[];
  };
  const accept = (id: string, session = clinician.session) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/credential',
      headers: session.headers(),
      payload: { id, attested: true },
    });
  return { clinician, requestId, recordHash: row.record_hash!, signedAt: clock.now, credentials, accept };
}

describe('a signed work verification in the wallet', () => {
  it('becomes a work_verification offer: the verifier’s fields, evidence = the signature record’s hash and time', async () => {
    const { requestId, recordHash, signedAt, credentials } = await signedFor();
    const offers = (await credentials()).filter((c) => c.schema_name === 'work_verification');
    expect(offers).toHaveLength(1);
    const offer = offers[0]!;
    expect(offer).toMatchObject({
      status: 'offered',
      category: 'work',
      name: 'Work verification, Mercy Hospital',
      evidence: {
        source: 'work_verification',
        origin: 'verifier',
        method: 'primary_source',
        checked_at: signedAt.toISOString(),
        record_sha256: recordHash,
        verification_id: null,
      },
    });
    expect(offer.fields).toEqual({
      first_name: 'Test',
      last_name: 'Clinician',
      institution: 'Mercy Hospital',
      department: 'Medicine',
      role: 'Hospitalist',
      start_date: '01/2015',
      good_standing: 'True',
      privileges: 'False',
      discipline: 'True',
      discipline_details: 'A written warning in 2016.',
      drug_history: 'False',
      condition: 'False',
      carrier: 'MedPro Group',
      verifier_name: 'Dana Okafor',
      verifier_title: 'Chair of Medicine',
      signature_request_id: requestId,
      record_sha256: recordHash,
      signed_at: signedAt.toISOString(),
    });
    // The date of birth the verifier confirmed stays in the signed record only.
    expect(offer.fields).not.toHaveProperty('date_of_birth');
  });

  it('accepting it adds it to the wallet, issues it as an SD-JWT VC and marks the work verification verified', async () => {
    const { clinician, credentials, accept, recordHash } = await signedFor();
    await writeIdVerificationStatus(t.database.db, clinician.user.id, 'finished');
    const offer = (await credentials()).find((c) => c.schema_name === 'work_verification')!;
    const accepted = await accept(offer.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'added' });
    expect((await clinician.list()).items[0]!.request).toMatchObject({ status: 'verified' });

    const held = (await credentials()).find((c) => c.id === offer.id)!;
    const origin = t.config.PUBLIC_ORIGIN;
    expect(held.portable).toMatchObject({ vct: `${origin}/vct/work_verification/v1` });

    // Anyone verifies it from the public documents alone.
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    const deps = { db: t.database.db, clock: () => new Date(clock.now), config: t.config, secrets };
    const fetchDocument: DocumentFetcher = async (url, acceptHeader) => {
      const target = new URL(url);
      if (target.origin !== origin) throw new Error(`no route to ${target.origin}`);
      const response = await t.app.inject({
        method: 'GET',
        url: target.pathname,
        headers: { accept: acceptHeader },
      });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.body,
      };
    };
    const presentation = await presentCredential(deps, {
      userId: clinician.user.id,
      sdJwt: held.portable!.sd_jwt,
      disclose: ['institution', 'role', 'record_sha256'],
      audience: 'https://verifier.example',
      nonce: 'n-1',
    });
    const verified = await verifyPresentation({
      presentation,
      audience: 'https://verifier.example',
      nonce: 'n-1',
      trustedIssuers: [origin],
      fetchDocument,
      now: new Date(clock.now),
    });
    expect(verified).toMatchObject({ vct: `${origin}/vct/work_verification/v1` });
    expect(verified.claims).toMatchObject({
      institution: 'Mercy Hospital',
      role: 'Hospitalist',
      record_sha256: recordHash,
    });
  });

  it('accepted before identity is verified, it waits for identity; the work verification is verified at once', async () => {
    const { clinician, credentials, accept } = await signedFor();
    const offer = (await credentials()).find((c) => c.schema_name === 'work_verification')!;
    expect((await accept(offer.id)).json().data).toMatchObject({
      status: 'pending_verification',
      awaiting_identity: true,
    });
    expect((await clinician.list()).items[0]!.request).toMatchObject({ status: 'verified' });
  });

  it('is not disputed through a source re-check (409): the verifier is asked again instead', async () => {
    const { clinician, credentials } = await signedFor();
    const offer = (await credentials()).find((c) => c.schema_name === 'work_verification')!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/credential',
      headers: clinician.session.headers(),
      payload: { id: offer.id, action: 'dispute', reason: 'The dates are wrong.' },
    });
    expect(response.statusCode).toBe(409);
    expect((await credentials()).find((c) => c.id === offer.id)).toMatchObject({ status: 'offered' });
  });

  it('another clinician’s work_verification offer answers the 404 of a missing one, and stays unverified', async () => {
    const { clinician, credentials } = await signedFor();
    const offer = (await credentials()).find((c) => c.schema_name === 'work_verification')!;
    const other = await signedInClinician(t);
    const theirs = await t.app.inject({
      method: 'PATCH',
      url: '/api/credential',
      headers: other.session.headers(),
      payload: { id: offer.id, attested: true },
    });
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/credential',
      headers: other.session.headers(),
      payload: { id: '00000000-0000-4000-8000-000000000000', attested: true },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual(missing.json().error);
    expect((await clinician.list()).items[0]!.request).toMatchObject({ status: 'signed' });
    expect((await credentials(other.session)).filter((c) => c.schema_name === 'work_verification')).toEqual(
      [],
    );
  });

  it('declining it leaves the work verification signed', async () => {
    const { clinician, credentials } = await signedFor();
    const offer = (await credentials()).find((c) => c.schema_name === 'work_verification')!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/credential',
      headers: clinician.session.headers(),
      payload: { id: offer.id, action: 'decline' },
    });
    expect(response.statusCode).toBe(200);
    expect((await clinician.list()).items[0]!.request).toMatchObject({ status: 'signed' });
  });
});
