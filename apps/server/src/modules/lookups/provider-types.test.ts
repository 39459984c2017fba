import { PROVIDER_TYPE_NAMES } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherOrganization } from '#server-test/helpers/organizations';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { filterByRequirement } from './provider-types.service';

describe('GET /api/provider_type and /api/provider_type/filtered', () => {
  let t: TestApp;
  let clinician: TestUser;
  let session: TestSession;
  let outsider: TestSession;
  let restricted: string;
  let open: string;
  let notMine: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    clinician = await createUser(db);
    const org = await otherOrganization(db);
    notMine = org.appReqId;
    const addRequirement = async (config: object) =>
      (
        await db
          .insertInto('application_requirements')
          .values({
            subscriber_group_id: org.groupId,
            name: 'Requirement',
            application_config: JSON.stringify(config),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    restricted = await addRequirement({
      provider_types: ['NP', 'RN', 'XX'],
      identity_check: true,
      identity_verification: { required: true },
    });
    open = await addRequirement({ look_back_years: 5 });
    for (const appReqId of [restricted, open]) {
      await db
        .insertInto('subscriptions')
        .values({
          user_id: clinician.id,
          subscriber_group_id: org.groupId,
          app_req_id: appReqId,
          status: 'pending',
        })
        .execute();
    }
    session = await signIn(t.app, clinician);
    outsider = await signIn(t.app, await createUser(db));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = session.headers()) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists every provider type with its steps and license types', async () => {
    const response = await get('/api/provider_type');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { name: string; long: string; license_types: string[] }[];
    expect(data.map((type) => type.name)).toEqual([...PROVIDER_TYPE_NAMES]);
    expect(data.find((type) => type.name === 'RN')).toMatchObject({
      long: 'Registered Nurse',
      professional_steps: ['provider_type', 'ncsbn_id', 'alias'],
      license_types: ['rn_license'],
    });
  });

  it("filters by the clinician's requirement and says which identity steps it asks for", async () => {
    const response = await get(`/api/provider_type/filtered?app_req_id=${restricted}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.provider_types.map((type: { name: string }) => type.name)).toEqual(['NP', 'RN']);
    expect(data).toMatchObject({ identity_check: true, identity_verification: true });

    const all = (await get(`/api/provider_type/filtered?app_req_id=${open}`)).json().data;
    expect(all.provider_types).toHaveLength(PROVIDER_TYPE_NAMES.length);
    expect(all).toMatchObject({ identity_check: false, identity_verification: false });
  });

  it('reads the documented config keys only', () => {
    expect(filterByRequirement({ provider_types: [] }).provider_types).toHaveLength(
      PROVIDER_TYPE_NAMES.length,
    );
    expect(filterByRequirement({ provider_types: 'MD' }).provider_types).toHaveLength(
      PROVIDER_TYPE_NAMES.length,
    );
    expect(
      filterByRequirement({ identity_check: 'yes', identity_verification: { required: false } }),
    ).toMatchObject({ identity_check: false, identity_verification: false });
  });

  it('answers 404 for an unknown requirement or one of no subscription of the clinician', async () => {
    for (const id of [notMine, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/api/provider_type/filtered?app_req_id=${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('request.not-found');
    }
    expect(
      (await get(`/api/provider_type/filtered?app_req_id=${restricted}`, outsider.headers())).statusCode,
    ).toBe(404);
  });

  it('answers 400 with the field for a missing or malformed app_req_id', async () => {
    for (const query of ['', '?app_req_id=nope']) {
      const response = await get(`/api/provider_type/filtered${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'request.invalid',
        details: [expect.objectContaining({ path: 'querystring.app_req_id' })],
      });
    }
  });

  it('answers 401 without a session and 403 without the action', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/provider_type' });
    expect(anonymous.statusCode).toBe(401);
    const limited = await createUser(t.database.db, { actions: ['post_self_attested'] });
    const limitedSession = await signIn(t.app, limited);
    expect((await get('/api/provider_type', limitedSession.headers())).statusCode).toBe(403);
  });
});
