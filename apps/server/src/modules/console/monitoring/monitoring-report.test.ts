import { STAFF_ROLE_ACTIONS } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { offlineAdapterConfig } from '#server/adapters/config';
import { createAdapters } from '#server/adapters/registry';
import {
  clinician,
  createExclusionsTest,
  FIXED_NOW,
  loadSamples,
  type ExclusionsTest,
} from '../../exclusions/exclusions-test-support';
import { recordCheck } from '../../verifications/check-history';
import { runVerificationJobs } from '../../verifications/monitoring';
import { queueVerification } from '../../verifications/verifications.service';
import { csvCell } from './csv';
import { insertTestMatch } from './monitoring-test-support';

// Decision 056: the monthly monitoring report. Every settled check is kept (verification_checks); the report
// lists, per clinician of the group, each source checked in the month with its snapshot or record time, as
// JSON and as CSV safe from formula injection.

let x: ExclusionsTest;
let reviewer: TestSession;
let recruiter: TestSession;
let otherAdmin: TestSession;
let userId: string;
let groupId: string;
let own: TestSession;
const db = () => x.deps.db;
const get = (s: TestSession | null, url: string) =>
  x.t.app.inject({ method: 'GET', url, headers: s ? s.headers() : {} });

beforeAll(async () => {
  x = await createExclusionsTest();
  await loadSamples(x.deps);
  const group = await db()
    .insertInto('subscriber_groups')
    .values({ slug: 'harbor', name: 'Harbor', logo_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  groupId = group.id;
  const other = await db()
    .insertInto('subscriber_groups')
    .values({ slug: 'elsewhere', name: 'Elsewhere', logo_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const requirement = await db()
    .insertInto('application_requirements')
    .values({ subscriber_group_id: group.id, name: 'Onboarding' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A name built to be a formula in a spreadsheet.
  const user = await clinician(x.deps, { first: '=HYPERLINK("http://evil.test")', last: 'Tester' });
  userId = user.id;
  own = await signIn(x.t.app, user);
  await db()
    .insertInto('subscriptions')
    .values({ user_id: user.id, subscriber_group_id: group.id, app_req_id: requirement.id, status: 'active' })
    .execute();
  const staff = async (role: keyof typeof STAFF_ROLE_ACTIONS, groupId: string, first: string) =>
    signIn(
      x.t.app,
      await createUser(db(), {
        firstName: first,
        lastName: 'Staff',
        accessLevel: 'staff',
        actions: [...STAFF_ROLE_ACTIONS[role]],
        subscriberGroupId: groupId,
      }),
    );
  reviewer = await staff('credentialing_reviewer', group.id, 'Riley');
  recruiter = await staff('recruiter', group.id, 'Robin');
  otherAdmin = await staff('admin', other.id, 'Olive');
  // The exclusion screening runs as the verification job does: one history row per list.
  const deps = {
    ...x.deps,
    config: x.t.config,
    mailer: { kind: 'outbox' as const, send: async () => {} },
    adapters: createAdapters(offlineAdapterConfig()),
  };
  await queueVerification(deps, { userId: user.id, source: 'exclusions' });
  await runVerificationJobs(deps);
  // A record source at both edges of the month (UTC).
  const check = { status: 'verified' as const, method: 'primary_source' as const, evidence: {} };
  await recordCheck(db(), user.id, 'nppes', check, new Date('2026-06-30T23:59:59.999Z'));
  await recordCheck(db(), user.id, 'licenses', check, new Date('2026-07-01T00:00:00.000Z'));
  await recordCheck(db(), user.id, 'dea', check, new Date('2026-05-31T23:59:59.999Z'));
});
afterAll(() => x.t.close());

describe('the monthly monitoring report', () => {
  it("lists every list screened by the job with its snapshot, and the month's record checks only", async () => {
    const response = await get(reviewer, '/api/console/monitoring-report?month=2026-06');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { clinicians: number; checks: Record<string, unknown>[] } };
    expect(data.clinicians).toBe(1);
    const lists = data.checks.filter((c) => c.source === 'exclusions');
    expect(lists.map((c) => c.list)).toEqual(['oig_leie', 'sam', 'ofac', 'odm_ny', 'odm_ca']);
    for (const entry of lists)
      expect(entry).toMatchObject({
        snapshot_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        snapshot_date: FIXED_NOW.toISOString(),
        checked_at: FIXED_NOW.toISOString(),
        result: 'clear',
        method: 'primary_source',
      });
    // 30 June 23:59:59.999 is in June; 1 July 00:00 and 31 May 23:59:59.999 are not.
    expect(data.checks.filter((c) => c.source !== 'exclusions')).toEqual([
      expect.objectContaining({ source: 'nppes', list: null, snapshot_sha256: null, result: 'verified' }),
    ]);
    const july = (await get(reviewer, '/api/console/monitoring-report?month=2026-07')).json() as {
      data: { checks: { source: string }[] };
    };
    expect(july.data.checks.map((c) => c.source)).toEqual(['licenses']);
  });

  it('lists a clinician with no check in the month as not checked', async () => {
    const response = await get(reviewer, '/api/console/monitoring-report?month=2025-01');
    expect((response.json() as { data: { checks: unknown[] } }).data.checks).toEqual([
      expect.objectContaining({ result: 'not_checked', source: '' }),
    ]);
  });

  it('downloads the CSV with every cell quoted and a formula made text', async () => {
    // The group's decisions with notes (decision 062): one on the LEIE row as it stands, shown beside the LEIE
    // check (its note built to be a formula); one on a SAM row that has changed since, which is not shown.
    const match = (source: string, rowHash: string) =>
      insertTestMatch(db(), { userId, source, rowKey: `${source}-key`, rowHash });
    const leie = await match('oig_leie', 'hash-now');
    const sam = await match('sam', 'hash-new');
    await db()
      .insertInto('exclusion_reviews')
      .values([
        {
          subscriber_group_id: groupId,
          match_id: leie,
          row_hash: 'hash-now',
          decision: 'cleared',
          note: '=SUM(A1) other person',
          decided_by: null,
          decided_at: new Date(),
        },
        {
          subscriber_group_id: groupId,
          match_id: sam,
          row_hash: 'hash-old',
          decision: 'cleared',
          note: 'stale',
          decided_by: null,
          decided_at: new Date(),
        },
      ])
      .execute();
    const response = await get(reviewer, '/api/console/monitoring-report.csv?month=2026-06');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('monitoring-2026-06.csv');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"clinician","source","list","snapshot_sha256","snapshot_date","checked_at","result","method",' +
        '"decision","decision_note"',
    );
    expect(lines).toHaveLength(1 + 6);
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""http://evil.test"") Tester","exclusions","oig_leie"`)).toBe(
      true,
    );
    expect(lines[1]!.endsWith(`"cleared","'=SUM(A1) other person"`)).toBe(true);
    const samLine = lines.find((line) => line.includes('"sam"'))!;
    expect(samLine.endsWith('"primary_source","",""')).toBe(true);
    // The JSON report carries the same.
    const json = (await get(reviewer, '/api/console/monitoring-report?month=2026-06')).json() as {
      data: { checks: { list: string | null; decision: string | null; decision_note: string | null }[] };
    };
    expect(json.data.checks.find((c) => c.list === 'oig_leie')).toMatchObject({
      decision: 'cleared',
      decision_note: '=SUM(A1) other person',
    });
    expect(json.data.checks.find((c) => c.list === 'sam')).toMatchObject({
      decision: null,
      decision_note: null,
    });
    const audited = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', userId)
      .where('action', '=', 'console.monitoring.report')
      .execute();
    expect(audited.length).toBeGreaterThan(0);
  });

  it('refuses a bad month, a recruiter, a clinician and no session; another group sees no clinician', async () => {
    for (const month of ['2026-13', '2026-6', 'june', ''])
      expect((await get(reviewer, `/api/console/monitoring-report?month=${month}`)).statusCode).toBe(400);
    expect((await get(reviewer, '/api/console/monitoring-report')).statusCode).toBe(400);
    expect((await get(recruiter, '/api/console/monitoring-report?month=2026-06')).statusCode).toBe(403);
    expect((await get(recruiter, '/api/console/monitoring-report.csv?month=2026-06')).statusCode).toBe(403);
    expect((await get(own, '/api/console/monitoring-report?month=2026-06')).statusCode).toBe(403);
    expect((await get(null, '/api/console/monitoring-report?month=2026-06')).statusCode).toBe(401);
    const other = (await get(otherAdmin, '/api/console/monitoring-report?month=2026-06')).json() as {
      data: { clinicians: number; checks: unknown[] };
    };
    expect(other.data).toMatchObject({ clinicians: 0, checks: [] });
  });
});

describe('csvCell', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['a=b', '"a=b"'],
    ['say "hi"', '"say ""hi"""'],
    [null, '""'],
  ])('makes %j safe: %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
