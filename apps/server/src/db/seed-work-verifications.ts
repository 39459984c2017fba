import { randomUUID } from 'node:crypto';
import { HOLDER_ACTIONS, WORK_VERIFICATION_CONSENT_VERSION } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Caller } from '../lib/caller';
import { hashPassword } from '../lib/passwords';
import type { MailMessage } from '../modules/mail/mailer';
import { submitWorkVerification } from '../modules/work-verification/verifier.service';
import {
  sendWorkVerificationRequest,
  type WorkVerificationDeps,
} from '../modules/work-verification/work-verification.service';
import { DEMO_ENROLLED_PROFILE } from './seed-enrolled';
import type { Database } from './schema';

/**
 * A third demo clinician for work verification (issue 16; decision 039): Riley Carter, a registered nurse
 * whose enrolment is finished, subscribed to the demo requirement (which wants work history verified), with
 * three positions in the look-back, no affiliations and three peer references, so the flow opens at the
 * verifications step: one position already signed by its verifier, one whose verifier has the link
 * (pending), and one with no verifier yet (the work-verification journey names one).
 * The two requests go through the module's own service, so they are what a real send and signature store.
 * Local demo only, never a real account.
 */
export const DEMO_VERIFICATIONS = {
  email: 'demo.verifications@credence.test',
  password: 'Wallet-Demo-2026',
} as const;

/** 'MM/yyyy' of the month `count` months before `now`. */
const monthsAgo = (now: Date, count: number) => {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1));
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`;
};

const job = (fields: Record<string, unknown>) => ({
  id: randomUUID(),
  type: 'job',
  address_line1: '1 Hospital Drive',
  address_city: 'Madison',
  address_state: 'WI',
  address_zip: '53705',
  reference_info: true,
  ...fields,
});

/** `passwordHash`: the hash of DEMO_VERIFICATIONS.password when the caller has one (argon2 is slow). */
export async function seedWorkVerificationClinician(
  db: Kysely<Database>,
  appReqId: string,
  passwordHash?: string,
): Promise<void> {
  const now = new Date();
  const signedDates = { start_date: monthsAgo(now, 70), end_date: monthsAgo(now, 36) };
  const positions = {
    signed: job({
      institution: 'Lakeview Medical Center',
      department: 'Emergency',
      role: 'Staff nurse',
      ...signedDates,
    }),
    pending: job({
      institution: 'St. Clare Hospital',
      department: 'Intensive care',
      role: 'Charge nurse',
      start_date: monthsAgo(now, 35),
      end_date: monthsAgo(now, 13),
    }),
    open: job({
      institution: 'Madison General Hospital',
      department: 'Cardiology',
      role: 'Clinical nurse',
      start_date: monthsAgo(now, 12),
      isCurrent: true,
    }),
  };
  const userId = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email: DEMO_VERIFICATIONS.email,
        password_hash: passwordHash ?? (await hashPassword(DEMO_VERIFICATIONS.password)),
        email_verified_at: now,
        first_name: 'Riley',
        last_name: 'Carter',
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
        name: 'Riley Carter',
      })
      .execute();
    const profile: Record<string, unknown> = {
      'basic_info|occupation_code': 'RN',
      'basic_info|first_name': 'Riley',
      'basic_info|last_name': 'Carter',
      'basic_info|date_of_birth': '1988-09-02',
      'basic_info|citizenship': ['US'],
      'address|line_1': '27 Lake Street',
      'address|city': 'Madison',
      'address|state': 'WI',
      'address|zip': '53703',
      'basic_info|has_other_names': false,
      'status|enrollment_status': DEMO_ENROLLED_PROFILE['status|enrollment_status'],
      'work_history|history': Object.values(positions),
      'hospital_affiliations|answer': 'no',
    };
    await trx
      .insertInto('self_attested')
      .values(
        Object.entries(profile).map(([key, value]) => ({
          user_id: user.id,
          key: key as never,
          value: JSON.stringify(value),
        })),
      )
      .execute();
    // Three peer references (the demo requirement asks for the default three), so the flow opens at the
    // verifications step.
    await trx
      .insertInto('peer_references')
      .values(
        [
          ['Maya', 'Brooks', 'Medical director, Cardiology', 'medical_director'],
          ['Owen', 'Fischer', 'Department chair, Emergency', 'department_chair'],
          ['Lena', 'Park', 'Attending physician', 'supervisor'],
        ].map(([first, last, title, relationship], index) => ({
          id: randomUUID(),
          user_id: user.id,
          value: JSON.stringify({
            first_name: first,
            last_name: last,
            credential: 'MD',
            title,
            relationship,
            specialty: 'Cardiology',
            institution: 'Madison General Hospital',
            phone: `+1608555020${index}`,
            email: '',
            last_worked_together: monthsAgo(now, 2),
            attests_eligible: true,
          }),
          created_at: now,
          updated_at: now,
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
    if (consentForms.length > 0)
      await trx
        .insertInto('consent_signatures')
        .values(consentForms.map((form) => ({ consent_form_id: form.id, user_id: user.id })))
        .execute();
    return user.id;
  });

  // The seed's own settings for the service: the links it makes are never mailed (the seed keeps them), and
  // the verifier's calls are not counted against anyone's rate limit.
  const mail: MailMessage[] = [];
  const deps: WorkVerificationDeps = {
    db,
    clock: () => new Date(),
    mailer: { kind: 'outbox', send: async (message) => void mail.push(message) },
    config: {
      PUBLIC_ORIGIN: 'http://localhost',
      RATE_LIMIT_WINDOW_MINUTES: 15,
      RATE_LIMIT_PER_ADDRESS: Number.MAX_SAFE_INTEGER,
      RATE_LIMIT_PER_ACCOUNT: Number.MAX_SAFE_INTEGER,
    } as Config,
  };
  const caller = {
    userId,
    grantId: 'demo-seed',
    actorId: null,
    actor: null,
    actors: [],
    origin: { ip: null, request_id: null, user_id: userId, actor_id: null },
  } satisfies Caller;
  const send = (itemId: string, verifier_name: string, verifier_email: string) =>
    sendWorkVerificationRequest(deps, caller, {
      app_req_id: appReqId,
      kind: 'work_history',
      item_id: itemId,
      verifier_name,
      verifier_email,
    });
  await send(positions.pending.id, 'Priya Natarajan', 'nurse.manager@stclare.test');
  await send(positions.signed.id, 'Samuel Ortiz', 'director@lakeview.test');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.at(-1)!.body)![1]!;
  await submitWorkVerification(
    deps,
    {
      token,
      record: {
        first_name: 'Riley',
        last_name: 'Carter',
        date_of_birth: '',
        institution: 'Lakeview Medical Center',
        department: 'Emergency',
        role: 'Staff nurse',
        ...signedDates,
        good_standing: true,
        good_standing_details: '',
        privileges: false,
        privileges_details: '',
        discipline: false,
        discipline_details: '',
        drug_history: false,
        drug_history_details: '',
        condition: false,
        condition_details: '',
        verifier_name: 'Samuel Ortiz',
        verifier_title: 'Director of Nursing',
        carrier: 'Lakeview self-insurance trust',
        send_confirmation: false,
      },
      signature: { consent_version: WORK_VERIFICATION_CONSENT_VERSION },
    },
    { ip: '127.0.0.1', userAgent: 'demo seed', requestId: 'demo-seed' },
  );
}
