import { HOLDER_ACTIONS, selfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import type { Database } from './schema';

/**
 * A demo clinician with tasks to do and a consent form to sign (issue 15; decision 048): Dana Kim, a
 * registered nurse whose enrolment is finished, subscribed to Riverside Health's hospitalist onboarding. The
 * organization's release authorization is NOT signed, so sign-in stops at /intro first. She holds Riverside's
 * two tasks (the BLS card upload and the immunization attestation, sign-and-submit) and its professional
 * disclosure questions (a CAQH-style set, a supplementary task only she is given). The tasks journey signs
 * in as her; no other journey does. Local demo only, never a real account.
 */
export const DEMO_TASKS = {
  email: 'demo.tasks@credence.test',
  password: 'Wallet-Demo-2026',
} as const;

export async function seedTasksClinician(
  db: Kysely<Database>,
  appReqId: string,
  passwordHash?: string,
): Promise<void> {
  const hash = passwordHash ?? (await hashPassword(DEMO_TASKS.password));
  await db.transaction().execute(async (trx) => {
    const requirement = await trx
      .selectFrom('application_requirements')
      .select('subscriber_group_id')
      .where('id', '=', appReqId)
      .executeTakeFirstOrThrow();
    const groupId = requirement.subscriber_group_id;
    const user = await trx
      .insertInto('users')
      .values({
        email: DEMO_TASKS.email,
        password_hash: hash,
        email_verified_at: new Date(),
        first_name: 'Dana',
        last_name: 'Kim',
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
        name: 'Dana Kim',
      })
      .execute();
    const answers = [
      [selfAttestedKey('basic_info', 'first_name'), 'Dana'],
      [selfAttestedKey('basic_info', 'last_name'), 'Kim'],
      [selfAttestedKey('basic_info', 'occupation_code'), 'RN'],
      [selfAttestedKey('status', 'enrollment_status'), 'finished'],
    ] as const;
    await trx
      .insertInto('self_attested')
      .values(answers.map(([key, value]) => ({ user_id: user.id, key, value: JSON.stringify(value) })))
      .execute();
    await trx
      .insertInto('subscriptions')
      .values({ user_id: user.id, subscriber_group_id: groupId, app_req_id: appReqId, status: 'active' })
      .execute();
    // Riverside's professional disclosure questions: a supplementary task (no wallet_location).
    const disclosure = await trx
      .insertInto('subscriber_group_tasks')
      .values({
        subscriber_group_id: groupId,
        app_req_id: appReqId,
        name: 'Answer the professional disclosure questions',
        type: 'question',
        required_for_share: false,
        config: JSON.stringify({ wallet_location: null, question_set: 'caqh-disclosure' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('subscriber_group_tasks')
      .select('id')
      .where('app_req_id', '=', appReqId)
      .where('id', '!=', disclosure.id)
      .execute();
    await trx
      .insertInto('clinician_tasks')
      .values(
        [...existing, disclosure].map((task) => ({ user_id: user.id, subscriber_group_task_id: task.id })),
      )
      .execute();
  });
}
