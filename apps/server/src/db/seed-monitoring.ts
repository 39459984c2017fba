import { HOLDER_ACTIONS, selfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import { queueVerification } from '../modules/verifications/verifications.service';
import type { Database } from './schema';
import { DEMO_SHARING } from './seed-sharing';

/**
 * A demo nurse for the console's monitoring (decision 056): Lois Abernathy, whose name and date of birth are
 * those of a row of the shipped OIG LEIE sample (ABERNATHY, LOIS, 1965-08-04), subscribed to Riverside
 * Health. The first monitoring pass after start loads the lists and screens her: a name + DOB candidate the
 * group's reviewer confirms or clears; her exclusion check is queued, so the monthly report lists it. She is a
 * different person from the list row as far as anyone knows: that is what the reviewer decides. The date of
 * birth is written in clear and sealed by the re-seal pass at start, as seed-enrolled.ts does. Local demo only.
 */
export const DEMO_MONITORING = {
  email: 'demo.monitoring@credence.test',
  password: 'Wallet-Demo-2026',
  subscriptionId: 'd6f8a0b2-4e5a-4c7d-9f2b-5a7c9d1e3f4b',
  dob: '1965-08-04',
} as const;

export async function seedMonitoringClinician(db: Kysely<Database>, passwordHash?: string): Promise<void> {
  const hash = passwordHash ?? (await hashPassword(DEMO_MONITORING.password));
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .selectFrom('subscriber_groups')
      .select('id')
      .where('slug', '=', 'riverside-health')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        email: DEMO_MONITORING.email,
        password_hash: hash,
        email_verified_at: now,
        first_name: 'Lois',
        last_name: 'Abernathy',
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
        name: 'Lois Abernathy',
      })
      .execute();
    const answers = [
      [selfAttestedKey('basic_info', 'first_name'), 'Lois'],
      [selfAttestedKey('basic_info', 'last_name'), 'Abernathy'],
      [selfAttestedKey('basic_info', 'date_of_birth'), DEMO_MONITORING.dob],
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
        id: DEMO_MONITORING.subscriptionId,
        user_id: user.id,
        subscriber_group_id: group.id,
        app_req_id: DEMO_SHARING.requirementId,
        status: 'active',
      })
      .execute();
    // The scheduler runs it after the first pass has loaded the lists: the monthly report's entries.
    await queueVerification({ db: trx, clock: () => new Date() }, { userId: user.id, source: 'exclusions' });
  });
}
