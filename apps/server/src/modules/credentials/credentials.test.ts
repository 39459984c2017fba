import { isExcluded } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { offlineAdapterConfig } from '../../adapters/config';
import { createAdapters } from '../../adapters/registry';
import { refreshExclusionList } from '../exclusions/refresh';
import { EXCLUSION_SOURCES } from '../exclusions/sources';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import type { Mailer } from '../mail/mailer';
import { loadServerSecrets } from '../secrets/secrets.service';
import { writeValue } from '../self-attested/self-attested.repository';
import { runMonitoringPass, runVerificationJobs } from '../verifications/monitoring';
import type { VerificationDeps } from '../verifications/verifications.service';
import { insertTestOffer, NP_PROFILE } from './credentials-test-support';
import { onIdentityVerified } from './credentials.service';

interface Cred {
  id: string;
  schema_name: string;
  category: string;
  name: string;
  status: string;
  needs_review: boolean;
  awaiting_identity: boolean;
  fields: Record<string, unknown>;
  review: { field: string; source_value: unknown; attested_value: unknown; matches: boolean | null }[];
  evidence: { source: string; origin: string; method: string; checked_at: string };
  expires_on: string | null;
  dispute: null | { status: string; answer: string | null; reason: string };
  replaces: string | null;
  portable?: { format: string; vct: string } | null;
}

