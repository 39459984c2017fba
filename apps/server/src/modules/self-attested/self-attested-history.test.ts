import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { writeValue } from './self-attested.repository';

// GET /api/self_attested/history (issue 14, /personal-information "with the history of changes"; decision 042).

describe('GET /api/self_attested/history', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let sa: TestSession;
  let sb: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createUser(t.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
    b = await createUser(t.database.db, { firstName: 'Bo', lastName: 'Other' });
    [sa, sb] = await Promise.all([signIn(t.app, a), signIn(t.app, b)]);
  });
  afterAll(() => t.close());

  const history = (s: TestSession | null, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/self_attested/history${query}`,
      headers: s ? s.headers() : {},
    });
  const post = (s: TestSession, data: object) =>
    t.app.inject({ method: 'POST', url: '/api/self_attested', headers: s.headers(), payload: { data } });

  it('lists each change of the section newest first: when, which field, by whom, before and after', async () => {
    expect((await post(sa, { 'address|city': 'Springfield', 'address|zip': '62704' })).statusCode).toBe(200);
    expect((await post(sa, { 'address|city': 'Chicago' })).statusCode).toBe(200);
    // A source's write (no actor: identity verification, a look-up).
    await writeValue(t.database.db, {
      userId: a.id,
      actorId: null,
      key: 'address|city',
      value: 'Evanston',
      at: new Date(Date.now() + 60_000),
    });
    // Another section's change is not in this one's history.
    expect((await post(sa, { 'identifiers|nppes_number': '1234567893' })).statusCode).toBe(200);

    const response = await history(sa, '?section=address');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.section).toBe('address');
    const changes = data.changes as {
      key: string;
      field: string;
      changed_at: string;
      changed_by: string;
      previous_value: unknown;
      value: unknown;
    }[];
    const shown = changes.map((c) => [c.field, c.changed_by, c.previous_value, c.value]);
    expect(shown.slice(0, 2)).toEqual([
      ['city', 'source', 'Chicago', 'Evanston'],
      ['city', 'clinician', 'Springfield', 'Chicago'],
    ]);
    // The first save wrote city and zip at the same instant: either order.
    expect(shown.slice(2).sort()).toEqual([
      ['city', 'clinician', null, 'Springfield'],
      ['zip', 'clinician', null, '62704'],
    ]);
    expect(changes.every((c) => !Number.isNaN(Date.parse(c.changed_at)))).toBe(true);
    expect(changes.every((c) => c.key.startsWith('address|'))).toBe(true);
  });

  it('shows sensitive values masked, as the profile does, never in clear', async () => {
    expect((await post(sa, { 'basic_info|social_security': '246801357' })).statusCode).toBe(200);
    expect((await post(sa, { 'basic_info|social_security': '135792468' })).statusCode).toBe(200);
    const response = await history(sa, '?section=basic_info');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('246801357');
    expect(response.body).not.toContain('135792468');
    const ssn = (
      response.json().data.changes as { field: string; previous_value: unknown; value: unknown }[]
    ).filter((c) => c.field === 'social_security');
    expect(ssn).toHaveLength(2);
    expect(String(ssn[0]!.value)).toMatch(/2468$/);
    expect(String(ssn[0]!.previous_value)).toMatch(/1357$/);
  });

  it('shows only the caller’s own history, needs sign-in, and audits the read with ids and counts only', async () => {
    const other = await history(sb, '?section=address');
    expect(other.statusCode).toBe(200);
    expect(other.json().data.changes).toEqual([]);
    expect((await history(null, '?section=address')).statusCode).toBe(401);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['user_id', 'target_id', 'details'])
      .where('action', '=', 'self_attested.history.read')
      .execute();
    expect(rows.map((row) => row.target_id)).toContain(a.id);
    expect(JSON.stringify(rows)).not.toContain('Springfield');
  });

  it('refuses an unknown section, a missing one, NUL bytes and lone surrogates with 400, never 500', async () => {
    for (const query of [
      '',
      '?section=nope',
      '?section=status',
      '?section=address%00',
      '?section=%ED%A0%80',
    ]) {
      const response = await history(sa, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('request.invalid');
    }
  });
});
