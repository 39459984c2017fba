import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { SUBSCRIBER_ACTIONS, type Share, type ShareChecklist } from '@credence/shared';
import { digest } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { PDFDocument } from 'pdf-lib';
import type { Bundle, Practitioner, VerificationResult } from 'fhir/r4';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { insertCredential } from '../credentials/credentials.repository';
import { valuesHash } from '../credentials/offers';
import { issuePortable } from '../credentials/portable';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import type { IssuerDeps } from '../issuer/issuer.service';
import { PresentationRejected, verifyPresentation, type DocumentFetcher } from '../issuer/verify';
import { loadServerSecrets } from '../secrets/secrets.service';
import { shareBundle } from './fhir';

// Issue 17, "Done when" (tests): the stored presentation verifies with @sd-jwt/sd-jwt-vc using only the public
// issuer metadata and status list; it does not contain a left-out field; replayed with another audience or
// nonce it fails; after "end access" the organization can no longer open it; another clinician's
// subscription answers 404; bad input 400.

const DAY = 24 * 60 * 60 * 1000;
const SIGNATURE = { full_name: 'Maria Delgado-Reyes', confirmed: true };
const ATTESTATIONS = { accurate: true, authorize: true, 'notify-changes': true };

// Order-dependent (issue 21 deliverable 6, left open): its tests build on what earlier ones saved, so they
// run in written order while the rest of the suite runs shuffled. Remove `shuffle: false` once each test
// makes its own data (seed 1 of `vitest --sequence.shuffle` failed it).
describe('sharing with an organization', { shuffle: false }, () => {
  let t: TestApp;
  let clock: TestClock;
  let deps: IssuerDeps;
  let ORIGIN: string;
  let fetchDocument: DocumentFetcher;
  let maria: TestUser;
  let session: TestSession;
  let other: TestUser;
  let otherSession: TestSession;
  let staff: TestUser;
  let staffSession: TestSession;
  let otherStaffSession: TestSession;
  let groupId: string;
  let subscriptionId: string;
  let otherSubscriptionId: string;
  let taskId: string;
  let licenseId: string;
  let deaId: string;

  const db = () => t.database.db;

  async function credential(
    userId: string,
    schema: 'rn_license' | 'dea',
    fields: Record<string, string>,
    verifiedDaysAgo: number,
  ) {
    const at = new Date(clock().getTime() - verifiedDaysAgo * DAY);
    const row = await insertCredential(db(), {
      user_id: userId,
      source: schema,
      schema_name: schema,
      item_key: `${schema}|${Object.values(fields).join('|')}`,
      name: schema === 'dea' ? 'DEA registration' : 'Wisconsin RN license',
      status: 'added',
      fields: JSON.stringify(fields),
      values_hash: valuesHash(fields),
      origin: schema,
      method: 'primary_source',
      expires_on: '2028-02-28',
      verified_at: at,
      checked_at: at,
      offered_at: at,
      accepted_at: at,
      created_at: at,
      updated_at: at,
    });
    expect(await issuePortable(deps, row.id)).toBe(true);
    return row.id;
  }

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp({}, { deps: { clock } });
    ORIGIN = t.config.PUBLIC_ORIGIN;
    const secrets = await loadServerSecrets({ db: db(), config: t.config });
    deps = { db: db(), clock, config: t.config, secrets };
    // What an outside verifier reaches over HTTP (the public documents); the app's inject stands in for it.
    fetchDocument = async (url, accept) => {
      const target = new URL(url);
      if (target.origin !== ORIGIN) throw new Error(`no route to ${target.origin}`);
      const response = await t.app.inject({ method: 'GET', url: target.pathname, headers: { accept } });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.body,
      };
    };

    const group = await db()
      .insertInto('subscriber_groups')
      .values({ slug: 'lakeside-clinic', name: 'Lakeside Clinic', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupId = group.id;
    const requirement = await db()
      .insertInto('application_requirements')
      .values({
        subscriber_group_id: groupId,
        name: 'Nurse onboarding',
        application_config: JSON.stringify({ share: { purpose: 'Credentialing', retention_days: 365 } }),
        credential_set: JSON.stringify(['rn_license', 'dea', 'npdb']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const task = await db()
      .insertInto('subscriber_group_tasks')
      .values({
        subscriber_group_id: groupId,
        app_req_id: requirement.id,
        name: 'Upload your BLS card',
        type: 'document',
        required_for_share: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    maria = await createUser(db(), { firstName: 'Maria', lastName: 'Delgado-Reyes' });
    other = await createUser(db(), { firstName: 'Olive', lastName: 'Other' });
    staff = await createUser(db(), {
      firstName: 'Casey',
      lastName: 'Staff',
      accessLevel: 'admin',
      actions: [...SUBSCRIBER_ACTIONS],
      subscriberGroupId: groupId,
    });
    const otherGroup = await db()
      .insertInto('subscriber_groups')
      .values({ slug: 'elsewhere', name: 'Elsewhere', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherStaff = await createUser(db(), {
      accessLevel: 'admin',
      actions: [...SUBSCRIBER_ACTIONS],
      subscriberGroupId: otherGroup.id,
    });
    for (const user of [maria, other]) {
      await writeIdVerificationStatus(db(), user.id, 'finished');
    }
    const subs = await db()
      .insertInto('subscriptions')
      .values(
        [maria, other].map((user) => ({
          user_id: user.id,
          subscriber_group_id: groupId,
          app_req_id: requirement.id,
          status: 'active' as const,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    subscriptionId = subs.find((s) => s.user_id === maria.id)!.id;
    otherSubscriptionId = subs.find((s) => s.user_id === other.id)!.id;
    const clinicianTask = await db()
      .insertInto('clinician_tasks')
      .values({ user_id: maria.id, subscriber_group_task_id: task.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    taskId = clinicianTask.id;

    licenseId = await credential(
      maria.id,
      'rn_license',
      {
        license_board: 'WI',
        license_number: 'RN-4471',
        expiration_date: '2028-02-28',
        license_status: 'Active',
        initial_date: '2012-06-01',
      },
      10,
    );
    session = await signIn(t.app, maria);
    otherSession = await signIn(t.app, other);
    staffSession = await signIn(t.app, staff);
    otherStaffSession = await signIn(t.app, otherStaff);
  });
  afterAll(() => t.close());

  const checklist = async (id = subscriptionId, s = session) =>
    t.app.inject({ method: 'GET', url: `/api/presentations/checklist/${id}`, headers: s.headers() });
  const share = (payload: Record<string, unknown>, s = session) =>
    t.app.inject({ method: 'POST', url: '/api/presentations', headers: s.headers(), payload });

  it('is not ready while a credential type is missing, stale, or a task is open, and says where to fix each', async () => {
    // The DEA registration was verified 130 days ago: older than the 120-day window.
    deaId = await credential(
      maria.id,
      'dea',
      { dea: 'MD7305180', state: 'WI', expiration_date: '2028-02-28' },
      130,
    );
    const response = await checklist();
    expect(response.statusCode).toBe(200);
    const data = response.json().data as ShareChecklist;
    expect(data).toMatchObject({
      ready: false,
      window_days: 120,
      organization: { name: 'Lakeside Clinic' },
      purpose: 'Credentialing',
      retention_days: 365,
    });
    const byKey = Object.fromEntries(data.items.map((item) => [item.key, item]));
    expect(byKey.rn_license).toMatchObject({ status: 'ok', credential_id: licenseId });
    expect(byKey.dea).toMatchObject({
      status: 'stale',
      credential_id: deaId,
      fix: { path: '/credentials', action: 'reverify' },
    });
    expect(byKey.npdb).toMatchObject({ status: 'organization_checks' });
    expect(byKey[taskId]).toMatchObject({ kind: 'task', status: 'todo', fix: { path: `/task/${taskId}` } });

    expect(
      (
        await share({ subscription_id: subscriptionId, attestations: ATTESTATIONS, signature: SIGNATURE })
      ).json(),
    ).toMatchObject({ error: { code: 'share.not-ready' } });
  });

  it('a revoked credential cannot stand for its type', async () => {
    await db().updateTable('credentials').set({ status: 'revoked' }).where('id', '=', deaId).execute();
    const data = (await checklist()).json().data as ShareChecklist;
    expect(data.items.find((item) => item.key === 'dea')).toMatchObject({ status: 'revoked' });
  });

  it('is ready once every item is, and lists each field as always shown, required or optional', async () => {
    deaId = await credential(
      maria.id,
      'dea',
      { dea: 'MD7305181', state: 'WI', expiration_date: '2028-02-28', drug_schedule: '2 3 4 5' },
      3,
    );
    await db()
      .updateTable('clinician_tasks')
      .set({ task_status: 'submitted' })
      .where('id', '=', taskId)
      .execute();
    const data = (await checklist()).json().data as ShareChecklist;
    expect(data.ready).toBe(true);
    const license = data.credentials.find((c) => c.id === licenseId)!;
    const disclosure = Object.fromEntries(license.fields.map((f) => [f.name, f.disclosure]));
    expect(disclosure).toMatchObject({
      license_number: 'required',
      expiration_date: 'required',
      initial_date: 'optional',
      license_board: 'optional',
    });
    expect(data.credentials.map((c) => c.id).sort()).toEqual([licenseId, deaId].sort());
  });

  let stored: Share;

  it('refuses bad input with 400: a required field left out, a missing attestation, a wrong name', async () => {
    const cases = [
      {
        subscription_id: subscriptionId,
        omit: { [licenseId]: ['license_number'] },
        attestations: ATTESTATIONS,
        signature: SIGNATURE,
      },
      { subscription_id: subscriptionId, attestations: { accurate: true }, signature: SIGNATURE },
      {
        subscription_id: subscriptionId,
        attestations: ATTESTATIONS,
        signature: { ...SIGNATURE, confirmed: false },
      },
      { subscription_id: 'not-a-uuid', attestations: ATTESTATIONS, signature: SIGNATURE },
      {
        subscription_id: subscriptionId,
        attestations: ATTESTATIONS,
        signature: { full_name: 'Maria\u0000', confirmed: true },
      },
    ];
    for (const payload of cases) expect((await share(payload)).statusCode).toBe(400);
    const wrongName = await share({
      subscription_id: subscriptionId,
      attestations: ATTESTATIONS,
      signature: { full_name: 'Someone Else', confirmed: true },
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().error.code).toBe('share.signature-mismatch');
  });

  it("another clinician's subscription answers 404, and no session 401", async () => {
    expect((await checklist(otherSubscriptionId)).statusCode).toBe(404);
    expect(
      (
        await share({
          subscription_id: otherSubscriptionId,
          attestations: ATTESTATIONS,
          signature: SIGNATURE,
        })
      ).statusCode,
    ).toBe(404);
    expect((await checklist(subscriptionId, otherSession)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/presentations/checklist/${subscriptionId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shares only the chosen fields, bound to the organization, verified at once', async () => {
    const response = await share({
      subscription_id: subscriptionId,
      omit: { [licenseId]: ['initial_date'] },
      attestations: ATTESTATIONS,
      signature: SIGNATURE,
    });
    expect(response.statusCode).toBe(201);
    stored = response.json().data as Share;
    expect(stored).toMatchObject({ status: 'active', organization: { name: 'Lakeside Clinic' } });
    expect(stored.verified_at).not.toBeNull();
    const license = stored.credentials.find((c) => c.credential_id === licenseId)!;
    expect(license.omitted).toEqual(['initial_date']);
    expect(license.disclosed).toEqual(
      expect.arrayContaining(['license_number', 'expiration_date', 'license_board']),
    );
    expect(license.disclosed).not.toContain('initial_date');
  });

  it('the stored presentation verifies with @sd-jwt/sd-jwt-vc from the public documents alone, without the left-out field', async () => {
    const row = await db()
      .selectFrom('shares')
      .selectAll()
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    const item = (row.items as { credential_id: string; presentation: string }[]).find(
      (i) => i.credential_id === licenseId,
    )!;
    const metadata = JSON.parse(
      (await fetchDocument(`${ORIGIN}/.well-known/jwt-vc-issuer`, 'application/json')).body,
    ) as {
      jwks: { keys: ({ kid: string } & Record<string, unknown>)[] };
    };
    const es256 = (jwk: Record<string, unknown>, data: string, signature: string) =>
      verifySignature(
        'sha256',
        Buffer.from(data),
        { key: createPublicKey({ key: jwk as never, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
    const headerKid = (data: string) =>
      (JSON.parse(Buffer.from(data.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
    const verifier = new SDJwtVcInstance({
      hasher: digest,
      hashAlg: 'sha-256',
      verifier: (data: string, signature: string) => {
        const key = metadata.jwks.keys.find((k) => k.kid === headerKid(data));
        return key ? es256(key, data, signature) : false;
      },
      kbVerifier: (data: string, signature: string, payload: Record<string, unknown>) =>
        es256((payload.cnf as { jwk: Record<string, unknown> }).jwk, data, signature),
      statusListFetcher: async (uri: string) => (await fetchDocument(uri, 'application/statuslist+jwt')).body,
    });
    const result = await verifier.verify(item.presentation, { keyBindingNonce: row.nonce });
    expect(result.kb?.payload.aud).toBe(`${ORIGIN}/organizations/lakeside-clinic`);
    expect(result.payload).toMatchObject({ license_number: 'RN-4471', expiration_date: '2028-02-28' });
    expect(result.payload).not.toHaveProperty('initial_date');
    // Nothing in the presentation text carries the value either.
    const decoded = item.presentation
      .split('~')
      .slice(1, -1)
      .map((d) => Buffer.from(d, 'base64url').toString());
    expect(decoded.join(' ')).not.toContain('2012-06-01');

    // Replayed with another nonce the library itself refuses; another audience our verifier refuses.
    await expect(verifier.verify(item.presentation, { keyBindingNonce: 'another-nonce' })).rejects.toThrow();
    const reason = (input: { audience: string; nonce: string }) =>
      verifyPresentation({
        presentation: item.presentation,
        trustedIssuers: [ORIGIN],
        fetchDocument,
        ...input,
      }).then(
        () => 'accepted',
        (error: unknown) => (error instanceof PresentationRejected ? error.reason : String(error)),
      );
    expect(await reason({ audience: row.audience, nonce: row.nonce })).toBe('accepted');
    expect(await reason({ audience: 'https://another.example', nonce: row.nonce })).toBe('audience');
    expect(await reason({ audience: row.audience, nonce: 'another-nonce' })).toBe('nonce');
  });

  it('gives a consent receipt of the share, as JSON and as PDF, to its clinician only', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/presentations/${stored.id}/receipt`,
      headers: session.headers(),
    });
    expect(json.statusCode).toBe(200);
    const receipt = json.json().data;
    expect(receipt).toMatchObject({
      share_id: stored.id,
      clinician: { name: 'Maria Delgado-Reyes' },
      organization: { name: 'Lakeside Clinic' },
      purpose: 'Credentialing',
      retention_days: 365,
      signature: { full_name: 'Maria Delgado-Reyes' },
      binding: { audience: `${ORIGIN}/organizations/lakeside-clinic` },
    });
    expect(receipt.attestations).toHaveLength(3);
    const license = receipt.credentials.find((c: { credential_id: string }) => c.credential_id === licenseId);
    expect(license.omitted).toEqual(['initial_date']);
    expect(license.disclosed).not.toContain('initial_date');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/presentations/${stored.id}/receipt.pdf`,
      headers: session.headers(),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(pdf.rawPayload);
    expect(loaded.getTitle()).toBe(`Consent receipt ${stored.id}`);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    for (const url of [
      `/api/presentations/${stored.id}/receipt`,
      `/api/presentations/${stored.id}/receipt.pdf`,
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: otherSession.headers() })).statusCode).toBe(
        404,
      );
  });

  it('exports what was shared as a FHIR R4 Bundle: Practitioner qualifications (Da Vinci PDex) and one VerificationResult per verified item', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/presentations/${stored.id}/fhir`,
      headers: session.headers(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/fhir+json');
    // Type-checked against @types/fhir 0.0.44 (FHIR R4): shareBundle's return type is fhir/r4 Bundle.
    const bundle = response.json() as Bundle;
    expectTypeOf(shareBundle).returns.toEqualTypeOf<Bundle>();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const resources = (bundle.entry ?? []).map((entry) => entry.resource!);
    const practitioner = resources.find((r): r is Practitioner => r.resourceType === 'Practitioner')!;
    expect(practitioner.name).toEqual([{ family: 'Delgado-Reyes', given: ['Maria'] }]);
    expect(practitioner.qualification).toHaveLength(2);
    const license = practitioner.qualification!.find((q) => q.identifier?.[0]?.value === 'RN-4471')!;
    expect(license.code.coding).toEqual([
      { system: 'http://terminology.hl7.org/CodeSystem/v2-0360', code: 'RN', display: 'Registered Nurse' },
    ]);
    expect(license.extension![0]!.url).toBe(
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/practitioner-qualification',
    );
    expect(license.extension![0]!.extension).toContainEqual({ url: 'status', valueCode: 'active' });
    // The initial date was left out: the period holds only the expiry.
    expect(license.period).toEqual({ end: '2028-02-28' });
    const results = resources.filter((r): r is VerificationResult => r.resourceType === 'VerificationResult');
    expect(results).toHaveLength(stored.credentials.length);
    const urls = new Set((bundle.entry ?? []).map((entry) => entry.fullUrl));
    for (const result of results) {
      expect(result).toMatchObject({
        status: 'validated',
        validationType: { coding: [{ code: 'primary' }] },
      });
      expect(urls.has(result.target![0]!.reference)).toBe(true);
      const index = Number(/qualification\[(\d+)\]/.exec(result.targetLocation![0]!)![1]);
      expect(practitioner.qualification![index]).toBeDefined();
    }
    expect(resources.some((r) => r.resourceType === 'PractitionerRole')).toBe(true);

    // The organization's download is recorded for the clinician; another clinician's share is a 404.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/org/shares/${stored.id}/fhir`,
      headers: staffSession.headers(),
    });
    expect(download.statusCode).toBe(200);
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/presentations',
      headers: session.headers(),
    });
    const mine = (activity.json().data as Share[]).find((s) => s.id === stored.id)!;
    expect(mine.events.map((e) => e.kind)).toContain('downloaded');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/presentations/${stored.id}/fhir`,
      headers: otherSession.headers(),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('keeps the adopted spelling of the signature for later shares', async () => {
    const wrong = await share({
      subscription_id: subscriptionId,
      attestations: ATTESTATIONS,
      signature: { full_name: 'maria delgado-reyes', confirmed: true },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('share.signature-mismatch');
    const checklistData = (await checklist()).json().data as ShareChecklist;
    expect(checklistData.adopted_signature).toBe('Maria Delgado-Reyes');
  });

  it("lets the organization's staff read it (each view recorded for the clinician), not other organizations", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/org/shares',
      headers: staffSession.headers(),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: stored.id,
        clinician: { name: 'Maria Delgado-Reyes' },
        credential_count: 2,
      }),
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/org/shares/${stored.id}`,
      headers: staffSession.headers(),
    });
    expect(read.statusCode).toBe(200);
    const license = (
      read.json().data.credentials as {
        credential_id: string;
        verification: string;
        claims: Record<string, unknown>;
      }[]
    ).find((c) => c.credential_id === licenseId)!;
    expect(license.verification).toBe('verified');
    expect(license.claims).toHaveProperty('license_number', 'RN-4471');
    expect(license.claims).not.toHaveProperty('initial_date');

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/org/shares/${stored.id}`,
      headers: otherStaffSession.headers(),
    });
    expect(elsewhere.statusCode).toBe(404);
    // A clinician is no organization's staff: no view_shares action.
    const clinician = await t.app.inject({
      method: 'GET',
      url: `/api/org/shares/${stored.id}`,
      headers: session.headers(),
    });
    expect(clinician.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/org/shares/${stored.id}` });
    expect(anonymous.statusCode).toBe(401);

    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/presentations',
      headers: session.headers(),
    });
    const mine = (activity.json().data as Share[]).find((s) => s.id === stored.id)!;
    expect(mine.events.map((e) => e.kind)).toEqual(['shared', 'downloaded', 'viewed']);
    expect(mine.events[1]!.by).toBe('Casey Staff');
    // Another clinician sees none of it, and cannot end it.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/presentations',
      headers: otherSession.headers(),
    });
    expect(theirs.json().data).toEqual([]);
    const endOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${stored.id}`,
      headers: otherSession.headers(),
    });
    expect(endOther.statusCode).toBe(404);
  });

  it('after "end access" the organization can no longer open it (410) nor list it', async () => {
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${stored.id}`,
      headers: session.headers(),
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'ended' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/org/shares/${stored.id}`,
      headers: staffSession.headers(),
    });
    expect(read.statusCode).toBe(410);
    expect(read.json().error.code).toBe('share.access-ended');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/org/shares/${stored.id}/fhir`,
      headers: staffSession.headers(),
    });
    expect(download.statusCode).toBe(410);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/org/shares',
      headers: staffSession.headers(),
    });
    expect(list.json().data).toEqual([]);
  });
});
