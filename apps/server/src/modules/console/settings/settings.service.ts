import { X509Certificate } from 'node:crypto';
import type { SamlSettings } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Config } from '#server/config';
import type { Database } from '#server/db/schema';
import { badRequest, notFound } from '#server/lib/app-error';
import type { Caller } from '#server/lib/caller';
import type { Clock } from '#server/lib/clock';
import { audit } from '../../audit/audit.service';
import { acsUrlOf } from '../../saml/saml.client';
import { groupOf } from '../staff-group';
import { findGroupConnection, saveGroupConnection, type SamlSettingsValues } from './settings.repository';

export interface SettingsDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
}

/** The certificate's subject, validity and fingerprint; null when it is not an X.509 certificate. */
export function certificateSummary(pem: string) {
  try {
    const certificate = new X509Certificate(pem);
    return {
      subject: certificate.subject.replaceAll('\n', ', '),
      valid_from: new Date(certificate.validFrom).toISOString(),
      valid_to: new Date(certificate.validTo).toISOString(),
      fingerprint_sha256: certificate.fingerprint256,
    };
  } catch {
    return null;
  }
}

const spEntityIdOf = (config: Config, slug: string) =>
  `${config.PUBLIC_ORIGIN}/auth/saml/${encodeURIComponent(slug)}`;

async function settingsOf(deps: SettingsDeps, groupId: string): Promise<SamlSettings> {
  const row = await findGroupConnection(deps.db, groupId);
  if (!row) throw notFound();
  const slug = row.slug;
  return {
    sp_entity_id: row.sp_entity_id ?? spEntityIdOf(deps.config, slug),
    acs_url: acsUrlOf(deps.config, slug),
    metadata_url: `${deps.config.PUBLIC_ORIGIN}/auth/saml/${encodeURIComponent(slug)}/metadata`,
    connection:
      row.connection_id === null
        ? null
        : {
            enabled: row.enabled!,
            idp_entry_point: row.idp_entry_point!,
            idp_issuer: row.idp_issuer!,
            idp_certificate: row.idp_certificate!,
            email_attribute: row.email_attribute!,
            first_name_attribute: row.first_name_attribute!,
            last_name_attribute: row.last_name_attribute!,
            certificate: certificateSummary(row.idp_certificate!),
            updated_at: new Date(row.updated_at!).toISOString(),
          },
  };
}

/** GET /api/console/saml: the caller's group's connection (decision 061); a caller of no group gets 404. */
export async function samlSettings(deps: SettingsDeps, caller: Caller): Promise<SamlSettings> {
  const groupId = groupOf(caller);
  if (!groupId) throw notFound();
  return settingsOf(deps, groupId);
}

/** PUT /api/console/saml: the schema checked the shapes; here the certificate must parse as X.509. */
export async function updateSamlSettings(
  deps: SettingsDeps,
  caller: Caller,
  input: SamlSettingsValues,
): Promise<SamlSettings> {
  const groupId = groupOf(caller);
  if (!groupId) throw notFound();
  if (!certificateSummary(input.idp_certificate))
    throw badRequest([{ path: 'idp_certificate', message: 'console.saml.certificate-unparsable' }]);
  const group = await findGroupConnection(deps.db, groupId);
  if (!group) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    await saveGroupConnection(trx, groupId, input, spEntityIdOf(deps.config, group.slug), deps.clock());
    await audit(trx, caller.origin, {
      action: group.connection_id ? 'console.saml.update' : 'console.saml.create',
      outcome: 'success',
      target_type: 'subscriber_group',
      target_id: groupId,
      details: { enabled: input.enabled },
    });
  });
  return settingsOf(deps, groupId);
}
