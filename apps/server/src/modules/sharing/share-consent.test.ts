import type { Share } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, type TestClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { insertCredential } from '../credentials/credentials.repository';
import { valuesHash } from '../credentials/offers';
import { issuePortable } from '../credentials/portable';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import { loadServerSecrets, type ServerSecrets } from '../secrets/secrets.service';
import { insertTestGroup } from './sharing-test-support';

// What the clinician consents to in a share (001 §4-§5, decision 043): only the optional fields of the
// checklist's own credentials may be left out, and the signature is their name, then that exact spelling.
// Each test has its own clinician, so the order of the tests does not matter.

const ATTESTATIONS = { accurate: true, authorize: true, 'notify-changes': true };
const FIELDS = {
  license_board: 'WI',
  license_number: 'RN-5120',
  expiration_date: '2028-02-28',
  initial_date: '2014-05-01',
  state: 'WI',
};

describe('share consent', () => {
  let t: TestApp;
  let clock: TestClock;
  let secrets: ServerSecrets;
  const db = () => t.database.db;

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp({}, { deps: { clock } });
    secrets = await loadServerSecrets({ db: db(), config: t.config });
  });
  afterAll(() => t.close());

  /** A clinician with an issued RN license and a subscription to an organization that wants one. */
  async function clinician(firstName: string, lastName: string) {
    const user = await createUser(db(), { firstName, lastName });
    await writeIdVerificationStatus(db(), user.id, 'finished');
    const at = new Date(clock().getTime() - 5 * 24 * 60 * 60 * 1000);
    const row = await insertCredential(db(), {
      user_id: user.id,
      source: 'rn_license',
      schema_name: 'rn_license',
      item_key: 'rn_license|WI|RN-5120',
      name: 'Wisconsin RN license',
      status: 'added',
      fields: JSON.stringify(FIELDS),
      values_hash: valuesHash(FIELDS),
      origin: 'rn_license',
      method: 'primary_source',
      expires_on: '2028-02-28',
      verified_at: at,
      checked_at: at,
      offered_at: at,
      accepted_at: at,
      created_at: at,
      updated_at: at,
    });
    expect(await issuePortable({ db: db(), clock, config: t.config, secrets }, row.id)).toBe(true);
    const { id: groupId } = await insertTestGroup(db());
    const requirement = await db()
      .insertInto('application_requirements')
      .values({
        subscriber_group_id: groupId,
        name: 'Nurse onboarding',
        application_config: JSON.stringify({}),
        credential_set: JSON.stringify(['rn_license']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: subscriptionId } = await db()
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        subscriber_group_id: groupId,
        app_req_id: requirement.id,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session: TestSession = await signIn(t.app, user);
    const share = (fullName: string, omit?: Record<string, string[]>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/presentations',
        headers: session.headers(),
        payload: {
          subscription_id: subscriptionId,
          ...(omit ? { omit } : {}),
          attestations: ATTESTATIONS,
          signature: { full_name: fullName, confirmed: true },
        },
      });
    return { licenseId: row.id, share };
  }

  it('lets the clinician leave out only optional fields of the checklist’s own credentials', async () => {
    const { licenseId, share } = await clinician('Nadia', 'Okafor');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const refused = async (omit: Record<string, string[]>) => {
      const response = await share('Nadia Okafor', omit);
      expect(response.statusCode).toBe(400);
      return (response.json() as { error: { details: { path: string; message: string }[] } }).error.details;
    };
    const invalid = (id: string) => ({ path: `omit.${id}`, message: 'request.invalid' });
    // Another credential, a field the type always shows, a required field, a field it does not have.
    expect(await refused({ [unknownId]: ['initial_date'] })).toEqual([invalid(unknownId)]);
    expect(await refused({ [licenseId]: ['state'] })).toEqual([invalid(licenseId)]);
    expect(await refused({ [licenseId]: ['license_number'] })).toEqual([invalid(licenseId)]);
    expect(await refused({ [licenseId]: ['no_such_field'] })).toEqual([invalid(licenseId)]);
    // Every problem is named, not just the first.
    expect(
      await refused({ [unknownId]: [], [licenseId]: ['initial_date', 'expiration_date', 'state'] }),
    ).toEqual([invalid(unknownId), invalid(licenseId), invalid(licenseId)]);

    const response = await share('Nadia Okafor', { [licenseId]: ['initial_date', 'license_board'] });
    expect(response.statusCode).toBe(201);
    const license = (response.json().data as Share).credentials.find((c) => c.credential_id === licenseId)!;
    expect(license.omitted.sort()).toEqual(['initial_date', 'license_board']);
    expect(license.disclosed).not.toContain('initial_date');
    expect(license.disclosed).not.toContain('license_board');
    expect(license.disclosed).toEqual(expect.arrayContaining(['license_number', 'expiration_date']));
  });

  it('takes as first signature the first and last name (letters compared, a middle name allowed), then only that spelling', async () => {
    const { share } = await clinician('Zoë', 'Martínez');
    const mismatch = async (typed: string, named: string) => {
      const response = await share(typed);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'share.signature-mismatch',
        message: `Please type your full name exactly as you signed before: ${named}.`,
        details: [{ path: 'signature.full_name', message: 'share.signature-mismatch' }],
      });
    };
    await mismatch('Zoë', 'Zoë Martínez');
    await mismatch('Martínez Zoë', 'Zoë Martínez');
    await mismatch('Zoë Martin', 'Zoë Martínez');
    await mismatch('Chloë Martínez', 'Zoë Martínez');

    // Case, accents and extra spaces do not matter the first time; the squashed spelling is adopted.
    expect((await share('  zoe   Ann  MARTINEZ ')).statusCode).toBe(201);
    await mismatch('Zoë Ann Martínez', 'zoe Ann MARTINEZ');
    await mismatch('zoe MARTINEZ', 'zoe Ann MARTINEZ');
    const again = await share('zoe Ann\u00a0 MARTINEZ');
    expect(again.statusCode).toBe(201);
    expect((again.json().data as Share).signature.full_name).toBe('zoe Ann MARTINEZ');
  });
});
