import { STAFF_ROLE_ACTIONS, type ExclusionCandidates } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import {
  clinician,
  createExclusionsTest,
  leieFile,
  loadSamples,
  type ExclusionsTest,
} from '../../exclusions/exclusions-test-support';
import { loadExclusionList } from '../../exclusions/loader';
import { screenClinician } from '../../exclusions/screening';

// Decision 056: exclusion candidates in the console. A reviewer confirms (the roster shows "action needed") or
// clears a candidate; the clearance is remembered for the row's hash (decision 033): the unchanged row does not
// come back, a changed row reopens it. A recruiter and a clinician are refused; another group sees nothing.

let x: ExclusionsTest;
let groupId: string;
let reviewer: TestSession;
let recruiter: TestSession;
let otherAdmin: TestSession;
const db = () => x.deps.db;

async function subscribed(profile: Parameters<typeof clinician>[1]) {
  const user = await clinician(x.deps, profile);
  const requirement = await db()
    .selectFrom('application_requirements')
    .select('id')
    .where('subscriber_group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  const subscription = await db()
    .insertInto('subscriptions')
    .values({ user_id: user.id, subscriber_group_id: groupId, app_req_id: requirement.id, status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await screenClinician(x.deps, user.id);
  return { user, subscriptionId: subscription.id };
}

const call = (s: TestSession, method: 'GET' | 'POST', url: string, payload?: object) =>
  x.t.app.inject({ method, url, headers: s.headers(), ...(payload ? { payload } : {}) });
const candidates = async (s: TestSession) => {
  const response = await call(s, 'GET', '/api/console/exclusions');
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: ExclusionCandidates }).data;
};
const rosterState = async (subscriptionId: string) => {
  const response = await call(reviewer, 'GET', '/api/console/roster');
  const entries = (response.json() as { data: { id: string; state: string }[] }).data;
  return entries.find((entry) => entry.id === subscriptionId)?.state;
};

beforeAll(async () => {
  x = await createExclusionsTest();
  await loadSamples(x.deps);
  const staff = async (role: keyof typeof STAFF_ROLE_ACTIONS, group: string, first: string) =>
    signIn(
      x.t.app,
      await createUser(db(), {
        firstName: first,
        lastName: 'Staff',
        accessLevel: 'staff',
        actions: [...STAFF_ROLE_ACTIONS[role]],
        subscriberGroupId: group,
      }),
    );
  const makeGroup = async (slug: string) => {
    const group = await db()
      .insertInto('subscriber_groups')
      .values({ slug, name: slug, logo_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('application_requirements')
      .values({ subscriber_group_id: group.id, name: 'Onboarding' })
      .execute();
    return group.id;
  };
  groupId = await makeGroup('harbor-health');
  const otherId = await makeGroup('elsewhere-health');
  reviewer = await staff('credentialing_reviewer', groupId, 'Riley');
  recruiter = await staff('recruiter', groupId, 'Robin');
  otherAdmin = await staff('admin', otherId, 'Olive');
});
afterAll(() => x.t.close());

describe('exclusion candidates in the console', () => {
  it('lists a name + DOB candidate with its source, basis, score, snapshot and row; audited per clinician', async () => {
    const { user, subscriptionId } = await subscribed({
      first: 'Lois',
      last: 'Abernathy',
      dob: '1965-08-04',
    });
    const { open } = await candidates(reviewer);
    const candidate = open.find((c) => c.clinician.name === 'Lois Abernathy');
    expect(candidate).toMatchObject({
      source: 'oig_leie',
      basis: 'name_dob',
      snapshot: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      row: expect.objectContaining({ LASTNAME: 'ABERNATHY', DOB: '19650804' }),
      not_me: null,
      decision: null,
    });
    expect(candidate!.score).toBe(1);
    expect(await rosterState(subscriptionId)).toBe('action_needed');
    const audited = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'console.exclusions.read')
      .where('target_id', '=', user.id)
      .execute();
    expect(audited.length).toBeGreaterThan(0);
  });

  it("shows the clinician's not-me statement and a name-only basis with a score below 1 for a near name", async () => {
    // The LEIE sample row BLACKWOOD SHARON has a DOB; without one on our side it stays a name-only candidate.
    const { user } = await subscribed({ first: 'Sharen', last: 'Blackwood' });
    const session = await signIn(x.t.app, user);
    const mine = (await call(session, 'GET', '/api/exclusion_screening')).json() as {
      data: { sources: { source: string; matches: { id: string }[] }[] };
    };
    const matchId = mine.data.sources.find((s) => s.source === 'oig_leie')!.matches[0]!.id;
    expect(
      (
        await call(session, 'POST', `/api/exclusion_screening/${matchId}/not_me`, {
          evidence: 'Never in Maine.',
        })
      ).statusCode,
    ).toBe(200);
    const candidate = (await candidates(reviewer)).open.find((c) => c.id === matchId)!;
    expect(candidate).toMatchObject({
      basis: 'name',
      not_me: { statement: 'Never in Maine.', has_document: false },
    });
    expect(candidate.score).toBeGreaterThan(0.9);
    expect(candidate.score).toBeLessThan(1);
  });

  it('confirms a candidate as an exclusion: the roster shows action needed, audited with ids', async () => {
    const { subscriptionId } = await subscribed({ first: 'Katherine', last: 'Kowalski', dob: '1977-04-30' });
    const match = (await candidates(reviewer)).open.find((c) => c.clinician.name === 'Katherine Kowalski')!;
    const confirmed = await call(reviewer, 'POST', `/api/console/exclusions/${match.id}/decision`, {
      decision: 'confirmed',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await candidates(reviewer)).decided.find((c) => c.id === match.id)?.decision?.decision).toBe(
      'confirmed',
    );
    expect(await rosterState(subscriptionId)).toBe('action_needed');
    const [entry] = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'console.exclusions.decide')
      .where('target_id', '=', match.id)
      .execute();
    expect(entry).toMatchObject({ outcome: 'success' });
    expect(JSON.stringify(entry)).not.toContain('Kowalski');
  });

  it('refuses an identifier match (already an exclusion) with 409 and a bad decision with 400', async () => {
    const { user } = await subscribed({ first: 'Denise', last: 'Harlow', npi: '1234567893' });
    const match = await db()
      .selectFrom('exclusion_matches')
      .select(['id', 'status'])
      .where('user_id', '=', user.id)
      .where('method', '=', 'npi')
      .executeTakeFirstOrThrow();
    expect(match.status).toBe('excluded');
    const url = `/api/console/exclusions/${match.id}/decision`;
    expect(
      (await call(reviewer, 'POST', url, { decision: 'cleared', note: 'Different person' })).statusCode,
    ).toBe(409);
    expect((await call(reviewer, 'POST', url, { decision: 'maybe' })).statusCode).toBe(400);
  });

  it('is refused to a recruiter and a clinician; another group sees none and gets the 404 of a missing id', async () => {
    const { user } = await subscribed({ first: 'Ana', last: 'Ferreira', dob: '1985-01-04' });
    const match = (await candidates(reviewer)).open.find((c) => c.clinician.name === 'Ana Ferreira')!;
    const url = `/api/console/exclusions/${match.id}/decision`;
    expect((await call(recruiter, 'GET', '/api/console/exclusions')).statusCode).toBe(403);
    expect(
      (await call(recruiter, 'POST', url, { decision: 'cleared', note: 'Different person' })).statusCode,
    ).toBe(403);
    const own = await signIn(x.t.app, user);
    expect((await call(own, 'GET', '/api/console/exclusions')).statusCode).toBe(403);
    expect((await call(own, 'POST', url, { decision: 'cleared', note: 'Different person' })).statusCode).toBe(
      403,
    );
    expect(await candidates(otherAdmin)).toEqual({ open: [], decided: [] });
    expect(
      (await call(otherAdmin, 'POST', url, { decision: 'cleared', note: 'Different person' })).statusCode,
    ).toBe(404);
    const missing = '/api/console/exclusions/00000000-0000-4000-8000-000000000000/decision';
    expect(
      (await call(reviewer, 'POST', missing, { decision: 'cleared', note: 'Different person' })).statusCode,
    ).toBe(404);
    expect((await x.t.app.inject({ method: 'GET', url: '/api/console/exclusions' })).statusCode).toBe(401);
    // Nothing was decided by the refused calls.
    expect((await candidates(reviewer)).open.map((c) => c.id)).toContain(match.id);
  });
  // Before the next test, which replaces the LEIE list with one changed row.
  it('takes a note with a decision: required to clear, optional to confirm, at most 1000 characters', async () => {
    // The LEIE sample row BLACKWOOD SHARON: a name-only candidate for a clinician of that name.
    await subscribed({ first: 'Sharon', last: 'Blackwood' });
    const match = (await candidates(reviewer)).open.find((c) => c.clinician.name === 'Sharon Blackwood');
    expect(match, 'a sample LEIE row matches Sharon Blackwood').toBeDefined();
    const url = `/api/console/exclusions/${match!.id}/decision`;
    const refused = async (payload: object) => {
      const response = await call(reviewer, 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      return response.json().error.details as { path: string; message: string }[];
    };
    expect(await refused({ decision: 'cleared' })).toContainEqual(
      expect.objectContaining({ path: 'note', message: 'console.monitoring.note-required' }),
    );
    expect(await refused({ decision: 'cleared', note: '   ' })).toContainEqual(
      expect.objectContaining({ path: 'note' }),
    );
    expect(await refused({ decision: 'cleared', note: 'x'.repeat(1001) })).toContainEqual(
      expect.objectContaining({ path: 'note', message: 'validation.too-long' }),
    );
    expect(await refused({ decision: 'cleared', note: 'a\u0000b' })).toBeDefined();
    expect((await candidates(reviewer)).open.map((c) => c.id)).toContain(match!.id);
    const longest = 'x'.repeat(1000);
    const cleared = await call(reviewer, 'POST', url, { decision: 'cleared', note: `  ${longest}  ` });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.decision.note).toBe(longest);
    // Confirming needs no note; the decision then carries none.
    const confirmed = await call(reviewer, 'POST', url, { decision: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.decision).toMatchObject({ decision: 'confirmed', note: null });
    // The note is not written to the audit log.
    const entries = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('target_id', '=', match!.id)
      .execute();
    expect(JSON.stringify(entries)).not.toContain(longest);
  });

  it('clears a candidate: remembered while the row is unchanged, reopened when the row changes', async () => {
    const { user, subscriptionId } = await subscribed({
      first: 'Robert',
      last: 'Whitfield',
      dob: '1968-03-14',
    });
    const match = (await candidates(reviewer)).open.find((c) => c.clinician.name === 'Robert Whitfield')!;
    const cleared = await call(reviewer, 'POST', `/api/console/exclusions/${match.id}/decision`, {
      decision: 'cleared',
      note: 'Different middle name and city; checked against the license.',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      data: {
        decision: {
          decision: 'cleared',
          by: 'Riley Staff',
          note: 'Different middle name and city; checked against the license.',
        },
      },
    });
    expect(await rosterState(subscriptionId)).not.toBe('action_needed');
    // Screened again against the same list: the unchanged row does not come back.
    await screenClinician(x.deps, user.id);
    let list = await candidates(reviewer);
    expect(list.open.map((c) => c.id)).not.toContain(match.id);
    expect(list.decided.map((c) => c.id)).toContain(match.id);
    // The list publishes the row changed (a new address): the decision no longer holds.
    const changed = leieFile([
      {
        LASTNAME: 'WHITFIELD',
        FIRSTNAME: 'ROBERT',
        MIDNAME: 'J',
        GENERAL: 'IND- LIC HC SERV PRO',
        DOB: '19680314',
        ADDRESS: '9 NEW ST',
        CITY: 'TULSA',
        STATE: 'OK',
        EXCLTYPE: '1128b4',
        EXCLDATE: '20190821',
      },
    ]);
    await loadExclusionList(
      db(),
      'oig_leie',
      { main: changed },
      { now: new Date(x.deps.clock().getTime() + 1000) },
    );
    await screenClinician(x.deps, user.id);
    list = await candidates(reviewer);
    expect(list.open.map((c) => c.id)).toContain(match.id);
    expect(await rosterState(subscriptionId)).toBe('action_needed');
  });
});
