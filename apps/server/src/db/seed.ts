import { HOLDER_ACTIONS, STAFF_ROLE_ACTIONS, selfAttestedKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import type { Database } from './schema';
import { seedDemoSaml } from './seed-saml';
import { DEMO_INVITATION_ID } from './seed-invites';
import { seedConsoleStaff } from './seed-console';
import { seedEnrolledClinician } from './seed-enrolled';
import { DEMO_VERIFICATIONS, seedWorkVerificationClinician } from './seed-work-verifications';
import { DEMO_SHARING, seedSharingClinician } from './seed-sharing';
import { DEMO_TASKS, seedTasksClinician } from './seed-tasks';
import { DEMO_CONSOLE_SHARE, seedConsoleShareClinician } from './seed-console-share';
import { DEMO_MONITORING, seedMonitoringClinician } from './seed-monitoring';

/** The demo data's sign-in details; the README prints them. Local demo only, never a real account. */
export const DEMO = {
  organizationSlug: 'riverside-health',
  clinicianEmail: 'demo.clinician@credence.test',
  clinicianPassword: 'Wallet-Demo-2026',
  adminEmail: 'credentialing@riverside.test',
  adminPassword: 'Console-Demo-2026',
  invitedEmail: 'new.clinician@credence.test',
} as const;

/**
 * The demo requirement (Riverside Health's hospitalist onboarding) has this fixed id, so the README and the
 * browser journeys can open /professional-history/<id> without a way to list requirements. Only the demo
 * seed uses it; real requirements get random ids.
 */
export const DEMO_REQUIREMENT_ID = 'a3c5e7f9-1b2d-4f6a-8c0e-2d4f6a8c0e1b';

/**
 * Seeds the demo organization and people once; a database that already has them is left alone. Personal
 * values are sealed by the server's re-seal job at start-up, like any value stored before sealing.
 */
export async function seedDemo(db: Kysely<Database>): Promise<boolean> {
  const existing = await db
    .selectFrom('subscriber_groups')
    .select('id')
    .where('slug', '=', DEMO.organizationSlug)
    .executeTakeFirst();
  if (existing) return false;

  const [clinicianHash, adminHash] = await Promise.all([
    hashPassword(DEMO.clinicianPassword),
    hashPassword(DEMO.adminPassword),
  ]);

  await db.transaction().execute(async (trx) => {
    const group = await trx
      .insertInto('subscriber_groups')
      .values({
        slug: DEMO.organizationSlug,
        name: 'Riverside Health',
        logo_url: null,
        settings: JSON.stringify({ logo_cobranded: true }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const requirement = await trx
      .insertInto('application_requirements')
      .values({
        id: DEMO_REQUIREMENT_ID,
        subscriber_group_id: group.id,
        name: 'Hospitalist onboarding',
        application_config: JSON.stringify({
          look_back_years: 5,
          malpractice: { required: ['name', 'policy_number', 'effective_date', 'expiration_date'] },
          verification: { work_history: { required: true }, hospital_affiliations: { required: true } },
          wallet_complete_instructions:
            'Complete your wallet so Riverside Health can review your application.',
        }),
        credential_set: JSON.stringify(['state_license', 'dea', 'npdb', 'oig_hhs', 'sam', 'work_history']),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const tasks = await trx
      .insertInto('subscriber_group_tasks')
      .values([
        {
          subscriber_group_id: group.id,
          app_req_id: requirement.id,
          name: 'Upload your Basic Life Support (BLS) card',
          type: 'document',
          required_for_share: true,
          config: JSON.stringify({ accepts: ['.pdf', '.jpg', '.png'], document_type: 'life_support' }),
        },
        {
          subscriber_group_id: group.id,
          app_req_id: requirement.id,
          name: 'Attest to your immunization status',
          type: 'question',
          required_for_share: true,
          sign_and_submit_order: 1,
          config: JSON.stringify({
            wallet_location: 'sign-and-submit',
            question_set: 'riverside-immunization',
          }),
        },
      ])
      .returning('id')
      .execute();

    const clinician = await trx
      .insertInto('users')
      .values({
        email: DEMO.clinicianEmail,
        password_hash: clinicianHash,
        email_verified_at: new Date(),
        first_name: 'Jordan',
        last_name: 'Rivera',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('actors')
      .values({
        user_id: clinician.id,
        access_level: 'holder',
        actions: [...HOLDER_ACTIONS],
        settings: JSON.stringify({ id_verification: 'not_started' }),
        name: 'Jordan Rivera',
      })
      .execute();

    await trx
      .insertInto('self_attested')
      .values([
        {
          user_id: clinician.id,
          key: selfAttestedKey('basic_info', 'first_name'),
          value: JSON.stringify('Jordan'),
        },
        {
          user_id: clinician.id,
          key: selfAttestedKey('basic_info', 'last_name'),
          value: JSON.stringify('Rivera'),
        },
      ])
      .execute();

    await trx
      .insertInto('subscriptions')
      .values({
        user_id: clinician.id,
        subscriber_group_id: group.id,
        app_req_id: requirement.id,
        status: 'active',
      })
      .execute();

    // Signed already, so the demo lands on enrolment rather than on the consent step.
    const consent = await trx
      .insertInto('consent_forms')
      .values({
        subscriber_group_id: group.id,
        name: 'Authorization to release credentialing information',
        document_key: 'riverside-health/release-authorization-v1',
        required: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('consent_signatures')
      .values({ consent_form_id: consent.id, user_id: clinician.id })
      .execute();

    await trx
      .insertInto('clinician_tasks')
      .values(tasks.map((task) => ({ user_id: clinician.id, subscriber_group_task_id: task.id })))
      .execute();

    const admin = await trx
      .insertInto('users')
      .values({
        email: DEMO.adminEmail,
        password_hash: adminHash,
        email_verified_at: new Date(),
        first_name: 'Casey',
        last_name: 'Morgan',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('actors')
      .values({
        user_id: admin.id,
        access_level: 'admin',
        actions: [...STAFF_ROLE_ACTIONS.admin],
        name: 'Riverside Health credentialing',
        subscriber_group_id: group.id,
      })
      .execute();

    await trx
      .insertInto('invitations')
      .values({
        id: DEMO_INVITATION_ID,
        subscriber_group_id: group.id,
        app_req_id: requirement.id,
        email: DEMO.invitedEmail,
        first_name: 'Avery',
        last_name: 'Chen',
        expires_at: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      })
      .execute();
  });
  await seedEnrolledClinician(db, DEMO_REQUIREMENT_ID);
  // Same demo password as the first clinician's: its hash is reused.
  await seedWorkVerificationClinician(
    db,
    DEMO_REQUIREMENT_ID,
    DEMO_VERIFICATIONS.password === DEMO.clinicianPassword ? clinicianHash : undefined,
  );
  await seedSharingClinician(
    db,
    DEMO_SHARING.password === DEMO.clinicianPassword ? clinicianHash : undefined,
  );
  await seedTasksClinician(
    db,
    DEMO_REQUIREMENT_ID,
    DEMO_TASKS.password === DEMO.clinicianPassword ? clinicianHash : undefined,
  );
  await seedConsoleShareClinician(
    db,
    DEMO_CONSOLE_SHARE.password === DEMO.clinicianPassword ? clinicianHash : undefined,
  );
  await seedMonitoringClinician(
    db,
    DEMO_MONITORING.password === DEMO.clinicianPassword ? clinicianHash : undefined,
  );
  await seedDemoSaml(db, DEMO.organizationSlug);
  const riverside = await db
    .selectFrom('subscriber_groups')
    .select('id')
    .where('slug', '=', DEMO.organizationSlug)
    .executeTakeFirstOrThrow();
  await seedConsoleStaff(db, riverside.id, DEMO.adminPassword, adminHash);
  return true;
}
