import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';

describe('GET /api/wallet_completeness', () => {
  let t: TestApp;
  let user: TestUser;
  let session: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.database.db);
    session = await signIn(t.app, user);
  });
  afterAll(() => t.close());

  const get = (headers = session.headers()) =>
    t.app.inject({ method: 'GET', url: '/api/wallet_completeness', headers });
  const attest = (values: Record<string, unknown>) =>
    t.database.db
      .insertInto('self_attested')
      .values(
        Object.entries(values).map(([key, value]) => ({
          user_id: user.id,
          key,
          value: JSON.stringify(value),
        })),
      )
      .execute();

  it('is 0 % for an empty profile, with every section listed as incomplete', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.percent).toBe(0);
    expect(data.sections).toHaveLength(10);
    expect(data.sections[0]).toEqual({ key: 'name', complete: false });
  });

  it('counts the sections filled in the self-attested profile', async () => {
    await attest({ 'basic_info|first_name': 'Robin', 'basic_info|last_name': 'Hale' });
    expect((await get()).json().data.percent).toBe(10);
    await attest({
      'address|line_1': '1 Main St',
      'address|city': 'Springfield',
      'address|state': 'IL',
      'address|zip': '62701',
      'identifiers|nppes_number': '1234567893',
      'basic_info|phone_number': '+15555550100',
    });
    const { data } = (await get()).json();
    expect(data.percent).toBe(30);
    expect(
      data.sections.filter((s: { complete: boolean }) => s.complete).map((s: { key: string }) => s.key),
    ).toEqual(['name', 'address', 'identifiers']);
  });

  it('reads only the caller’s profile, needs sign-in, and audits the read', async () => {
    const other = await signIn(t.app, await createUser(t.database.db));
    expect((await get(other.headers())).json().data.percent).toBe(0);
    expect((await get({})).statusCode).toBe(401);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'wallet_completeness.read')
      .execute();
    expect(rows.map((row) => row.target_id)).toContain(user.id);
  });
});
