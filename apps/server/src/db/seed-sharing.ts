import { HOLDER_ACTIONS, selfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import { valuesHash } from '../modules/credentials/offers';
import type { Database } from './schema';

/**
 * A demo clinician ready to share (issue 17; decision 043): Sam Okafor, a registered nurse with his identity
 * verified, subscribed to Riverside Health's "Nurse onboarding" requirement (NPI, RN license, and the NPDB the
 * organization queries itself), with his NPPES record and Wisconsin RN license in the wallet, verified five days
 * ago. Their portable copies (SD-JWT VC) are issued by the server when he first shares (or by the monitoring
 * pass), since issuing needs the issuer key the seed does not hold. Local demo only, never a real account.
 */
export const DEMO_SHARING = {
  email: 'demo.sharing@credence.test',
  password: 'Wallet-Demo-2026',
  requirementId: 'b4d6f8a0-2c3e-4a5b-9d0f-3e5a7b9c1d2f',
} as const;

export async function seedSharingClinician(db: Kysely<Database>, passwordHash?: string): Promise<void> {
  const hash = passwordHash ?? (await hashPassword(DEMO_SHARING.password));
  const now = new Date();
  const verifiedAt = new Date(now.getTime() - 5 * 24 * 60 * 60 * 1000);
  const expires = `${now.getUTCFullYear() + 2}-02-28`;
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('subscriber_groups')
      .select('id')
      .where('slug', '=', 'riverside-health')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('application_requirements')
      .values({
        id: DEMO_SHARING.requirementId,
        subscriber_group_id: group.id,
        name: 'Nurse onboarding',
        application_config: JSON.stringify({
          verification_window_days: 120,
          share: { purpose: 'Credentialing and privileging of nursing staff', retention_days: 1095 },
        }),
        credential_set: JSON.stringify(['nppes', 'rn_license', 'npdb']),
      })
      .execute();
    const user = await trx
      .insertInto('users')
      .values({
        email: DEMO_SHARING.email,
        password_hash: hash,
        email_verified_at: now,
        first_name: 'Sam',
        last_name: 'Okafor',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('actors')
      .values({
        user_id: user.id,
        access_level: 'holder',
        actions: [...HOLDER_ACTIONS],
        settings: JSON.stringify({ id_verification: 'finished' }),
        name: 'Sam Okafor',
      })
      .execute();
    const answers = [
      [selfAttestedKey('basic_info', 'first_name'), 'Sam'],
      [selfAttestedKey('basic_info', 'last_name'), 'Okafor'],
      [selfAttestedKey('basic_info', 'occupation_code'), 'RN'],
      [selfAttestedKey('status', 'enrollment_status'), 'finished'],
    ] as const;
    await trx
      .insertInto('self_attested')
      .values(answers.map(([key, value]) => ({ user_id: user.id, key, value: JSON.stringify(value) })))
      .execute();
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        subscriber_group_id: group.id,
        app_req_id: DEMO_SHARING.requirementId,
        status: 'active',
      })
      .execute();
    const credentials = [
      {
        source: 'nppes',
        schema_name: 'nppes',
        item_key: '1467582903',
        name: 'NPI 1467582903',
        fields: { first_name: 'SAM', last_name: 'OKAFOR', number: '1467582903', status: 'A' },
        expires_on: null,
      },
      {
        source: 'rn_license',
        schema_name: 'rn_license',
        item_key: 'WI|274411-30',
        name: 'WI RN license 274411-30',
        fields: {
          license_board: 'Wisconsin Board of Nursing',
          license_number: '274411-30',
          initial_date: '2016-06-14',
          expiration_date: expires,
          license_status: 'Active',
          board_actions: 'False',
        },
        expires_on: expires,
      },
    ];
    await trx
      .insertInto('credentials')
      .values(
        credentials.map((credential) => ({
          ...credential,
          user_id: user.id,
          status: 'added' as const,
          fields: JSON.stringify(credential.fields),
          values_hash: valuesHash(credential.fields),
          origin: credential.source,
          method: 'primary_source' as const,
          verified_at: verifiedAt,
          checked_at: verifiedAt,
          offered_at: verifiedAt,
          accepted_at: verifiedAt,
          created_at: verifiedAt,
          updated_at: verifiedAt,
        })),
      )
      .execute();
    const consentForms = await trx
      .selectFrom('consent_forms')
      .select('id')
      .where('subscriber_group_id', '=', group.id)
      .execute();
    if (consentForms.length > 0)
      await trx
        .insertInto('consent_signatures')
        .values(consentForms.map((form) => ({ consent_form_id: form.id, user_id: user.id })))
        .execute();
  });
}
