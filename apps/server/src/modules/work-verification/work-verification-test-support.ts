import type { WorkVerificationFieldsInput } from '@credence/shared';
import { WORK_VERIFICATION_CONSENT_VERSION } from '@credence/shared';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import type { Mailer, MailMessage } from '../mail/mailer';
import { requirementFor, signedInClinician, validJob } from '../work-history/work-history-test-support';

export const START = new Date('2026-06-15T12:00:00Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A test app with a clock the test moves and a mailer that keeps what it sends. */
export async function createVerificationApp(overrides: Record<string, string> = {}) {
  const clock = { now: new Date(START) };
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message) => {
      sent.push(message);
    },
  };
  const t = await createTestApp(overrides, { deps: { clock: () => new Date(clock.now), mailer } });
  return { t, clock, sent };
}

/** The token of the newest link mailed to `to`. */
export function tokenMailedTo(sent: readonly MailMessage[], to: string): string {
  const message = [...sent].reverse().find((candidate) => candidate.to === to);
  const match = message && /\/work_verification\?token=([A-Za-z0-9_-]+)/.exec(message.body);
  if (!match) throw new Error(`no link mailed to ${to}`);
  return match[1]!;
}

/** A clinician with one current job, subscribed to a requirement that wants work history verified. */
export async function clinicianWithJob(t: TestApp, config: Record<string, unknown> = {}) {
  const clinician = await signedInClinician(t);
  const { appReqId } = await requirementFor(t.database.db, {
    subscribe: clinician.user.id,
    config: { verification: { work_history: { required: true } }, ...config },
  });
  const job = validJob({ department: 'Medicine' });
  const saved = await clinician.call('POST', '/api/work_history', { app_req_id: appReqId, entry: job });
  if (saved.statusCode >= 300) throw new Error(`work history: ${saved.statusCode} ${saved.body}`);
  const send = (verifier = { name: 'Dana Okafor', email: 'chair@mercy.test' }, itemId: string = job.id) =>
    clinician.call('POST', '/api/work_verification_requests', {
      app_req_id: appReqId,
      kind: 'work_history',
      item_id: itemId,
      verifier_name: verifier.name,
      verifier_email: verifier.email,
    });
  const list = async () => {
    const response = await clinician.call('GET', `/api/work_verification_requests?app_req_id=${appReqId}`);
    return response.json().data as {
      items: { item_id: string; request: null | Record<string, unknown> }[];
      complete: boolean;
    };
  };
  return { ...clinician, appReqId, job, send, list };
}

/** A complete, truthful record as a verifier fills it. */
export const validRecord = (overrides: Partial<WorkVerificationFieldsInput> = {}) => ({
  first_name: 'Test',
  last_name: 'Clinician',
  date_of_birth: '1980-04-02',
  institution: 'Mercy Hospital',
  department: 'Medicine',
  role: 'Hospitalist',
  start_date: '01/2015',
  end_date: '',
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
  verifier_name: 'Dana Okafor',
  verifier_title: 'Chair of Medicine',
  carrier: 'MedPro Group',
  send_confirmation: true,
  ...overrides,
});

export const validSignature = (overrides: Record<string, unknown> = {}) => ({
  consent: true,
  consent_version: WORK_VERIFICATION_CONSENT_VERSION,
  full_name: 'Dana Okafor',
  attest: true,
  ...overrides,
});
