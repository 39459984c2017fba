import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server-test/helpers/test-database';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { openValue, sealValue } from '../self-attested/sealed-values';
import { readKeyFile } from './key-file';
import { dataKeyRing, loadServerSecrets, rotateKeyFileDataKey } from './secrets.service';

// Issue 11 item 5: generated secrets live in a key file in DATA_DIR (0600), not in the database they
// protect; secrets an earlier version stored there move out once; production is warned about the fallback;
// the data key rotates.

const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'credence-keys-'));
const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
const modeOf = (file: string) => statSync(file).mode & 0o777;
const secretRows = (database: DatabaseHandle) =>
  database.db.selectFrom('server_secrets').selectAll().execute();

describe('server secrets', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are generated into DATA_DIR/secrets.json with mode 0600 on first start, none in the database', async () => {
    const dataDir = newDataDir();
    const secrets = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const file = path.join(dataDir, 'secrets.json');
    expect(modeOf(file)).toBe(0o600);
    const stored = readKeyFile(file)!;
    expect(stored.oidc_jwks.keys[0]!.kid).toBe(secrets.jwks.keys[0]!.kid);
    expect(Buffer.from(stored.data_keys[0]!.key, 'base64url').equals(secrets.dataKeys.current.key)).toBe(
      true,
    );
    expect(await secretRows(database)).toEqual([]);
    // The next start reads the same file.
    const again = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    expect(again.dataKeys.current.id).toBe(secrets.dataKeys.current.id);
    expect(again.xsrfKey.equals(secrets.xsrfKey)).toBe(true);
  });

  it('move out of the database of an earlier version once; what they sealed and signed stays valid', async () => {
    const legacyKey = randomBytes(32);
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const legacyJwks = { keys: [{ ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'old' }] };
    await database.db
      .insertInto('server_secrets')
      .values([
        { name: 'data_encryption_key', value: JSON.stringify(legacyKey.toString('base64url')) },
        { name: 'cookie_secret', value: JSON.stringify('c'.repeat(43)) },
        { name: 'oidc_jwks', value: JSON.stringify(legacyJwks) },
      ])
      .execute();
    const owner = { userId: '3f1c2a4e-0000-4000-8000-000000000001', key: 'basic_info|date_of_birth' };
    const sealedBefore = sealValue(dataKeyRing([legacyKey]), owner, '1980-01-02');

    const dataDir = newDataDir();
    const secrets = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    expect(await secretRows(database)).toEqual([]);
    expect(openValue(secrets.dataKeys, owner, sealedBefore)).toBe('1980-01-02');
    expect(secrets.jwks.keys[0]!.kid).toBe('old');
    const text = readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
    expect(text).toContain(legacyKey.toString('base64url'));
    expect(modeOf(path.join(dataDir, 'secrets.json'))).toBe(0o600);
  });

  it('a legacy key joins an existing key file as an older key', async () => {
    const dataDir = newDataDir();
    const first = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const legacyKey = randomBytes(32);
    await database.db
      .insertInto('server_secrets')
      .values({ name: 'data_encryption_key', value: JSON.stringify(legacyKey.toString('base64url')) })
      .execute();
    const secrets = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    expect(secrets.dataKeys.current.id).toBe(first.dataKeys.current.id);
    expect(secrets.dataKeys.byId(dataKeyRing([legacyKey]).current.id)?.equals(legacyKey)).toBe(true);
    expect(await secretRows(database)).toEqual([]);
  });

  it('come from the environment when set: no key file, no warning', async () => {
    const dataDir = newDataDir();
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const env = {
      NODE_ENV: 'production',
      OIDC_JWKS: JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), kid: 'env' }] }),
      COOKIE_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const warnings: string[] = [];
    const secrets = await loadServerSecrets({
      db: database.db,
      config: configFor(dataDir, env),
      warn: (message) => warnings.push(message),
    });
    expect(secrets.jwks.keys[0]!.kid).toBe('env');
    expect(secrets.dataKeys.current.key.toString('hex')).toBe(env.DATA_ENCRYPTION_KEY);
    expect(readKeyFile(path.join(dataDir, 'secrets.json'))).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('production using the key file fallback is warned at start, naming what falls back but no value', async () => {
    const warnings: string[] = [];
    const cookie = 'y'.repeat(40);
    await loadServerSecrets({
      db: database.db,
      config: configFor(newDataDir(), { NODE_ENV: 'production', COOKIE_SECRET: cookie }),
      warn: (message) => warnings.push(message),
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/key file .*secrets\.json \(oidcJwks, dataKeys\)/);
    expect(warnings[0]).not.toContain(cookie);
  });

  it('a key file opened to others is closed again to 0600', async () => {
    const dataDir = newDataDir();
    await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const file = path.join(dataDir, 'secrets.json');
    chmodSync(file, 0o644);
    const warnings: string[] = [];
    await loadServerSecrets({ db: database.db, config: configFor(dataDir), warn: (m) => warnings.push(m) });
    expect(modeOf(file)).toBe(0o600);
    expect(warnings).toEqual([`The key file ${file} was open to other users: it is 0600 again`]);
  });

  it('a broken key file stops the start without printing its content', async () => {
    const dataDir = newDataDir();
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"version":1,"cookie_secret":"leak-me"}', {
      mode: 0o600,
    });
    await expect(loadServerSecrets({ db: database.db, config: configFor(dataDir) })).rejects.toThrow(
      /not a valid Credence key file/,
    );
    await expect(loadServerSecrets({ db: database.db, config: configFor(dataDir) })).rejects.not.toThrow(
      /leak-me/,
    );
  });

  it('rotation makes a new key current; the old one still opens what it sealed', async () => {
    const dataDir = newDataDir();
    const before = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    const owner = { userId: '3f1c2a4e-0000-4000-8000-000000000002', key: 'basic_info|date_of_birth' };
    const sealed = sealValue(before.dataKeys, owner, '1975-05-05');
    const newId = rotateKeyFileDataKey(dataDir);
    const after = await loadServerSecrets({ db: database.db, config: configFor(dataDir) });
    expect(after.dataKeys.current.id).toBe(newId);
    expect(newId).not.toBe(before.dataKeys.current.id);
    expect(openValue(after.dataKeys, owner, sealed)).toBe('1975-05-05');
    expect(modeOf(path.join(dataDir, 'secrets.json'))).toBe(0o600);
  });
});
