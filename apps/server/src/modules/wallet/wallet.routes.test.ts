import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { insertTestOffer } from '../credentials/credentials-test-support';
import { writeIdVerificationStatus } from '../identity-verification/identity-verification.repository';

describe('GET /api/wallet_completeness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A clinician of one's own per test, so each test passes alone and in any order. */
  async function clinician() {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user);
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
    return { user, get, attest };
  }
  /** Three of the ten sections filled: name, address and identifiers (an NPI). */
  const threeSections = {
    'basic_info|first_name': 'Robin',
    'basic_info|last_name': 'Hale',
    'address|line_1': '1 Main St',
    'address|city': 'Springfield',
    'address|state': 'IL',
    'address|zip': '62701',
    'identifiers|nppes_number': '1234567893',
    'basic_info|phone_number': '+15555550100',
  };

  it('is 0 % for an empty profile, with every section and verified item listed as incomplete', async () => {
    const { get } = await clinician();
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.percent).toBe(0);
    expect(data.sections).toHaveLength(10);
    expect(data.sections[0]).toEqual({ key: 'name', complete: false });
    expect(data.verified).toEqual([
      { key: 'identity', complete: false, offered: false },
      { key: 'screening', complete: false, offered: false },
    ]);
  });

  it('counts the sections filled in the self-attested profile', async () => {
    const { get, attest } = await clinician();
    const { 'basic_info|first_name': first, 'basic_info|last_name': last, ...rest } = threeSections;
    await attest({ 'basic_info|first_name': first, 'basic_info|last_name': last });
    // One of ten sections and two verified items (identity, screening).
    expect((await get()).json().data.percent).toBe(8);
    await attest(rest);
    const { data } = (await get()).json();
    // Three of ten sections; an NPI stated makes its verification count: 3 of 13.
    expect(data.percent).toBe(23);
    expect(
      data.sections.filter((s: { complete: boolean }) => s.complete).map((s: { key: string }) => s.key),
    ).toEqual(['name', 'address', 'identifiers']);
  });

  it('counts verified items: an offer is marked offered, a credential in the wallet and identity complete', async () => {
    const { user, get, attest } = await clinician();
    await attest(threeSections);
    const offer = await insertTestOffer(t.database.db, user.id);
    let { data } = (await get()).json();
    expect(data.verified).toContainEqual({ key: 'identifiers', complete: false, offered: true });
    expect(data.percent).toBe(23);
    await t.database.db
      .updateTable('credentials')
      .set({ status: 'added' })
      .where('id', '=', offer.id)
      .execute();
    await writeIdVerificationStatus(t.database.db, user.id, 'finished');
    ({ data } = (await get()).json());
    expect(data.verified).toEqual([
      { key: 'identity', complete: true, offered: false },
      { key: 'identifiers', complete: true, offered: false },
      { key: 'screening', complete: false, offered: false },
    ]);
    // 3 sections + 2 verified items of 13.
    expect(data.percent).toBe(38);
  });

  it('reads only the caller’s profile, needs sign-in, and audits the read', async () => {
    const { user, get, attest } = await clinician();
    await attest(threeSections);
    expect((await get()).json().data.percent).toBe(23);
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
