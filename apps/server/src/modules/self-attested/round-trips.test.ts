import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestDatabase } from '#server-test/helpers/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { withPlugin, type DatabaseHandle } from '../../db/client';

/** Counts the statements sent to the database (each is one round trip: no read here runs in a transaction). */
function statementCounter() {
  const counter = { statements: 0, plugin: undefined as unknown as KyselyPlugin };
  counter.plugin = {
    transformQuery: (args) => args.node,
    // Called once per executed statement (transformQuery also runs for every subquery built).
    transformResult: (args) => {
      counter.statements += 1;
      return Promise.resolve(args.result);
    },
  };
  return counter;
}

describe('round trips of an authenticated call (issue 12: a read costs at most two)', () => {
  const counter = statementCounter();
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let session: TestSession;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: mkdtempSync(path.join(os.tmpdir(), 'credence-web-')),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'credence-data-')),
    });
    app = await buildApp({ config, db: withPlugin(database.db, counter.plugin) });
    await app.ready();
    session = await signIn(app, await createUser(database.db, { firstName: 'Ada', lastName: 'Lovelace' }));
    const saved = await app.inject({
      method: 'POST',
      url: '/api/self_attested',
      headers: { ...session.headers(), 'content-type': 'application/json' },
      payload: { data: { 'basic_info|first_name': 'Ada' } },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('GET /api/self_attested checks the session, reads and audits in two statements', async () => {
    const auditRows = () =>
      database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'self_attested.read')
        .execute()
        .then((rows) => rows.length);
    const auditedBefore = await auditRows();
    counter.statements = 0;
    const read = await app.inject({ method: 'GET', url: '/api/self_attested', headers: session.headers() });
    const statements = counter.statements;
    expect(read.statusCode).toBe(200);
    expect(read.json().data['basic_info|first_name']).toBe('Ada');
    expect(statements).toBeLessThanOrEqual(2);
    // The read is still audited, once.
    expect(await auditRows()).toBe(auditedBefore + 1);
  });

  it('POST /api/self_attested sends as many statements for ten keys as for two', async () => {
    const statementsFor = async (data: Record<string, string>) => {
      counter.statements = 0;
      const saved = await app.inject({
        method: 'POST',
        url: '/api/self_attested',
        headers: { ...session.headers(), 'content-type': 'application/json' },
        payload: { data },
      });
      expect(saved.statusCode).toBe(200);
      return counter.statements;
    };
    const two = await statementsFor({ 'address|line_2': 'Apt 4', 'address|zip4': '1234' });
    const ten = await statementsFor({
      'address|line_1': '12 Main St',
      'address|line_2': 'Apt 5',
      'address|city': 'Springfield',
      'address|state': 'IL',
      'address|zip': '62704',
      'address|zip4': '4321',
      'basic_info|first_name': 'Ada',
      'basic_info|middle_name': 'King',
      'basic_info|last_name': 'Lovelace',
      'basic_info|suffix': '',
    });
    expect(ten).toBe(two);
    // Session, profile read, row locks, history + upsert, audit.
    expect(two).toBeLessThanOrEqual(5);
    const history = await database.db
      .selectFrom('self_attested_history')
      .select('previous_value')
      .where('key', '=', 'address|line_2')
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.previous_value)).toEqual([null, 'Apt 4']);
  });

  it('still refuses a token at once after logout (the grant check is not cached)', async () => {
    const other = await signIn(
      app,
      await createUser(database.db, { firstName: 'Grace', lastName: 'Hopper' }),
    );
    const before = await app.inject({ method: 'GET', url: '/api/self_attested', headers: other.headers() });
    expect(before.statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: other.headers() });
    expect(out.statusCode).toBeLessThan(300);
    const after = await app.inject({ method: 'GET', url: '/api/self_attested', headers: other.headers() });
    expect(after.statusCode).toBe(401);
  });
});
