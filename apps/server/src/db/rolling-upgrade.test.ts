import { allContracts } from '@credence/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { DEMO, seedDemo } from './seed';
import { DEMO_SHARING } from './seed-sharing';

// A rolling upgrade (docs/operations.md, "Upgrade"): the new release migrates first, and instances of the old
// release keep serving until they are replaced. That is safe only when a migration adds (columns with a
// default or nullable, tables) and the old code never reads a row into a strict shape with `select *`. This
// applies such a change to every table under a running app and checks that every parameterless GET endpoint
// answers exactly as before: same status, same body (a new column leaking into an answer, or an answer shape
// refusing it, changes one or the other).

// Answers that differ from one call to the next by design (a fresh token, the time, a fresh signed link).
const VOLATILE = new Set(['/api/xsrf', '/api/ws_key', '/api/health', '/api/ready']);
const volatileField = /(^|_)(token|expires_at|signed_url|url|now|nonce|generated_at|checked_at)$/;

const scrub = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, volatileField.test(key) ? '(varies)' : scrub(item)]),
    );
  return value;
};

const readable = allContracts.filter(
  (contract) =>
    contract.method === 'GET' &&
    contract.path.startsWith('/api/') &&
    !contract.path.includes(':') &&
    !VOLATILE.has(contract.path) &&
    (!contract.query || contract.query.safeParse({}).success),
);

describe('a rolling upgrade that only adds columns and tables', () => {
  let test: TestApp;
  const sessions: Record<string, TestSession> = {};

  beforeAll(async () => {
    test = await createTestApp();
    await seedDemo(test.database.db);
    sessions.clinician = await signIn(test.app, {
      email: DEMO.clinicianEmail,
      password: DEMO.clinicianPassword,
    });
    sessions.sharing = await signIn(test.app, { email: DEMO_SHARING.email, password: DEMO_SHARING.password });
    sessions.admin = await signIn(test.app, { email: DEMO.adminEmail, password: DEMO.adminPassword });
  }, 60_000);
  afterAll(async () => {
    await test?.close();
  });

  async function answers(): Promise<Record<string, { status: number; body: unknown }>> {
    const all: Record<string, { status: number; body: unknown }> = {};
    for (const [who, session] of Object.entries(sessions)) {
      for (const contract of readable) {
        const response = await test.app.inject({
          method: 'GET',
          url: contract.path,
          headers: session.headers(),
        });
        const body = response.headers['content-type']?.includes('json')
          ? scrub(response.json())
          : response.body.length;
        all[`${who} ${contract.path}`] = { status: response.statusCode, body };
      }
    }
    return all;
  }

  it('every parameterless GET answers the same before and after the next migration adds to every table', async () => {
    const before = await answers();
    // Enough of the API is exercised: dozens of endpoints, most of them answering 200 with the demo data.
    expect(readable.length).toBeGreaterThanOrEqual(20);
    const ok = Object.values(before).filter((answer) => answer.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(30);

    const db = test.database.db;
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not like 'kysely_%'`.execute(db);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    await db.transaction().execute(async (trx) => {
      for (const { name } of rows) {
        await sql`alter table ${sql.id(name)} add column upgrade_probe text not null default 'next-release'`.execute(
          trx,
        );
      }
      await sql`create table upgrade_next_feature (id uuid primary key, note text not null)`.execute(trx);
    });

    const after = await answers();
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).not.toContain('next-release');
  }, 120_000);
});
