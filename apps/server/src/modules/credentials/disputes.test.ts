import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { offlineAdapterConfig } from '../../adapters/config';
import { AdapterError } from '../../adapters/http';
import { createAdapters } from '../../adapters/registry';
import type { Mailer } from '../mail/mailer';
import { loadServerSecrets } from '../secrets/secrets.service';
import { writeValue } from '../self-attested/self-attested.repository';
import { runVerificationJobs } from '../verifications/monitoring';
import type { VerificationDeps } from '../verifications/verifications.service';
import { insertTestOffer } from './credentials-test-support';

// DELETE /api/credential disputes (issue 14; decision 042): evidence must be the caller's own document, and a
// dispute whose re-check keeps failing is answered "could not be checked" once the last try fails.

describe('credential disputes', () => {
  let t: TestApp;
  let clock: TestClock;
  let deps: VerificationDeps;
  let maria: TestUser;
  let session: TestSession;
  let other: TestUser;

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
    other = await createUser(t.database.db);
    // The NPI the NPPES re-check reads (the shipped sample's NP).
    await writeValue(t.database.db, {
      userId: maria.id,
      actorId: null,
      key: 'identifiers|nppes_number',
      value: '1588472039',
      at: clock(),
    });
  });
  afterAll(() => t.close());

  const dispute = (payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/credential', headers: session.headers(), payload });
  const listed = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/credential',
      headers: session.headers(),
    });
    return (response.json().data.credentials as { id: string; status: string; dispute: unknown }[]).find(
      (c) => c.id === id,
    )!;
  };
  const documentOf = async (userId: string, status: 'stored' | 'uploading' = 'stored') =>
    (
      await t.database.db
        .insertInto('documents')
        .values({
          user_id: userId,
          document_type: 'other',
          name: `evidence${randomBytes(4).toString('hex')}.pdf`,
          content_type: 'application/pdf',
          size: 10,
          status,
          storage_key: randomBytes(16).toString('hex'),
          key_id: 'k1',
          wrapped_key: 'x',
          iv: 'x',
          auth_tag: null,
          created_at: clock(),
          stored_at: status === 'stored' ? clock() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('takes only one of the caller’s own stored documents as evidence: another’s is the 404 of a missing one', async () => {
    const offer = await insertTestOffer(t.database.db, maria.id, { status: 'added' });
    const missing = await dispute({
      id: offer.id,
      action: 'dispute',
      reason: 'Wrong status',
      document_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const theirs = await dispute({
      id: offer.id,
      action: 'dispute',
      reason: 'Wrong status',
      document_id: await documentOf(other.id),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual(missing.json().error);
    const unfinished = await dispute({
      id: offer.id,
      action: 'dispute',
      reason: 'Wrong status',
      document_id: await documentOf(maria.id, 'uploading'),
    });
    expect(unfinished.statusCode).toBe(404);
    // Nothing was disputed by the refused calls.
    expect(await listed(offer.id)).toMatchObject({ status: 'added', dispute: null });

    const mine = await documentOf(maria.id);
    const accepted = await dispute({
      id: offer.id,
      action: 'dispute',
      reason: 'Wrong status',
      document_id: mine,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await listed(offer.id)).toMatchObject({
      status: 'disputed',
      dispute: { status: 'open', document_id: mine },
    });
  });

  it('stays open while the re-check retries, and is answered "could not be checked" when it finally fails', async () => {
    // The first test left an open dispute of an NPPES credential; its re-check is queued.
    const [row] = await t.database.db
      .selectFrom('credentials')
      .select('id')
      .where('user_id', '=', maria.id)
      .where('status', '=', 'disputed')
      .execute();
    const original = deps.adapters.nppes.lookupNpiRecord;
    deps.adapters.nppes.lookupNpiRecord = async () => {
      throw new AdapterError('adapter.unavailable', 'nppes', 'GET /api answered 503');
    };
    const broken = deps;
    expect(await runVerificationJobs(broken)).toMatchObject({ retried: 1, failed: 0 });
    expect(await listed(row!.id)).toMatchObject({ status: 'disputed', dispute: { status: 'open' } });
    for (const wait of [30_000, 60_000, 120_000]) {
      clock.advance(wait);
      expect(await runVerificationJobs(broken)).toMatchObject({ retried: 1, failed: 0 });
      expect(await listed(row!.id)).toMatchObject({ status: 'disputed', dispute: { status: 'open' } });
    }
    clock.advance(240_000);
    expect(await runVerificationJobs(broken)).toMatchObject({ retried: 0, failed: 1 });
    deps.adapters.nppes.lookupNpiRecord = original;
    expect(await listed(row!.id)).toMatchObject({
      // Back to what it was: nothing was decided.
      status: 'added',
      dispute: {
        status: 'unanswered',
        answer: 'verification.dispute-unchecked',
        answered_at: clock().toISOString(),
        answer_evidence: { source: 'nppes', checked_at: null },
      },
    });
    const told = await t.database.db
      .selectFrom('notifications')
      .select(['title_key', 'payload'])
      .where('user_id', '=', maria.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(told).toMatchObject({
      title_key: 'credential.notice.dispute-answered',
      payload: { credential_id: row!.id, status: 'unanswered' },
    });
    // It can be disputed again later.
    expect((await dispute({ id: row!.id, action: 'dispute', reason: 'Please check again' })).statusCode).toBe(
      200,
    );
  });
});
