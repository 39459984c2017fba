import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server-test/helpers/sign-in';
import { auditRows } from '../work-history/work-history-test-support';
import {
  clinician,
  createExclusionsTest,
  loadSamples,
  type ExclusionsTest,
  type Profile,
} from './exclusions-test-support';

let x: ExclusionsTest;
beforeAll(async () => {
  x = await createExclusionsTest();
  await loadSamples(x.deps);
});
afterAll(() => x.t.close());

/** A clinician planted in the LEIE sample by name and date of birth, signed in. */
async function planted(profile: Profile = { first: 'Bob', last: 'Whitfield', dob: '1968-03-14' }) {
  const user = await clinician(x.deps, profile);
  const session = await signIn(x.t.app, user);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    x.t.app.inject({ method, url, headers: session.headers(), ...(payload ? { payload } : {}) });
  return { user, call };
}

const leieOf = (response: { json(): unknown }) =>
  (
    response.json() as { data: { sources: { source: string; status: string; matches: { id: string }[] }[] } }
  ).data.sources.find((s) => s.source === 'oig_leie')!;

describe('GET /api/exclusion_screening', () => {
  it("answers the caller's screening per list with the snapshot's SHA-256 and date and the row, audited", async () => {
    const { user, call } = await planted();
    const response = await call('GET', '/api/exclusion_screening');
    expect(response.statusCode).toBe(200);
    const { sources } = (response.json() as { data: { sources: Record<string, unknown>[] } }).data;
    expect(sources.map((s) => s.source)).toEqual(['oig_leie', 'sam', 'ofac', 'odm_ny', 'odm_ca']);
    expect(sources[0]).toMatchObject({
      status: 'candidate',
      credential_type: 'oig_hhs',
      method: 'primary_source',
      snapshot: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/), fetched_at: '2026-06-15T12:00:00.000Z' },
      matches: [
        {
          status: 'candidate',
          method: 'name',
          dob_check: 'equal',
          row: expect.objectContaining({ LASTNAME: 'WHITFIELD' }),
        },
      ],
    });
    expect(sources.slice(1).map((s) => s.status)).toEqual(['clear', 'clear', 'clear', 'clear']);
    expect(await auditRows(x.deps.db, user.id, 'exclusions.read')).toHaveLength(1);
  });

  it('is refused without a session', async () => {
    expect((await x.t.app.inject({ method: 'GET', url: '/api/exclusion_screening' })).statusCode).toBe(401);
  });
});

describe('POST /api/exclusion_screening/:id/not_me', () => {
  it("pre-clears the caller's own candidate with a statement, audited with ids only; it stays cleared", async () => {
    const { user, call } = await planted();
    const [match] = leieOf(await call('GET', '/api/exclusion_screening')).matches;
    const response = await call('POST', `/api/exclusion_screening/${match!.id}/not_me`, {
      evidence: 'My middle name is Allen and I have never lived in Oklahoma.',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown }).data).toMatchObject({ id: match!.id, status: 'not_me' });
    const [audited] = await auditRows(x.deps.db, user.id, 'exclusions.not_me');
    expect(audited).toMatchObject({ outcome: 'success', target_id: match!.id });
    expect(JSON.stringify(audited)).not.toContain('Oklahoma');
    expect(leieOf(await call('GET', '/api/exclusion_screening')).status).toBe('clear');
    const stored = await x.deps.db
      .selectFrom('exclusion_matches')
      .selectAll()
      .where('id', '=', match!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      evidence: 'My middle name is Allen and I have never lived in Oklahoma.',
      decided_by: user.id,
    });
  });

  it("answers 404 for another clinician's match and leaves it as it was", async () => {
    const owner = await planted();
    const [match] = leieOf(await owner.call('GET', '/api/exclusion_screening')).matches;
    const other = await planted({ first: 'Ada', last: 'Quill', dob: '1980-01-01' });
    const response = await other.call('POST', `/api/exclusion_screening/${match!.id}/not_me`, {
      evidence: 'Not me',
    });
    expect(response.statusCode).toBe(404);
    expect(leieOf(await owner.call('GET', '/api/exclusion_screening')).status).toBe('candidate');
    expect(await auditRows(x.deps.db, other.user.id, 'exclusions.not_me')).toMatchObject([
      { outcome: 'failure' },
    ]);
  });

  it('answers 409 for a match that is not a candidate (an identifier match stays an exclusion)', async () => {
    const { call } = await planted({
      first: 'Dana',
      last: 'Marsh',
      dob: '1972-06-11',
      npi: '1234567893',
    } as never);
    const [match] = leieOf(await call('GET', '/api/exclusion_screening')).matches;
    const response = await call('POST', `/api/exclusion_screening/${match!.id}/not_me`, {
      evidence: 'Not me',
    });
    expect(response.statusCode).toBe(409);
    expect(leieOf(await call('GET', '/api/exclusion_screening')).status).toBe('excluded');
  });

  it('answers 400 for a missing statement, a NUL byte or an id that is not a uuid', async () => {
    const { call } = await planted();
    const [match] = leieOf(await call('GET', '/api/exclusion_screening')).matches;
    expect(
      (await call('POST', `/api/exclusion_screening/${match!.id}/not_me`, { evidence: '  ' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/exclusion_screening/${match!.id}/not_me`, { evidence: 'a\u0000b' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/exclusion_screening/not-a-uuid/not_me', { evidence: 'x' })).statusCode,
    ).toBe(400);
    expect(leieOf(await call('GET', '/api/exclusion_screening')).status).toBe('candidate');
  });
});
