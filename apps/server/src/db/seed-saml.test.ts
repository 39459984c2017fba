import { afterEach, describe, expect, it } from 'vitest';
import { TEST_IDP } from '../../test/helpers/saml-response';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { DEMO, seedDemo } from './seed';
import { seedDemoSaml } from './seed-saml';

const config = {
  PUBLIC_ORIGIN: 'http://localhost:3000',
  DEMO_SAML_IDP_URL: 'http://127.0.0.1:4100/sso',
  DEMO_SAML_IDP_CERT_FILE: TEST_IDP.certFile,
  DEMO_SAML_IDP_ISSUER: undefined,
};

describe('the demo organization sign-in', () => {
  let t: TestApp;
  afterEach(() => t.close());
  const lookUp = () =>
    t.app.inject({ method: 'GET', url: `/api/sso_subscriber_config?organization=${DEMO.organizationSlug}` });

  it('is off without DEMO_SAML_IDP_URL: the login entry gets a 404 and offers the password sign-in', async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    expect(
      await seedDemoSaml(t.database.db, DEMO.organizationSlug, { ...config, DEMO_SAML_IDP_URL: undefined }),
    ).toBe(false);
    expect((await lookUp()).statusCode).toBe(404);
  });

  it('comes from configuration: entry point, certificate file, issuer defaulting to the entry point', async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    expect(await seedDemoSaml(t.database.db, DEMO.organizationSlug, config)).toBe(true);
    // Seeding again updates the one connection rather than adding another.
    expect(await seedDemoSaml(t.database.db, DEMO.organizationSlug, config)).toBe(true);
    const rows = await t.database.db.selectFrom('saml_connections').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      enabled: true,
      idp_entry_point: config.DEMO_SAML_IDP_URL,
      idp_issuer: config.DEMO_SAML_IDP_URL,
      idp_certificate: TEST_IDP.cert,
      sp_entity_id: `http://localhost:3000/auth/saml/${DEMO.organizationSlug}`,
    });
    expect((await lookUp()).json()).toEqual({ data: { name: 'Riverside Health', logo: null } });
  });

  it('refuses to start half configured', async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    await expect(
      seedDemoSaml(t.database.db, DEMO.organizationSlug, { ...config, DEMO_SAML_IDP_CERT_FILE: undefined }),
    ).rejects.toThrow(/DEMO_SAML_IDP_CERT_FILE/);
  });
});
