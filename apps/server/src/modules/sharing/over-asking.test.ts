import type { Share, ShareChecklist } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { insertCredential } from '../credentials/credentials.repository';
import { valuesHash } from '../credentials/offers';
import { issuePortable } from '../credentials/portable';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';
import { loadServerSecrets } from '../secrets/secrets.service';

// Issue 17, disclosure: "a request for more than the organization's requirement lists is flagged" — in the
// in-app share as in an OpenID4VP request (decision 054). A requirement entry `{ type, fields }` needs only
// those fields; the share's checklist names every other field it would send (the type's always-visible ones
// excepted) and lets the clinician leave each of them out, even one REQUIRED_SHARE_FIELDS would otherwise keep.

const ATTESTATIONS = { accurate: true, authorize: true, 'notify-changes': true };
const SIGNATURE = { full_name: 'Nadia Okafor', confirmed: true };

describe('over-asking in the in-app share', () => {
  let t: TestApp;
  let session: TestSession;
  let narrowId: string;
  let wideId: string;
  let licenseId: string;
  const db = () => t.database.db;

  async function subscribe(userId: string, credentialSet: unknown[]) {
    const group = await db()
      .insertInto('subscriber_groups')
      .values({
        slug: `oa-${credentialSet.length}-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Harbor Health',
        logo_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const requirement = await db()
      .insertInto('application_requirements')
      .values({
        subscriber_group_id: group.id,
        name: 'Nurse onboarding',
        application_config: JSON.stringify({}),
        credential_set: JSON.stringify(credentialSet),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subscription = await db()
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        subscriber_group_id: group.id,
        app_req_id: requirement.id,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return subscription.id;
  }

  beforeAll(async () => {
    const clock = testClock();
    t = await createTestApp({}, { deps: { clock } });
    const secrets = await loadServerSecrets({ db: db(), config: t.config });
    const nadia = await createUser(db(), { firstName: 'Nadia', lastName: 'Okafor' });
    await writeIdVerificationStatus(db(), nadia.id, 'finished');
    const fields = {
      license_board: 'WI',
      license_number: 'RN-5120',
      expiration_date: '2028-02-28',
      initial_date: '2014-05-01',
    };
    const at = new Date(clock().getTime() - 5 * 24 * 60 * 60 * 1000);
    const row = await insertCredential(db(), {
      user_id: nadia.id,
      source: 'rn_license',
      schema_name: 'rn_license',
      item_key: 'rn_license|WI|RN-5120',
      name: 'Wisconsin RN license',
      status: 'added',
      fields: JSON.stringify(fields),
      values_hash: valuesHash(fields),
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
    licenseId = row.id;
    // Only the expiry and the board of the license; and the console's "defaults" entry (no field named).
    narrowId = await subscribe(nadia.id, [
      { type: 'rn_license', fields: ['expiration_date', 'license_board'] },
    ]);
    wideId = await subscribe(nadia.id, [{ type: 'rn_license', fields: [] }, 'npdb']);
    session = await signIn(t.app, nadia);
  });
  afterAll(() => t.close());

  const checklist = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/presentations/checklist/${id}`,
      headers: session.headers(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as ShareChecklist;
  };

  it('names the fields the share would send beyond the requirement, and makes each optional', async () => {
    const data = await checklist(narrowId);
    expect(data.ready).toBe(true);
    expect(data.over_asking).toHaveLength(1);
    expect(data.over_asking[0]).toMatchObject({ type: 'rn_license', whole_credential: false });
    expect([...data.over_asking[0]!.fields].sort()).toEqual(['initial_date', 'license_number']);
    const license = data.credentials.find((c) => c.id === licenseId)!;
    const disclosure = Object.fromEntries(license.fields.map((f) => [f.name, f.disclosure]));
    // license_number is required by default (REQUIRED_SHARE_FIELDS); this organization does not list it.
    expect(disclosure).toEqual({
      license_board: 'optional',
      license_number: 'optional',
      expiration_date: 'required',
      initial_date: 'optional',
    });
  });

  it('flags nothing when the requirement needs every field (a type, or an entry with no field named)', async () => {
    const data = await checklist(wideId);
    expect(data.over_asking).toEqual([]);
    const license = data.credentials.find((c) => c.id === licenseId)!;
    expect(license.fields.find((f) => f.name === 'license_number')?.disclosure).toBe('required');
  });

  it('lets the clinician leave the over-asked fields out, and they do not reach the organization', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/presentations',
      headers: session.headers(),
      payload: {
        subscription_id: narrowId,
        omit: { [licenseId]: ['license_number', 'initial_date'] },
        attestations: ATTESTATIONS,
        signature: SIGNATURE,
      },
    });
    expect(response.statusCode).toBe(201);
    const license = (response.json().data as Share).credentials.find((c) => c.credential_id === licenseId)!;
    expect(license.omitted.sort()).toEqual(['initial_date', 'license_number']);
    expect(license.disclosed).not.toContain('license_number');
    expect(license.disclosed).toContain('expiration_date');
  });
});
