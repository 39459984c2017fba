import path from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { readKeyFile } from './key-file';

// A whole app's start: its secrets come from the key file, none from the database. Apart from
// secrets.service.test.ts so that the unit tests there cover loadServerSecrets per test (a mutation run
// reruns only the tests that reach a mutant, not a whole app start).

describe('after start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('no row in the database holds a secret, and tokens are signed with the key file keys', async () => {
    const session = await signIn(t.app, await createUser(t.database.db));
    expect(await t.database.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
    const stored = readKeyFile(path.join(t.config.DATA_DIR, 'secrets.json'))!;
    const header = decodeProtectedHeader(session.accessToken);
    expect(header.kid).toBe(stored.oidc_jwks.keys[0]!.kid);
  });
});
