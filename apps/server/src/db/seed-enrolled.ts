import { HOLDER_ACTIONS, selfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import type { Database } from './schema';

/**
 * A second demo clinician whose enrolment is finished, so after sign-in the routing order takes them to a
 * saved page or the dashboard instead of the enrolment wizard (the return-path journey signs in as them).
 * They hold an active subscription to the demo requirement, with its consent already signed (so sign-in
 * does not stop at /intro) and no work history, so a journey can open /professional-history/<requirement>
 * and add some. Local demo only, never a real account.
 */
export const DEMO_ENROLLED = {
  email: 'demo.enrolled@credence.test',
  password: 'Wallet-Demo-2026',
} as const;

/** Called once by seedDemo, with the rest of the demo data (`appReqId`: the demo requirement). */
export async function seedEnrolledClinician(db: Kysely<Database>, appReqId: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ENROLLED.password);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email: DEMO_ENROLLED.email,
        password_hash: passwordHash,
        email_verified_at: new Date(),
        first_name: 'Morgan',
        last_name: 'Lee',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('actors')
      .values({
        user_id: user.id,
        access_level: 'holder',
        actions: [...HOLDER_ACTIONS],
        settings: JSON.stringify({ id_verification: 'not_started' }),
        name: 'Morgan Lee',
      })
      .execute();
    const values: [Parameters<typeof selfAttestedKey>, unknown][] = [
      [['basic_info', 'first_name'], 'Morgan'],
      [['basic_info', 'last_name'], 'Lee'],
      [['status', 'enrollment_status'], 'finished'],
    ];
    await trx
      .insertInto('self_attested')
      .values(
        values.map(([[section, field], value]) => ({
          user_id: user.id,
          key: selfAttestedKey(section, field as never),
          value: JSON.stringify(value),
        })),
      )
      .execute();
    const requirement = await trx
      .selectFrom('application_requirements')
      .select('subscriber_group_id')
      .where('id', '=', appReqId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        subscriber_group_id: requirement.subscriber_group_id,
        app_req_id: appReqId,
        status: 'active',
      })
      .execute();
    const consentForms = await trx
      .selectFrom('consent_forms')
      .select('id')
      .where('subscriber_group_id', '=', requirement.subscriber_group_id)
      .execute();
    if (consentForms.length > 0) {
      await trx
        .insertInto('consent_signatures')
        .values(consentForms.map((form) => ({ consent_form_id: form.id, user_id: user.id })))
        .execute();
    }
  });
}
