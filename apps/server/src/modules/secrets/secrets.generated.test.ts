import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { readKeyFile } from './key-file';
import { configFor, hmac, newDataDir, signingKeySet } from './secrets-test-support';
import { dataKeyOf, dataKeyRing, loadServerSecrets, rotateKeyFileDataKey } from './secrets.service';

// What the key file holds when the server generates it (decision 025), secrets an earlier version kept in
// the database moving into it, the data key's id, and rotation.

const keyFileOf = (dataDir: string) => readKeyFile(path.join(dataDir, 'secrets.json'))!;

describe('generated and moved secrets', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const storeLegacy = (rows: Record<string, unknown>) =>
    database.db
      .insertInto('server_secrets')
      .values(Object.entries(rows).map(([name, value]) => ({ name, value: JSON.stringify(value) })))
      .execute();

  it('generates an ES256 signing key named by its thumbprint, a 32-byte data key and a 32-byte cookie secret', async () => {
    const dataDir = newDataDir();
    const before = Date.now();
    const secrets = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const file = keyFileOf(dataDir);
    const [jwk] = file.oidc_jwks.keys;
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', d: expect.any(String) });
    const { d: _d, ...publicJwk } = jwk!;
    expect(jwk!.kid).toBe(await calculateJwkThumbprint(publicJwk));
    expect(Buffer.from(file.cookie_secret, 'base64url')).toHaveLength(32);
    expect(secrets.xsrfKey.equals(hmac(file.cookie_secret, 'xsrf'))).toBe(true);
    expect(Buffer.from(file.data_keys[0]!.key, 'base64url')).toHaveLength(32);
    const created = Date.parse(file.data_keys[0]!.created_at);
    expect(created).toBeGreaterThanOrEqual(before);
    expect(created).toBeLessThanOrEqual(Date.now());
  });

  it('keeps the cookie secret an earlier version stored, and makes a signing key when its stored set is empty', async () => {
    const legacyKey = randomBytes(32).toString('base64url');
    await storeLegacy({
      data_encryption_key: legacyKey,
      cookie_secret: 'c'.repeat(43),
      oidc_jwks: { keys: [] },
    });
    const dataDir = newDataDir();
    const secrets = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const file = keyFileOf(dataDir);
    expect(file.cookie_secret).toBe('c'.repeat(43));
    expect(secrets.xsrfKey.equals(hmac('c'.repeat(43), 'xsrf'))).toBe(true);
    expect(file.oidc_jwks.keys).toHaveLength(1);
    expect(secrets.jwks.keys[0]!.kid).toBe(file.oidc_jwks.keys[0]!.kid);
    expect(file.data_keys.map((entry) => entry.key)).toEqual([legacyKey]);
  });

  it('moves a stored data key into a new key file even when the environment gives every secret', async () => {
    const legacyKey = randomBytes(32);
    await storeLegacy({ data_encryption_key: legacyKey.toString('base64url') });
    const dataDir = newDataDir();
    const envKey = randomBytes(32);
    const secrets = await loadServerSecrets({
      db: database.db,
      config: configFor(dataDir, {
        OIDC_JWKS: JSON.stringify(await signingKeySet('env')),
        COOKIE_SECRET: 'x'.repeat(40),
        DATA_ENCRYPTION_KEY: envKey.toString('hex'),
      }),
    });
    expect(keyFileOf(dataDir).data_keys.map((entry) => entry.key)).toEqual([legacyKey.toString('base64url')]);
    expect(secrets.dataKeys.current.key.equals(envKey)).toBe(true);
    expect(secrets.dataKeys.byId(dataKeyOf(legacyKey).id)?.equals(legacyKey)).toBe(true);
    expect(await database.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
  });

  it('adds a stored data key to an existing key file after its own keys, once', async () => {
    const dataDir = newDataDir();
    await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const own = keyFileOf(dataDir).data_keys[0]!.key;
    const legacyKey = randomBytes(32).toString('base64url');
    await storeLegacy({ data_encryption_key: legacyKey });
    await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    expect(keyFileOf(dataDir).data_keys.map((entry) => entry.key)).toEqual([own, legacyKey]);
    // The same key stored again (a second instance's leftover) is not added twice.
    await storeLegacy({ data_encryption_key: legacyKey });
    await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    expect(keyFileOf(dataDir).data_keys.map((entry) => entry.key)).toEqual([own, legacyKey]);
  });

  it('names a data key "k" and the first 12 hex digits of its SHA-256', () => {
    const key = randomBytes(32);
    const digest = createHash('sha256').update(key).digest('hex');
    expect(dataKeyOf(key)).toEqual({ id: `k${digest.slice(0, 12)}`, key });
  });

  it('refuses an empty key ring, and a key ring answers no key for an unknown id', () => {
    expect(() => dataKeyRing([])).toThrow('No data-encryption key');
    const [first, second] = [randomBytes(32), randomBytes(32)];
    const ring = dataKeyRing([first, second]);
    expect(ring.current.key.equals(first)).toBe(true);
    expect(ring.byId(dataKeyOf(second).id)?.equals(second)).toBe(true);
    expect(ring.byId('k0')).toBeUndefined();
  });

  it('rotation puts a new key first, dated, keeps the old ones, and answers its id', async () => {
    const dataDir = newDataDir();
    await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const before = keyFileOf(dataDir).data_keys;
    const at = new Date('2026-03-04T05:06:07.000Z');
    const id = rotateKeyFileDataKey(dataDir, at);
    const after = keyFileOf(dataDir).data_keys;
    expect(after.slice(1)).toEqual(before);
    expect(after[0]!.created_at).toBe('2026-03-04T05:06:07.000Z');
    const fresh = Buffer.from(after[0]!.key, 'base64url');
    expect(fresh).toHaveLength(32);
    expect(id).toBe(dataKeyOf(fresh).id);
  });

  it('rotation without a key file says where the file should be', () => {
    const dataDir = newDataDir();
    expect(() => rotateKeyFileDataKey(dataDir)).toThrow(
      `There is no key file at ${path.join(dataDir, 'secrets.json')} yet: the server creates it on first start`,
    );
  });
});
