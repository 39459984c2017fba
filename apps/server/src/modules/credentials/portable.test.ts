import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import { presentCredential, type IssuerDeps } from '../issuer/issuer.service';
import { PresentationRejected, verifyPresentation, type DocumentFetcher } from '../issuer/verify';
import { loadServerSecrets } from '../secrets/secrets.service';
import { insertTestOffer } from './credentials-test-support';
import { changeStatus } from './offers';
import { onIdentityVerified } from './credentials.service';
import { publishStatuses } from './portable';

// Issue 14, "Done when": a credential taken from the wallet verifies using only the public issuer metadata and
// status list, and fails after revocation and after expiry.

const VERIFIER = 'https://verifier.example';
const DAY = 24 * 60 * 60 * 1000;

interface Portable {
  format: string;
  vct: string;
  sd_jwt: string;
  status_list: { uri: string; idx: number };
}

describe('portable copies of wallet credentials', () => {
  let t: TestApp;
  let clock: TestClock;
  let deps: IssuerDeps;
  let maria: TestUser;
  let session: TestSession;
  let fetchDocument: DocumentFetcher;
  let ORIGIN: string;

  beforeAll(async () => {
    clock = testClock(Date.parse('2026-11-25T12:00:00Z'));
    t = await createTestApp({}, { deps: { clock } });
    ORIGIN = t.config.PUBLIC_ORIGIN;
    const secrets = await loadServerSecrets({ db: t.database.db, config: t.config });
    deps = { db: t.database.db, clock, config: t.config, secrets };
    maria = await createUser(t.database.db, { firstName: 'Maria', lastName: 'Delgado-Reyes' });
    session = await signIn(t.app, maria);
    // Anyone's verifier reaches the public documents over HTTP; here the app's inject stands in for it.
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
  });
  afterAll(() => t.close());

  const portableOf = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/credential',
      headers: session.headers(),
    });
    const found = (response.json().data.credentials as { id: string; portable?: Portable | null }[]).find(
      (c) => c.id === id,
    );
    return found?.portable ?? null;
  };
  const accept = (id: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/credential',
      headers: session.headers(),
      payload: { id, attested: true },
    });
  const verify = async (sdJwt: string, now: Date) => {
    const nonce = `n-${now.getTime()}`;
    const presentation = await presentCredential(deps, {
      userId: maria.id,
      sdJwt,
      disclose: ['first_name', 'last_name'],
      audience: VERIFIER,
      nonce,
    });
    return verifyPresentation({
      presentation,
      audience: VERIFIER,
      nonce,
      trustedIssuers: [ORIGIN],
      fetchDocument,
      now,
    });
  };
  const rejection = (work: Promise<unknown>) =>
    work.then(
      () => 'accepted',
      (error: unknown) => (error instanceof PresentationRejected ? error.reason : String(error)),
    );

  it('is issued only once identity is verified, and verifies from the public documents alone', async () => {
    const offer = await insertTestOffer(t.database.db, maria.id, { number: '1234567893' });
    expect((await accept(offer.id)).json().data).toMatchObject({ status: 'pending_verification' });
    expect(await portableOf(offer.id)).toBeNull();

    await writeIdVerificationStatus(t.database.db, maria.id, 'finished');
    await onIdentityVerified({ ...deps }, maria.id);
    const portable = await portableOf(offer.id);
    expect(portable).toMatchObject({ format: 'dc+sd-jwt', vct: `${ORIGIN}/vct/nppes/v1` });

    const verified = await verify(portable!.sd_jwt, clock());
    expect(verified).toMatchObject({ issuer: ORIGIN, vct: `${ORIGIN}/vct/nppes/v1` });
    // The NPPES record's status travels as record_status (status is the status-list claim); only the
    // disclosed names are read, the number was withheld.
    expect(verified.claims).toMatchObject({
      first_name: 'MARIA',
      last_name: 'DELGADO-REYES',
      record_status: 'A',
    });
    expect(verified.claims).not.toHaveProperty('number');
  });

  it('fails once the wallet revokes it (its status list says invalid)', async () => {
    const offer = await insertTestOffer(t.database.db, maria.id, { number: '1245319599' });
    await accept(offer.id);
    const portable = (await portableOf(offer.id))!;
    expect(await rejection(verify(portable.sd_jwt, clock()))).toBe('accepted');

    const row = await t.database.db
      .selectFrom('credentials')
      .selectAll()
      .where('id', '=', offer.id)
      .executeTakeFirstOrThrow();
    await changeStatus(t.database.db, row as never, 'revoked', 'nppes.deactivated', clock());
    expect(await publishStatuses(deps, maria.id)).toBe(1);
    // Published once: nothing more to say.
    expect(await publishStatuses(deps, maria.id)).toBe(0);
    expect(await rejection(verify(portable.sd_jwt, clock()))).toBe('status-invalid');
  });

  it('fails after its expiry (at most 120 days after issue)', async () => {
    const offer = await insertTestOffer(t.database.db, maria.id, { number: '1992734401' });
    await accept(offer.id);
    const portable = (await portableOf(offer.id))!;
    // The holder presents (and the verifier checks) on the day: the key-binding JWT is dated then.
    clock.advance(119 * DAY);
    expect(await rejection(verify(portable.sd_jwt, clock()))).toBe('accepted');
    clock.advance(2 * DAY);
    expect(await rejection(verify(portable.sd_jwt, clock()))).toBe('expired');
  });
});