// Order-dependent (issue 21 deliverable 6, left open): its tests build on what earlier ones saved, so they
// run in written order while the rest of the suite runs shuffled. Remove `shuffle: false` once each test
// makes its own data (seed 1 of `vitest --sequence.shuffle` failed it).
describe('wallet offers and credentials', { shuffle: false }, () => {
  let t: TestApp;
  let clock: TestClock;
  let deps: VerificationDeps;
  let maria: TestUser;
  let session: TestSession;
  let stranger: TestSession;

  beforeAll(async () => {
    clock = testClock(Date.parse('2026-11-25T12:00:00Z'));
    const mailer: Mailer = { kind: 'outbox', send: async () => undefined };
    t = await createTestApp({}, { deps: { clock, mailer } });
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    deps = {
      db: t.database.db,
      clock,
      config: t.config,
      mailer,
      secrets,
      adapters: createAdapters(offlineAdapterConfig()),
    };
    maria = await createUser(t.database.db, { firstName: 'Maria', lastName: 'Delgado-Reyes' });
    session = await signIn(t.app, maria);
    stranger = await signIn(t.app, await createUser(t.database.db));
    for (const list of EXCLUSION_SOURCES) await refreshExclusionList(deps, list);
  });
  afterAll(() => t.close());

  const call = (s: TestSession | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: s ? s.headers() : {},
      ...(payload ? { payload } : {}),
    });
  const credentials = async (s: TestSession = session) => {
    const response = await call(s, 'GET', '/api/credential');
    expect(response.statusCode).toBe(200);
    return response.json().data as { credentials: Cred[]; in_progress: { source: string }[] };
  };
  const bySchema = async (schema: string) =>
    (await credentials()).credentials.filter((c) => c.schema_name === schema);
  const notices = (userId: string) =>
    t.database.db
      .selectFrom('notifications')
      .select(['type', 'title_key', 'title_params', 'payload'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('verification outcomes become offers of catalogue types, with evidence and the attested values beside', async () => {
    const saved = await call(session, 'POST', '/api/self_attested', {
      data: { ...NP_PROFILE, 'status|enrollment_status': 'in_progress' },
    });
    expect(saved.statusCode).toBe(200);
    await t.database.db.transaction().execute((trx) =>
      writeValue(trx, {
        userId: maria.id,
        actorId: null,
        key: 'basic_info|mobile_confirm',
        value: true,
        at: clock(),
      }),
    );
    await call(session, 'POST', '/api/self_attested', { data: { 'status|enrollment_status': 'finished' } });
    // While the jobs wait, the sources show as in progress.
    const waiting = await credentials();
    expect(waiting.credentials).toEqual([]);
    expect(waiting.in_progress.map((c) => c.source).sort()).toEqual([
      'dea',
      'exclusions',
      'medicare_optout',
      'nppes',
      'rn_license',
    ]);

    expect(await runVerificationJobs(deps)).toEqual({ succeeded: 5, retried: 0, failed: 0 });
    const { credentials: list, in_progress } = await credentials();
    expect(in_progress).toEqual([]);
    expect(list.map((c) => [c.schema_name, c.status]).sort()).toEqual([
      ['cms', 'offered'],
      ['dea', 'offered'],
      ['nppes', 'offered'],
      ['odm', 'offered'],
      ['odm', 'offered'],
      ['ofac', 'offered'],
      ['oig_hhs', 'offered'],
      ['rn_license', 'offered'],
      ['rn_license', 'offered'],
      ['sam', 'offered'],
    ]);
    const nppes = list.find((c) => c.schema_name === 'nppes')!;
    expect(nppes).toMatchObject({
      category: 'identity',
      name: 'NPI 1588472039',
      needs_review: false,
      fields: { first_name: 'MARIA', last_name: 'DELGADO-REYES', number: '1588472039', status: 'A' },
      evidence: {
        source: 'nppes',
        origin: 'nppes',
        method: 'primary_source',
        checked_at: '2026-11-25T12:00:00.000Z',
      },
    });
    expect(nppes.review).toContainEqual({
      field: 'last_name',
      source_value: 'DELGADO-REYES',
      attested_value: 'Delgado-Reyes',
      matches: true,
    });
    // Only active Nursys licenses became rn_license (the expired Arizona one did not).
    const rn = list.filter((c) => c.schema_name === 'rn_license');
    expect(rn.map((c) => c.fields.license_number).sort()).toEqual(['612345', '95012']);
    expect(rn.every((c) => c.category === 'licenses' && c.evidence.origin === 'nursys')).toBe(true);
    const dea = list.find((c) => c.schema_name === 'dea')!;
    expect(dea).toMatchObject({ category: 'controlled', expires_on: '2027-09-30' });
    expect(dea.fields).toMatchObject({ dea: 'MD7305180', state: 'CA', drug_schedule: '2, 2N, 3, 3N, 4, 5' });
    // Exclusion results: not excluded is an empty list (001 §2); the state's name is in the odm name.
    const exclusions = list.filter((c) => ['oig_hhs', 'sam', 'ofac', 'odm', 'cms'].includes(c.schema_name));
    expect(exclusions.every((c) => Array.isArray(c.fields.exclusions))).toBe(true);
    expect(exclusions.every((c) => !isExcluded(c.fields.exclusions as string[]))).toBe(true);
    expect(
      list
        .filter((c) => c.schema_name === 'odm')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['California Medicaid exclusion', 'New York Medicaid exclusion']);
    const told = await notices(maria.id);
    expect(told.filter((n) => n.type === 'credential_offered')).toHaveLength(5);
  });

  it('the holder profile lists each source with its offers, and app_req_meta', async () => {
    const response = await call(session, 'GET', '/api/holder_profile');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const nppes = data.profile.find((p: { source: string }) => p.source === 'nppes');
    expect(nppes).toMatchObject({ namespace: 'identifiers', status: 'verified' });
    expect(nppes.offers).toEqual([
      expect.objectContaining({ offer_id: expect.any(String), status: 'offered', schema_name: 'nppes' }),
    ]);
    expect(data.app_req_meta).toEqual({ app_req: null, flags: [] });
    // Another clinician sees nothing of Maria's.
    expect((await call(stranger, 'GET', '/api/holder_profile')).json().data.profile).toEqual([]);
    expect((await credentials(stranger)).credentials).toEqual([]);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', maria.id)
      .where('action', 'in', ['credential.read', 'credential.profile.read'])
      .execute();
    expect(new Set(audited.map((a) => a.action))).toEqual(
      new Set(['credential.read', 'credential.profile.read']),
    );
  });

  it('a re-check with the same values updates the same offer, never a second one', async () => {
    const before = await credentials();
    await call(session, 'POST', '/api/request_cred', { credential_type: 'nppes' });
    await runVerificationJobs(deps);
    const after = await credentials();
    expect(after.credentials.map((c) => c.id).sort()).toEqual(before.credentials.map((c) => c.id).sort());
  });

  it('PATCH accepts an offer: pending identity approval first, added once identity is verified', async () => {
    const [nppes] = await bySchema('nppes');
    const missingAttest = await call(session, 'PATCH', '/api/credential', { id: nppes!.id });
    expect(missingAttest.statusCode).toBe(400);
    expect(missingAttest.json().error.details).toEqual([
      { path: 'attested', message: 'credential.attestation-required' },
    ]);
    const badId = await call(session, 'PATCH', '/api/credential', { id: 'nope', attested: true });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details).toEqual([{ path: 'id', message: 'request.invalid' }]);

    // Another clinician's offer answers exactly like an id nobody has.
    const theirs = await call(stranger, 'PATCH', '/api/credential', { id: nppes!.id, attested: true });
    const missing = await call(stranger, 'PATCH', '/api/credential', {
      id: '00000000-0000-4000-8000-000000000000',
      attested: true,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe(missing.json().error.code);
    expect(theirs.json().error.message).toBe(missing.json().error.message);
    expect((await bySchema('nppes'))[0]!.status).toBe('offered');

    const accepted = await call(session, 'PATCH', '/api/credential', { id: nppes!.id, attested: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      id: nppes!.id,
      status: 'pending_verification',
      awaiting_identity: true,
    });
    expect(
      (await call(session, 'PATCH', '/api/credential', { id: nppes!.id, attested: true })).statusCode,
    ).toBe(409);

    await writeIdVerificationStatus(t.database.db, maria.id, 'finished');
    expect(await onIdentityVerified(deps, maria.id)).toEqual([nppes!.id]);
    expect((await bySchema('nppes'))[0]).toMatchObject({ status: 'added', awaiting_identity: false });

    // With identity verified an accepted offer is added at once.
    const [dea] = await bySchema('dea');
    const added = await call(session, 'PATCH', '/api/credential', { id: dea!.id, attested: true });
    expect(added.json().data).toMatchObject({
      status: 'added',
      awaiting_identity: false,
      category: 'controlled',
    });
    // In the wallet with identity verified: issued as a portable credential (its expiry from the record).
    expect((await bySchema('dea'))[0]!.portable).toMatchObject({ format: 'dc+sd-jwt' });
    expect((await bySchema('nppes'))[0]!.portable).toMatchObject({ format: 'dc+sd-jwt' });
  });

  it('DELETE declines an offer; a declined offer is not listed and not offered again', async () => {
    const [sam] = await bySchema('sam');
    const theirs = await call(stranger, 'DELETE', '/api/credential', { id: sam!.id, action: 'decline' });
    expect(theirs.statusCode).toBe(404);
    const declined = await call(session, 'DELETE', '/api/credential', { id: sam!.id, action: 'decline' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toEqual({ id: sam!.id, status: 'declined', job_id: null });
    expect(await bySchema('sam')).toEqual([]);
    expect(
      (await call(session, 'DELETE', '/api/credential', { id: sam!.id, action: 'decline' })).statusCode,
    ).toBe(409);
    await call(session, 'POST', '/api/request_cred', { credential_type: 'sam' });
    await runVerificationJobs(deps);
    expect(await bySchema('sam')).toEqual([]);
  });

  it('a dispute needs a reason, queues a re-check, and is answered: the source confirmed its value', async () => {
    const [nppes] = await bySchema('nppes');
    const noReason = await call(session, 'DELETE', '/api/credential', { id: nppes!.id, action: 'dispute' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toEqual([{ path: 'reason', message: 'validation.required' }]);
    const nul = await call(session, 'DELETE', '/api/credential', {
      id: nppes!.id,
      action: 'dispute',
      reason: 'bad\u0000text',
    });
    expect(nul.statusCode).toBe(400);
    const theirs = await call(stranger, 'DELETE', '/api/credential', {
      id: nppes!.id,
      action: 'dispute',
      reason: 'Not my record',
    });
    expect(theirs.statusCode).toBe(404);

    const disputed = await call(session, 'DELETE', '/api/credential', {
      id: nppes!.id,
      action: 'dispute',
      reason: 'My NPI status should read active under my married name',
    });
    expect(disputed.statusCode).toBe(200);
    const { job_id } = disputed.json().data;
    expect(disputed.json().data).toMatchObject({
      id: nppes!.id,
      status: 'disputed',
      job_id: expect.any(String),
    });
    expect((await bySchema('nppes'))[0]).toMatchObject({
      status: 'disputed',
      dispute: { status: 'open', answer: null },
    });
    const job = await call(session, 'GET', `/api/job/${job_id}`);
    expect(job.json().data).toMatchObject({ kind: 'verify.nppes', status: 'queued' });

    await runVerificationJobs(deps);
    const [answered] = await bySchema('nppes');
    expect(answered).toMatchObject({
      status: 'added',
      dispute: {
        status: 'rejected',
        answer: 'credential.dispute.answer-rejected',
        reason: 'My NPI status should read active under my married name',
      },
    });
    const told = await notices(maria.id);
    expect(told.at(-1)).toMatchObject({
      type: 'verification_update',
      title_key: 'credential.notice.dispute-answered',
      payload: { credential_id: nppes!.id, status: 'rejected' },
    });
  });

  it('a dispute the source upholds revokes the credential and offers the corrected value for review', async () => {
    const [nppes] = await bySchema('nppes');
    await call(session, 'DELETE', '/api/credential', {
      id: nppes!.id,
      action: 'dispute',
      reason: 'Wrong name',
    });
    const original = deps.adapters.nppes.lookupNpiRecord;
    deps.adapters.nppes.lookupNpiRecord = async (npi) => {
      const found = await original(npi);
      if (!found) return found;
      const raw = found.raw as { basic: Record<string, unknown> };
      return { ...found, raw: { ...raw, basic: { ...raw.basic, first_name: 'MARIA ELENA' } } };
    };
    try {
      await runVerificationJobs(deps);
    } finally {
      deps.adapters.nppes.lookupNpiRecord = original;
    }
    const rows = (await credentials()).credentials.filter((c) => c.schema_name === 'nppes');
    const revoked = rows.find((c) => c.id === nppes!.id)!;
    expect(revoked).toMatchObject({ status: 'revoked', dispute: { status: 'upheld' } });
    const corrected = rows.find((c) => c.id !== nppes!.id)!;
    expect(corrected).toMatchObject({ status: 'offered', fields: { first_name: 'MARIA ELENA' } });
    expect(corrected.review.find((r) => r.field === 'first_name')).toMatchObject({
      attested_value: 'Maria',
      matches: false,
    });
  });

  it('a changed value of a credential in the wallet becomes a new offer needing review; accepting it replaces the old', async () => {
    const [dea] = (await bySchema('dea')).filter((c) => c.status === 'added');
    const original = deps.adapters.dea.findRegistration;
    deps.adapters.dea.findRegistration = async (number) => {
      const found = await original(number);
      return found ? { ...found, expirationDate: '2030-09-30' } : found;
    };
    try {
      await call(session, 'POST', '/api/request_cred', { id: dea!.id });
      await runVerificationJobs(deps);
    } finally {
      deps.adapters.dea.findRegistration = original;
    }
    const rows = await bySchema('dea');
    expect(rows.map((c) => c.status).sort()).toEqual(['added', 'offered']);
    const offer = rows.find((c) => c.status === 'offered')!;
    expect(offer).toMatchObject({ needs_review: true, replaces: dea!.id, expires_on: '2030-09-30' });
    const flags = (await call(session, 'GET', '/api/holder_profile')).json().data.app_req_meta.flags;
    expect(flags).toContainEqual(
      expect.objectContaining({ flagged_attested_namespace: 'licenses', flag_type: 'mismatch' }),
    );
    await call(session, 'PATCH', '/api/credential', { id: offer.id, attested: true });
    const after = await bySchema('dea');
    expect(after.find((c) => c.id === dea!.id)!.status).toBe('revoked');
    expect(after.find((c) => c.id === offer.id)!).toMatchObject({ status: 'added', needs_review: false });
  });

  it('POST /api/request_cred re-verifies one credential; another clinician’s id answers 404', async () => {
    const [rn] = await bySchema('rn_license');
    const theirs = await call(stranger, 'POST', '/api/request_cred', { id: rn!.id });
    const missing = await call(stranger, 'POST', '/api/request_cred', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe(missing.json().error.code);
    const mine = await call(session, 'POST', '/api/request_cred', { id: rn!.id });
    expect(mine.statusCode).toBe(202);
    expect(mine.json().data).toMatchObject({ source: 'rn_license' });
    expect((await call(session, 'POST', '/api/request_cred', {})).statusCode).toBe(400);
    await runVerificationJobs(deps);
  });

  it('a directly stored offer of another clinician answers 404 to Maria, like a missing one', async () => {
    const other = await createUser(t.database.db);
    const offer = await insertTestOffer(t.database.db, other.id);
    const response = await call(session, 'DELETE', '/api/credential', { id: offer.id, action: 'decline' });
    expect(response.statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('credentials')
      .select('status')
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('offered');
  });
  it('a monitoring finding (a license no longer active) revokes; expiry moves a credential to expired', async () => {
    const rns = await bySchema('rn_license');
    for (const rn of rns) await call(session, 'PATCH', '/api/credential', { id: rn.id, attested: true });
    const original = deps.adapters.nursys.lookupByNcsbnId;
    deps.adapters.nursys.lookupByNcsbnId = async (id) => {
      const found = await original(id);
      return {
        ...found,
        licenses: found.licenses.map((l) =>
          l.licenseNumber === '612345' ? { ...l, active: false, status: 'Inactive' } : l,
        ),
      };
    };
    try {
      await call(session, 'POST', '/api/request_cred', { credential_type: 'rn_license' });
      await runVerificationJobs(deps);
    } finally {
      deps.adapters.nursys.lookupByNcsbnId = original;
    }
    const after = await bySchema('rn_license');
    expect(after.find((c) => c.fields.license_number === '612345')!.status).toBe('revoked');
    const kept = after.find((c) => c.fields.license_number === '95012')!;
    expect(kept.status).toBe('added');
    expect((await notices(maria.id)).at(-1)).toMatchObject({ title_key: 'credential.notice.revoked' });

    // The day after its own expiry (the monitoring pass), the license is expired: not on the day itself.
    // (Read from the database: the session does not outlive a clock moved by months.)
    const statusOf = async () =>
      (
        await t.database.db
          .selectFrom('credentials')
          .select('status')
          .where('id', '=', kept.id)
          .executeTakeFirstOrThrow()
      ).status;
    const expiresOn = kept.expires_on!;
    clock.advance(Date.parse(`${expiresOn}T12:00:00Z`) - clock().getTime());
    await runMonitoringPass(deps);
    expect(await statusOf()).toBe('added');
    clock.advance(24 * 60 * 60 * 1000);
    const pass = await runMonitoringPass(deps);
    expect(pass.expiredCredentials).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('expired');
    expect(await notices(maria.id)).toContainEqual(
      expect.objectContaining({ type: 'credential_expiring', title_key: 'credential.notice.expired' }),
    );
  });
});
