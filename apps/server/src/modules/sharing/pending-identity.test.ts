import { SUBSCRIBER_ACTIONS, type Share } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { onIdentityVerified } from '../credentials/credentials.service';
import { insertCredential } from '../credentials/credentials.repository';
import { valuesHash } from '../credentials/offers';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import type { IssuerDeps } from '../issuer/issuer.service';
import { loadServerSecrets } from '../secrets/secrets.service';
import { completeEveryPendingShare, completePendingShares } from './pending-identity';

// 001 §4: credentials pending identity approval may be shared, and are issued once identity is verified.
// The share made meanwhile then receives their presentations, bound to the same organization and nonce, with
// the same fields left out; an ended share does not.

const SIGNATURE = { full_name: 'Noor Passmore', confirmed: true };
const ATTESTATIONS = { accurate: true, authorize: true, 'notify-changes': true };
const LICENSE = {
  license_board: 'WI',
  license_number: 'RN-8812',
  expiration_date: '2028-02-28',
  license_status: 'Active',
  initial_date: '2014-03-01',
};

describe('a credential shared while pending identity approval', () => {
  let t: TestApp;
  let deps: IssuerDeps;
  let groupId: string;
  let requirementId: string;
  let staffSession: TestSession;

  const db = () => t.database.db;

  /** A clinician whose identity is not verified yet, with a license accepted meanwhile, subscribed. */
  async function waitingClinician(firstName: string, lastName = 'Haddad') {
    const user = await createUser(db(), { firstName, lastName });
    const now = new Date();
    const row = await insertCredential(db(), {
      user_id: user.id,
      source: 'rn_license',
      schema_name: 'rn_license',
      item_key: `rn_license|${firstName}`,
      name: 'Wisconsin RN license',
      status: 'pending_verification',
      awaiting_identity: true,
      fields: JSON.stringify(LICENSE),
      values_hash: valuesHash(LICENSE),
      origin: 'rn_license',
      method: 'primary_source',
      expires_on: '2028-02-28',
      verified_at: now,
      checked_at: now,
      offered_at: now,
      accepted_at: now,
      created_at: now,
      updated_at: now,
    });
    const subscription = await db()
      .insertInto('subscriptions')
      .values({ user_id: user.id, subscriber_group_id: groupId, app_req_id: requirementId, status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      user,
      credentialId: row.id,
      subscriptionId: subscription.id,
      session: await signIn(t.app, user),
    };
  }

  async function shareAll(clinician: { subscriptionId: string; session: TestSession }) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: clinician.session.headers(),
      payload: {
        subscription_id: clinician.subscriptionId,
        omit: {},
        attestations: ATTESTATIONS,
        signature: SIGNATURE,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as Share;
  }

  async function verifyIdentity(user: TestUser) {
    await writeIdVerificationStatus(db(), user.id, 'finished');
    await onIdentityVerified(deps, user.id);
  }

  const orgRead = (shareId: string) =>
    t.app.inject({ method: 'GET', url: `/api/org/shares/${shareId}`, headers: staffSession.headers() });

  beforeAll(async () => {
    t = await createTestApp();
    const secrets = await loadServerSecrets({ db: db(), config: t.config });
    deps = { db: db(), clock: () => new Date(), config: t.config, secrets };
    const group = await db()
      .insertInto('subscriber_groups')
      .values({ slug: 'harbor-clinic', name: 'Harbor Clinic', logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupId = group.id;
    const requirement = await db()
      .insertInto('application_requirements')
      .values({
        subscriber_group_id: groupId,
        name: 'Nurse onboarding',
        application_config: JSON.stringify({ share: { purpose: 'Credentialing', retention_days: 365 } }),
        credential_set: JSON.stringify(['rn_license']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    requirementId = requirement.id;
    const staff = await createUser(db(), {
      accessLevel: 'admin',
      actions: [...SUBSCRIBER_ACTIONS],
      subscriberGroupId: groupId,
    });
    staffSession = await signIn(t.app, staff);
  });
  afterAll(() => t.close());

  it('is shared without a presentation, and receives it, bound to that share, once identity is verified', async () => {
    // The identity sandbox finishes a check for the last name Passmore (adapters/identity).
    const noor = await waitingClinician('Noor', 'Passmore');
    const shared = await shareAll(noor);
    expect(shared.credentials).toEqual([
      expect.objectContaining({ credential_id: noor.credentialId, pending_identity: true, disclosed: [] }),
    ]);
    // Before: nothing to complete.
    expect(await completePendingShares(deps, noor.user.id)).toBe(0);

    // The real round: the profile, the start, the person's part done, the provider says finished.
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: noor.session.headers(), ...(payload ? { payload } : {}) });
    const profile = await call('POST', '/api/self_attested', {
      data: {
        'basic_info|first_name': 'Noor',
        'basic_info|last_name': 'Passmore',
        'basic_info|date_of_birth': '1985-04-12',
        'basic_info|social_security': '246-80-1357',
        'address|line_1': '12 Main St',
        'address|city': 'Springfield',
        'address|state': 'IL',
        'address|zip': '62704',
      },
    });
    expect(profile.statusCode).toBe(200);
    expect((await call('POST', '/api/id_verify')).statusCode).toBe(200);
    const done = await call('PUT', '/api/id_verification', { status: 'pending' });
    expect(done.json()).toEqual({ data: { status: 'finished' } });
    // The identity hook completed the share: nothing is left for a second call.
    expect(await completePendingShares(deps, noor.user.id)).toBe(0);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/presentations',
      headers: noor.session.headers(),
    });
    const after = (list.json().data as Share[]).find((share) => share.id === shared.id)!;
    expect(after.credentials[0]).toMatchObject({ pending_identity: false });
    expect(after.credentials[0]!.disclosed).toEqual(
      expect.arrayContaining(['license_number', 'initial_date']),
    );

    // The organization's read verifies it with the share's stored audience and nonce.
    const read = await orgRead(shared.id);
    expect(read.statusCode).toBe(200);
    const license = (
      read.json().data.credentials as {
        credential_id: string;
        verification: string;
        claims: Record<string, unknown>;
      }[]
    ).find((c) => c.credential_id === noor.credentialId)!;
    expect(license.verification).toBe('verified');
    expect(license.claims).toHaveProperty('license_number', 'RN-8812');
  });

  it('keeps the fields the clinician left out out of the late presentation (the monitoring pass catches up)', async () => {
    const lena = await waitingClinician('Lena');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: lena.session.headers(),
      payload: {
        subscription_id: lena.subscriptionId,
        omit: { [lena.credentialId]: ['initial_date'] },
        attestations: ATTESTATIONS,
        signature: { full_name: 'Lena Haddad', confirmed: true },
      },
    });
    expect(response.statusCode).toBe(201);
    const shared = response.json().data as Share;
    await verifyIdentity(lena.user);
    // Not the identity hook this time: the monitoring pass's catch-up completes it.
    expect(await completeEveryPendingShare(deps)).toBeGreaterThanOrEqual(1);
    const read = await orgRead(shared.id);
    const license = (
      read.json().data.credentials as { claims: Record<string, unknown>; verification: string }[]
    )[0]!;
    expect(license.verification).toBe('verified');
    expect(license.claims).toHaveProperty('license_number', 'RN-8812');
    expect(license.claims).not.toHaveProperty('initial_date');
  });

  it('leaves a share whose access was ended as it was', async () => {
    const omar = await waitingClinician('Omar');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: omar.session.headers(),
      payload: {
        subscription_id: omar.subscriptionId,
        omit: {},
        attestations: ATTESTATIONS,
        signature: { full_name: 'Omar Haddad', confirmed: true },
      },
    });
    const shared = response.json().data as Share;
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/presentations/${shared.id}`,
      headers: omar.session.headers(),
    });
    expect(ended.statusCode).toBeLessThan(300);
    await verifyIdentity(omar.user);
    expect(await completePendingShares(deps, omar.user.id)).toBe(0);
    const row = await db()
      .selectFrom('shares')
      .select('items')
      .where('id', '=', shared.id)
      .executeTakeFirstOrThrow();
    expect((row.items as { pending_identity: boolean; presentation: string | null }[])[0]).toMatchObject({
      pending_identity: true,
      presentation: null,
    });
  });
});
