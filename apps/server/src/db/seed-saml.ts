import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { loadConfig, type Config } from '../config';
import { upsertConnection } from '../modules/saml/saml.repository';
import type { Database } from './schema';

type SamlSeedConfig = Pick<
  Config,
  'PUBLIC_ORIGIN' | 'DEMO_SAML_IDP_URL' | 'DEMO_SAML_IDP_CERT_FILE' | 'DEMO_SAML_IDP_ISSUER'
>;

/**
 * Organization sign-in for the demo organization, from configuration (modules/saml/saml.config.ts).
 * Without DEMO_SAML_IDP_URL nothing is seeded and '/?organization=<slug>' offers the password sign-in.
 */
export async function seedDemoSaml(
  db: Kysely<Database>,
  slug: string,
  config: SamlSeedConfig = loadConfig(),
): Promise<boolean> {
  if (!config.DEMO_SAML_IDP_URL) return false;
  if (!config.DEMO_SAML_IDP_CERT_FILE)
    throw new Error('DEMO_SAML_IDP_URL is set: DEMO_SAML_IDP_CERT_FILE must name the IdP certificate (PEM)');
  const certificate = readFileSync(config.DEMO_SAML_IDP_CERT_FILE, 'utf8');
  if (!certificate.includes('BEGIN CERTIFICATE'))
    throw new Error('DEMO_SAML_IDP_CERT_FILE must hold a PEM certificate');
  const group = await db
    .selectFrom('subscriber_groups')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  await upsertConnection(db, {
    subscriber_group_id: group.id,
    enabled: true,
    idp_entry_point: config.DEMO_SAML_IDP_URL,
    idp_issuer: config.DEMO_SAML_IDP_ISSUER ?? config.DEMO_SAML_IDP_URL,
    idp_certificate: certificate,
    sp_entity_id: `${config.PUBLIC_ORIGIN}/auth/saml/${slug}`,
    name_id_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  });
  return true;
}
