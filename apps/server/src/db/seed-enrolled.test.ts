import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '../../test/helpers/sign-in';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { renewedExpiry } from '../adapters/nursys/nursys-offline';
import { seedDemo } from './seed';
import { DEMO_ENROLLED } from './seed-enrolled';

// Issue 11 item 19: the demo clinician whose enrolment is finished must be a coherent person, not a name
// with "finished" beside it (the dashboard showed date of birth, SSN and address as missing).
describe('the enrolled demo clinician (Morgan Lee)', () => {
  let t: TestApp;
  let morgan: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db);
    // What the server does at every start: values stored before sealing are sealed.
    await t.app.resealSensitiveValues();
    morgan = await signIn(t.app, DEMO_ENROLLED);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: morgan.headers() });

  it('has every wallet section a finished RN enrolment gives: only education and work history are missing, and its license verified', async () => {
    const answer = await get('/api/wallet_completeness');
    expect(answer.statusCode).toBe(200);
    const { percent, sections } = answer.json().data as {
      percent: number;
      sections: { key: string; complete: boolean }[];
    };
    expect(sections.filter((section) => !section.complete).map((section) => section.key)).toEqual([
      'education',
      'work_history',
    ]);
    // Verified items (decision 042): the RN license is in the wallet; identity and the exclusion screening are
    // not yet. 8 of 10 sections and 1 of 3 verified items: 9 of 13, 69%.
    expect(answer.json().data.verified).toEqual([
      { key: 'identity', complete: false, offered: false },
      { key: 'licenses', complete: true, offered: false },
      { key: 'screening', complete: false, offered: false },
    ]);
    expect(percent).toBe(69);
  });

  it('answers their profile as the wizard saved it, the SSN and date of birth masked', async () => {
    const data = (await get('/api/self_attested')).json().data as Record<string, unknown>;
    expect(data).toMatchObject({
      'basic_info|occupation_code': 'RN',
      'basic_info|first_name': 'Morgan',
      'basic_info|last_name': 'Lee',
      'basic_info|date_of_birth': '1990-**-**',
      'basic_info|social_security': '***-**-3907',
      'address|city': 'Madison',
      'address|state': 'WI',
      'basic_info|mobile_confirm': true,
      'identifiers|ncsbn_number': '21873046',
      'status|enrollment_status': 'finished',
    });
    expect((await get('/api/personal_info')).json().data).toMatchObject({ enrollment_status: 'finished' });
  });

  it('keeps the SSN and date of birth sealed at rest, like values saved through the API', async () => {
    for (const [key, clear] of [
      ['basic_info|social_security', '3907'],
      ['basic_info|date_of_birth', '1990-04-17'],
    ] as const) {
      const row = await t.database.db
        .selectFrom('self_attested')
        .innerJoin('users', 'users.id', 'self_attested.user_id')
        .select('self_attested.value')
        .where('users.email', '=', DEMO_ENROLLED.email)
        .where('self_attested.key', '=', key)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row.value)).not.toContain(clear);
      expect(row.value).toMatchObject({ $sealed: 'aes-256-gcm' });
    }
  });

  it('has a populated wallet: her Nursys-verified RN license, pending identity approval, with a dispute answered', async () => {
    const answer = await get('/api/credential');
    expect(answer.statusCode).toBe(200);
    const { credentials } = answer.json().data as {
      credentials: {
        schema_name: string;
        status: string;
        evidence: unknown;
        dispute: unknown;
        fields: unknown;
      }[];
    };
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({
      schema_name: 'rn_license',
      status: 'pending_verification',
      awaiting_identity: true,
      // The sample writes 2027-02-28; the offline Nursys answers it renewed once that day has passed.
      fields: {
        license_number: '218730-30',
        license_status: 'Active',
        expiration_date: renewedExpiry('2027-02-28', new Date().toISOString().slice(0, 10)),
      },
      evidence: { source: 'rn_license', origin: 'nursys', method: 'primary_source' },
      dispute: { status: 'rejected', answer: 'credential.dispute.answer-rejected' },
    });
    const profile = (await get('/api/holder_profile')).json().data;
    expect(profile.profile).toEqual([
      expect.objectContaining({ source: 'rn_license', status: 'verified', offers: [expect.any(Object)] }),
    ]);
    expect(profile.app_req_meta.app_req).toEqual(expect.any(String));
  });
});
