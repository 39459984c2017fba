import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { readKeyFile } from './key-file';
import { configFor, hmac, newDataDir, provider, signingKeySet } from './secrets-test-support';
import { dataKeyRing, loadServerSecrets, type SecretMaterial } from './secrets.service';

// Where each secret comes from (decision 025): its environment variable, else the key provider, else the
// key file; every data key known opens, the first seals; the other keys are HMAC-SHA256 of the cookie secret.

describe('server secrets by source', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const load = (dataDir: string, env: Record<string, string>, material?: Partial<SecretMaterial>) =>
    loadServerSecrets({
      db: database.db,
      config: configFor(dataDir, env),
      ...(material ? { keyProvider: provider(material) } : {}),
    });
  const idOf = (key: Buffer) => dataKeyRing([key]).current.id;

  it('takes what the environment leaves out from the key provider, and makes no key file', async () => {
    const providedKey = randomBytes(32);
    const envKey = randomBytes(32);
    const dataDir = newDataDir();
    const secrets = await load(
      dataDir,
      { DATA_ENCRYPTION_KEY: envKey.toString('hex') },
      { oidcJwks: await signingKeySet('provided'), cookieSecret: 'p'.repeat(40), dataKeys: [providedKey] },
    );
    expect(secrets.jwks.keys[0]!.kid).toBe('provided');
    expect(secrets.xsrfKey.equals(hmac('p'.repeat(40), 'xsrf'))).toBe(true);
    expect(secrets.dataKeys.current.key.equals(envKey)).toBe(true);
    expect(secrets.dataKeys.byId(idOf(providedKey))?.equals(providedKey)).toBe(true);
    expect(readKeyFile(path.join(dataDir, 'secrets.json'))).toBeNull();
  });

  it('prefers the environment to the key provider for each secret', async () => {
    const envKey = randomBytes(32);
    const secrets = await load(
      newDataDir(),
      {
        OIDC_JWKS: JSON.stringify(await signingKeySet('env')),
        COOKIE_SECRET: 'e'.repeat(40),
        DATA_ENCRYPTION_KEY: envKey.toString('hex'),
      },
      {
        oidcJwks: await signingKeySet('provided'),
        cookieSecret: 'p'.repeat(40),
        dataKeys: [randomBytes(32)],
      },
    );
    expect(secrets.jwks.keys[0]!.kid).toBe('env');
    expect(secrets.xsrfKey.equals(hmac('e'.repeat(40), 'xsrf'))).toBe(true);
    expect(secrets.dataKeys.current.key.equals(envKey)).toBe(true);
  });

  it('makes the key file when any one secret has no other source, and uses it only for that one', async () => {
    const all = async (): Promise<SecretMaterial> => ({
      oidcJwks: await signingKeySet('provided'),
      cookieSecret: 'p'.repeat(40),
      dataKeys: [randomBytes(32)],
    });
    const withoutJwks = newDataDir();
    const { oidcJwks: _j, ...noJwks } = await all();
    const a = await load(withoutJwks, {}, noJwks);
    const fileA = readKeyFile(path.join(withoutJwks, 'secrets.json'))!;
    expect(a.jwks.keys[0]!.kid).toBe(fileA.oidc_jwks.keys[0]!.kid);
    expect(a.xsrfKey.equals(hmac('p'.repeat(40), 'xsrf'))).toBe(true);
    expect(a.dataKeys.current.key.equals(noJwks.dataKeys[0]!)).toBe(true);

    const withoutCookie = newDataDir();
    const { cookieSecret: _c, ...noCookie } = await all();
    const b = await load(withoutCookie, {}, noCookie);
    const fileB = readKeyFile(path.join(withoutCookie, 'secrets.json'))!;
    expect(b.xsrfKey.equals(hmac(fileB.cookie_secret, 'xsrf'))).toBe(true);
    expect(b.jwks.keys[0]!.kid).toBe('provided');

    const noneGiven = newDataDir();
    const { dataKeys: _d, ...noDataKeys } = await all();
    const d = await load(noneGiven, {}, noDataKeys);
    const fileD = readKeyFile(path.join(noneGiven, 'secrets.json'))!;
    expect(d.dataKeys.current.key.toString('base64url')).toBe(fileD.data_keys[0]!.key);

    const withoutDataKeys = newDataDir();
    const c = await load(withoutDataKeys, {}, { ...(await all()), dataKeys: [] });
    const fileC = readKeyFile(path.join(withoutDataKeys, 'secrets.json'))!;
    expect(c.dataKeys.current.key.toString('base64url')).toBe(fileC.data_keys[0]!.key);
  });

  it('derives the XSRF key, the OIDC cookie keys and any labelled key as HMAC-SHA256 of the cookie secret', async () => {
    const cookie = 'd'.repeat(40);
    const secrets = await load(newDataDir(), { COOKIE_SECRET: cookie });
    expect(secrets.xsrfKey.equals(hmac(cookie, 'xsrf'))).toBe(true);
    expect(secrets.cookieKeys).toEqual([hmac(cookie, 'oidc-cookies').toString('base64url')]);
    expect(secrets.derive('anonymous-xsrf').equals(hmac(cookie, 'anonymous-xsrf'))).toBe(true);
    expect(secrets.derive('a').equals(secrets.derive('b'))).toBe(false);
  });

  it('seals with the environment’s key; the provider’s, the key file’s and the previous keys open', async () => {
    const [envKey, providedKey, previous] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const dataDir = newDataDir();
    const secrets = await load(
      dataDir,
      { DATA_ENCRYPTION_KEY: envKey.toString('hex'), DATA_ENCRYPTION_KEY_PREVIOUS: previous.toString('hex') },
      { dataKeys: [providedKey] },
    );
    const fileKey = Buffer.from(
      readKeyFile(path.join(dataDir, 'secrets.json'))!.data_keys[0]!.key,
      'base64url',
    );
    expect(secrets.dataKeys.current.key.equals(envKey)).toBe(true);
    for (const key of [envKey, providedKey, fileKey, previous]) {
      expect(secrets.dataKeys.byId(idOf(key))?.equals(key)).toBe(true);
    }
    expect(secrets.dataKeys.byId('k000000000000')).toBeUndefined();
  });

  it('seals with the provider’s key when the environment has none, before the key file’s', async () => {
    const providedKey = randomBytes(32);
    const secrets = await load(newDataDir(), {}, { dataKeys: [providedKey] });
    expect(secrets.dataKeys.current.key.equals(providedKey)).toBe(true);
  });

  it('warns production that falls back to the key file in full, never in test or with nothing falling back', async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const dataDir = newDataDir();
    await loadServerSecrets({ db: database.db, config: configFor(dataDir), warn });
    expect(warnings).toEqual([]);
    await loadServerSecrets({
      db: database.db,
      config: configFor(dataDir, { NODE_ENV: 'production', COOKIE_SECRET: 'y'.repeat(40) }),
      warn,
    });
    expect(warnings).toEqual([
      `Production is using generated secrets from the key file ${path.join(dataDir, 'secrets.json')} ` +
        '(oidcJwks, dataKeys): set OIDC_JWKS, COOKIE_SECRET and DATA_ENCRYPTION_KEY or give a key provider, ' +
        'so that every instance shares them and a copy of the data folder carries no key.',
    ]);
  });
});
