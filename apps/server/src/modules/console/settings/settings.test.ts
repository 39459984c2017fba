import { readFileSync } from 'node:fs';
import { STAFF_ROLE_ACTIONS, type StaffRole } from '@credence/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as addManageSaml } from '#server/db/migrations/0037-manage-saml-action';
import { seedDemo } from '#server/db/seed';
import { otherOrganization, riverside } from '#server-test/helpers/organizations';
import { createUser, signIn, type TestSession, signInStaff } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { insertTestSubscriber } from '../console-test-support';

// The group's SAML connection and consent forms in the console (issue 18, decision 061): only an admin
// reads or edits the connection, each group only its own, and what is saved is what SAML sign-in uses.

const certificate = readFileSync(
  new URL('../../../../test/fixtures/saml/idp-cert.pem', import.meta.url),
  'utf8',
);

const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  idp_entry_point: 'https://idp.riverside.test/sso',
  idp_issuer: 'https://idp.riverside.test/entity',
  idp_certificate: certificate,
  email_attribute: 'mail',
  first_name_attribute: 'givenName',
  last_name_attribute: 'sn',
  ...over,
});

describe('console SAML settings and consent forms', () => {
  let t: TestApp;
  let home: Awaited<ReturnType<typeof riverside>>;
  let other: Awaited<ReturnType<typeof otherOrganization>>;
  const s = {} as Record<StaffRole | 'otherAdmin' | 'clinician', TestSession>;

  const staffOf = (role: StaffRole, groupId: string) => signInStaff(t.app, t.database.db, role, groupId);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    home = await riverside(t.database.db);
    other = await otherOrganization(t.database.db);
    s.admin = await staffOf('admin', home.groupId);
    s.credentialing_reviewer = await staffOf('credentialing_reviewer', home.groupId);
    s.recruiter = await staffOf('recruiter', home.groupId);
    s.otherAdmin = await staffOf('admin', other.groupId);
    s.clinician = await signIn(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const call = (who: TestSession, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers(), ...(payload ? { payload } : {}) });

  it('only an admin reads or edits the connection: reviewer, recruiter and clinician get 403', async () => {
    // Compared with what was there before: the admin's test (in any order) may have set a connection up already.
    const connections = () => t.database.db.selectFrom('saml_connections').selectAll().execute();
    const before = await connections();
    for (const who of [s.credentialing_reviewer, s.recruiter, s.clinician]) {
      expect((await call(who, 'GET', '/api/console/saml')).statusCode).toBe(403);
      expect((await call(who, 'PUT', '/api/console/saml', settings())).statusCode).toBe(403);
    }
    expect(await connections()).toEqual(before);
  });

  it('an admin sets up the connection; SAML sign-in then finds it, and the edit is audited', async () => {
    const before = await call(s.admin, 'GET', '/api/console/saml');
    expect(before.statusCode).toBe(200);
    const origin = t.config.PUBLIC_ORIGIN;
    expect(before.json().data).toEqual({
      sp_entity_id: `${origin}/auth/saml/riverside-health`,
      acs_url: `${origin}/auth/saml/riverside-health/acs`,
      metadata_url: `${origin}/auth/saml/riverside-health/metadata`,
      connection: null,
    });
    expect((await t.app.inject(`/api/sso_subscriber_config?organization=riverside-health`)).statusCode).toBe(
      404,
    );

    const saved = await call(s.admin, 'PUT', '/api/console/saml', settings());
    expect(saved.statusCode).toBe(200);
    const connection = saved.json().data.connection;
    expect(connection).toMatchObject({
      enabled: true,
      idp_entry_point: 'https://idp.riverside.test/sso',
      idp_issuer: 'https://idp.riverside.test/entity',
      email_attribute: 'mail',
    });
    expect(connection.certificate.fingerprint_sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const config = await t.app.inject(`/api/sso_subscriber_config?organization=riverside-health`);
    expect(config.statusCode).toBe(200);
    const metadata = await t.app.inject('/auth/saml/riverside-health/metadata');
    expect(metadata.body).toContain(`entityID="${origin}/auth/saml/riverside-health"`);

    // Turned off: organization sign-in is gone, the settings stay.
    expect((await call(s.admin, 'PUT', '/api/console/saml', settings({ enabled: false }))).statusCode).toBe(
      200,
    );
    expect((await t.app.inject(`/api/sso_subscriber_config?organization=riverside-health`)).statusCode).toBe(
      404,
    );
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'details'])
      .where('action', 'like', 'console.saml.%')
      .orderBy('id')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['console.saml.create', 'console.saml.update']);
    expect(audited[0]!.target_id).toBe(home.groupId);
    expect(JSON.stringify(audited)).not.toContain('idp.riverside.test');
  });

  it("another group's admin sees only its own group, never this one's connection", async () => {
    const read = await call(s.otherAdmin, 'GET', '/api/console/saml');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.connection).toBeNull();
    expect(read.json().data.sp_entity_id).toContain('/auth/saml/other-health');
    const saved = await call(s.otherAdmin, 'PUT', '/api/console/saml', settings({ idp_issuer: 'other-idp' }));
    expect(saved.statusCode).toBe(200);
    const mine = await call(s.admin, 'GET', '/api/console/saml');
    expect(mine.json().data.connection.idp_issuer).toBe('https://idp.riverside.test/entity');
  });

  it.each([
    ['idp_entry_point', { idp_entry_point: 'http://idp.riverside.test/sso' }, 'console.saml.https-url'],
    ['idp_entry_point', { idp_entry_point: 'not a url' }, 'console.saml.https-url'],
    ['idp_issuer', { idp_issuer: '' }, 'validation.required'],
    ['idp_issuer', { idp_issuer: 'has space' }, 'console.saml.no-spaces'],
    ['idp_certificate', { idp_certificate: 'hello' }, 'console.saml.certificate-invalid'],
    [
      'idp_certificate',
      { idp_certificate: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' },
      'console.saml.certificate-unparsable',
    ],
    ['email_attribute', { email_attribute: ' ' }, 'validation.required'],
  ])('refuses a bad %s (400 with the path) and keeps what was stored', async (path, over, message) => {
    const response = await call(s.admin, 'PUT', '/api/console/saml', settings(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual(expect.objectContaining({ path, message }));
    const stored = await call(s.admin, 'GET', '/api/console/saml');
    expect(stored.json().data.connection.idp_entry_point).toBe('https://idp.riverside.test/sso');
  });

  it('lists the consent forms with signatures of subscribed clinicians, for every role with view_requirements', async () => {
    const { userId } = await insertTestSubscriber(t.database.db, home.groupId, home.appReqId, {
      first: 'Cora',
    });
    const form = await t.database.db
      .selectFrom('consent_forms')
      .select('id')
      .where('subscriber_group_id', '=', home.groupId)
      .executeTakeFirstOrThrow();
    const before = (await call(s.recruiter, 'GET', '/api/console/consent-forms')).json().data;
    await t.database.db
      .insertInto('consent_signatures')
      .values({ consent_form_id: form.id, user_id: userId })
      .execute();
    for (const who of [s.admin, s.credentialing_reviewer, s.recruiter]) {
      const response = await call(who, 'GET', '/api/console/consent-forms');
      expect(response.statusCode).toBe(200);
      const row = response.json().data.find((entry: { id: string }) => entry.id === form.id);
      expect(row).toMatchObject({
        name: 'Authorization to release credentialing information',
        required: true,
      });
      expect(row.signed).toBe(before.find((entry: { id: string }) => entry.id === form.id).signed + 1);
      expect(row.subscribed).toBeGreaterThanOrEqual(row.signed);
    }
    const others = (await call(s.otherAdmin, 'GET', '/api/console/consent-forms')).json().data;
    expect(others).toEqual([]);
    expect((await call(s.clinician, 'GET', '/api/console/consent-forms')).statusCode).toBe(403);
  });

  it('migration 0037 gives manage_saml to admins made before it, and to no other role', async () => {
    const db = t.database.db;
    const oldAdmin = await createUser(db, {
      accessLevel: 'admin',
      actions: STAFF_ROLE_ACTIONS.admin.filter((action) => action !== 'manage_saml'),
      subscriberGroupId: home.groupId,
    });
    const reviewer = await createUser(db, {
      accessLevel: 'staff',
      actions: [...STAFF_ROLE_ACTIONS.credentialing_reviewer],
      subscriberGroupId: home.groupId,
    });
    // Run twice: a second run adds nothing.
    await addManageSaml(db as unknown as Kysely<unknown>);
    await addManageSaml(db as unknown as Kysely<unknown>);
    const actions = async (userId: string) =>
      (
        await db
          .selectFrom('actors')
          .select('actions')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).actions;
    expect((await actions(oldAdmin.id)).filter((action) => action === 'manage_saml')).toHaveLength(1);
    expect(await actions(reviewer.id)).not.toContain('manage_saml');
  });
});
