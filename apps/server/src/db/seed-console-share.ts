import { HOLDER_ACTIONS, selfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import { valuesHash } from '../modules/credentials/offers';
import type { Database } from './schema';
import { DEMO_SHARING } from './seed-sharing';

/**
 * A second demo nurse for the console's received shares (issue 18 part 2, decision 051): Priya Raman, identity
 * verified, subscribed to Riverside Health's "Nurse onboarding" (the requirement seed-sharing.ts makes), with
 * her NPPES record and a Wisconsin RN license verified eight days ago that expires in 45 days, so that once she
 * shares, the license is among the console's expirables (within 60 days). She is a separate person from Sam
 * Okafor so that the console journey's share does not disturb the sharing journey's. Her BLS card, her consent
 * signatures and her first share are made at the app's start (modules/console/demo-received-share.seed.ts,
 * decision 066), since they need the storage, the data key and the issuer key. Local demo only.
 */
export const DEMO_CONSOLE_SHARE = {
  email: 'demo.console-share@credence.test',
  password: 'Wallet-Demo-2026',
  subscriptionId: 'c5e7a9b1-3d4f-4b6c-8e1a-4f6b8c0d2e3a',
  licenseExpiresInDays: 45,
  /** Her task for Riverside's nurses, required before a share (only she is assigned it). */
  taskName: 'Upload your nursing Basic Life Support (BLS) card',
} as const;

const DAY = 24 * 60 * 60 * 1000;

export async function seedConsoleShareClinician(db: Kysely<Database>, passwordHash?: string): Promise<void> {
  const hash = passwordHash ?? (await hashPassword(DEMO_CONSOLE_SHARE.password));
  const now = new Date();
  const verifiedAt = new Date(now.getTime() - 8 * DAY);
  const expires = new Date(now.getTime() + DEMO_CONSOLE_SHARE.licenseExpiresInDays * DAY)
    .toISOString()
    .slice(0, 10);
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('subscriber_groups')
      .select('id')
      .where('slug', '=', 'riverside-health')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        email: DEMO_CONSOLE_SHARE.email,
        password_hash: hash,
        email_verified_at: now,
        first_name: 'Priya',
        last_name: 'Raman',
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
        name: 'Priya Raman',
      })
      .execute();
    const answers = [
      [selfAttestedKey('basic_info', 'first_name'), 'Priya'],
      [selfAttestedKey('basic_info', 'last_name'), 'Raman'],
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
        id: DEMO_CONSOLE_SHARE.subscriptionId,
        user_id: user.id,
        subscriber_group_id: group.id,
        app_req_id: DEMO_SHARING.requirementId,
        status: 'active',
      })
      .execute();
    const credentials = [
      {
        source: 'nppes',
        item_key: '1538264019',
        name: 'NPI 1538264019',
        fields: { first_name: 'PRIYA', last_name: 'RAMAN', number: '1538264019', status: 'A' },
        expires_on: null,
      },
      {
        source: 'rn_license',
        item_key: 'WI|301872-30',
        name: 'WI RN license 301872-30',
        fields: {
          license_board: 'Wisconsin Board of Nursing',
          license_number: '301872-30',
          initial_date: '2019-03-11',
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
        credentials.map(({ source, ...credential }) => ({
          ...credential,
          source,
          schema_name: source,
          user_id: user.id,
          status: 'added' as const,
          fields: JSON.stringify(credential.fields),
          values_hash: valuesHash(credential.fields),
          origin: source,
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
    // Riverside asks nurses of "Nurse onboarding" for their BLS card before a share; hers is handed in. The
    // file needs the storage and the data key, so the app's start (seedDemoReceivedShare) stores it, signs
    // Riverside's consent forms through the consent service and makes her share: a received share at once.
    const blsTask = await trx
      .insertInto('subscriber_group_tasks')
      .values({
        subscriber_group_id: group.id,
        app_req_id: DEMO_SHARING.requirementId,
        name: DEMO_CONSOLE_SHARE.taskName,
        type: 'document',
        required_for_share: true,
        config: JSON.stringify({ accepts: ['.pdf', '.jpg', '.png'], document_type: 'life_support' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('clinician_tasks')
      .values({
        user_id: user.id,
        subscriber_group_task_id: blsTask.id,
        task_status: 'submitted',
        assigned_at: verifiedAt,
        submitted_at: verifiedAt,
        updated_at: verifiedAt,
      })
      .execute();
  });
}
