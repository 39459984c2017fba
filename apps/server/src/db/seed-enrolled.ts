import { HOLDER_ACTIONS, makeProfileValueSchemas, selfAttestedKey } from '@credence/shared';
import type { SelfAttestedKey, WizardKey } from '@credence/shared';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import type { Database } from './schema';
import { queueVerification } from '../modules/verifications/verifications.service';
import { seedDemoWallet } from './seed-wallet';

/**
 * A second demo clinician whose enrolment is finished, so after sign-in the routing order takes them to a
 * saved page or the dashboard instead of the enrolment wizard (the return-path journey signs in as them).
 * Morgan Lee is a registered nurse in Madison, Wisconsin (the journeys' resume is hers), with every answer a
 * finished RN enrolment gives: name, date and place of birth, citizenship, SSN, home address, a confirmed
 * mobile number, NCSBN id and RN license, no other names. They hold an active subscription to the demo
 * requirement, with its consent already signed (so sign-in does not stop at /intro) and no work history, so
 * a journey can open /professional-history/<requirement> and add some. Local demo only, never a real account.
 */
export const DEMO_ENROLLED = {
  email: 'demo.enrolled@credence.test',
  password: 'Wallet-Demo-2026',
} as const;

/** Morgan's answers, as the wizard would send them (each is checked with the shared schema before saving). */
export const DEMO_ENROLLED_PROFILE = {
  'basic_info|occupation_code': 'RN',
  'basic_info|first_name': 'Morgan',
  'basic_info|last_name': 'Lee',
  'basic_info|date_of_birth': '1990-04-17',
  'basic_info|place_of_birth': { country: 'US', state: 'WI' },
  'basic_info|citizenship': ['US'],
  'basic_info|social_security': '412-68-3907',
  'address|line_1': '418 Jenifer Street',
  'address|city': 'Madison',
  'address|state': 'WI',
  'address|zip': '53703',
  'basic_info|phone_number': '6085550142',
  'identifiers|ncsbn_number': '21873046',
  'licenses|list': [{ id: null, record_type: 'rn_license', license_number: '218730-30', state: 'WI' }],
  'basic_info|has_other_names': false,
  'status|enrollment_status': 'finished',
} as const satisfies Partial<Record<WizardKey, unknown>>;

/**
 * Called once by seedDemo, with the rest of the demo data (`appReqId`: the demo requirement). Values are
 * written as the wizard validates them; the SSN and date of birth are sealed by the re-seal job the server
 * runs at every start (as for any value stored before sealing), so the seed needs no key.
 */
export async function seedEnrolledClinician(db: Kysely<Database>, appReqId: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ENROLLED.password);
  const schemas = makeProfileValueSchemas();
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
    const answers = Object.entries(DEMO_ENROLLED_PROFILE).map(([key, value]) => {
      return [key, schemas[key as WizardKey].parse(value)] as const;
    });
    // Set by the server when the texted code is confirmed, so no schema of the wizard's covers it.
    const confirmed = [selfAttestedKey('basic_info', 'mobile_confirm'), true] as const;
    await trx
      .insertInto('self_attested')
      .values(
        [...answers, confirmed].map(([key, value]) => ({
          user_id: user.id,
          key: key as SelfAttestedKey,
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
    // Her Nursys license check (the one source her answers reach): the server's scheduler runs it after start,
    // so /api/verifications has something to show.
    await queueVerification({ db: trx, clock: () => new Date() }, { userId: user.id, source: 'rn_license' });
    // Her wallet: that check's outcome already in, her license accepted, one dispute answered (seed-wallet.ts).
    await seedDemoWallet(trx, {
      userId: user.id,
      ncsbnId: DEMO_ENROLLED_PROFILE['identifiers|ncsbn_number'],
      license: { state: 'WI', number: '218730-30' },
    });
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
