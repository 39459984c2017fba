import { createHash, createHmac, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { decodeDataKey, type Config } from '../../config';
import type { Database } from '../../db/schema';
import { createKeyFile, keyFilePath, readKeyFile, replaceKeyFile, type KeyFile } from './key-file';
import { deleteDatabaseSecrets, readDatabaseSecrets } from './secrets.repository';

export const SIGNING_ALG = 'ES256';

export interface ServerSecrets {
  /** Private signing keys of the OpenID Provider (never logged, never served). */
  jwks: { keys: JWK[] };
  /** Keys oidc-provider signs its cookies with. */
  cookieKeys: string[];
  /** HMAC key of the XSRF tokens. */
  xsrfKey: Buffer;
  /** HMAC key of one-off values that must not be guessable from an id (anonymous XSRF binding). */
  derive(label: string): Buffer;
  /** AES-256 keys of values encrypted at rest: seal with `current`, open by the key id a value carries. */
  dataKeys: DataKeyRing;
}

export interface DataKey {
  /** Derived from the key itself, so a value names its key without the key ever being stored beside it. */
  id: string;
  key: Buffer;
}

export interface DataKeyRing {
  current: DataKey;
  byId(id: string): Buffer | undefined;
}

/** The secrets themselves, wherever they come from. */
export interface SecretMaterial {
  oidcJwks: { keys: JWK[] };
  cookieSecret: string;
  /** Data-encryption keys of 32 bytes, the one to seal with first. */
  dataKeys: Buffer[];
}

/**
 * Where production keeps its secrets when they are not in environment variables (a KMS, a vault): what it
 * answers wins over the key file; anything it leaves out falls back (decision 025).
 */
export interface KeyProvider {
  readonly name: string;
  load(): Promise<Partial<SecretMaterial>>;
}

export const dataKeyOf = (key: Buffer): DataKey => ({
  id: `k${createHash('sha256').update(key).digest('hex').slice(0, 12)}`,
  key,
});

/** The first key seals; any opens by its id (a key listed twice finds itself either way). */
export function dataKeyRing(keys: readonly Buffer[]): DataKeyRing {
  const ring = keys.map(dataKeyOf);
  if (ring.length === 0) throw new Error('No data-encryption key');
  return { current: ring[0]!, byId: (id) => ring.find((entry) => entry.id === id)?.key };
}

async function newSigningKeySet(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, alg: SIGNING_ALG, use: 'sig', kid: await calculateJwkThumbprint(jwk) }] };
}

const newDataKey = (at: Date) => ({
  key: randomBytes(32).toString('base64url'),
  created_at: at.toISOString(),
});

// The configuration refused any text that is not a key of 32 bytes (config.ts), so each one decodes.
const decodeAll = (texts: readonly string[]) => texts.map((text) => decodeDataKey(text)!);

function fromEnvironment(config: Config): Partial<SecretMaterial> {
  return {
    ...(config.OIDC_JWKS ? { oidcJwks: config.OIDC_JWKS as { keys: JWK[] } } : {}),
    ...(config.COOKIE_SECRET ? { cookieSecret: config.COOKIE_SECRET } : {}),
    ...(config.DATA_ENCRYPTION_KEY ? { dataKeys: decodeAll([config.DATA_ENCRYPTION_KEY]) } : {}),
  };
}

/**
 * The key file, created when a secret has no other source or when secrets an earlier version kept in the
 * database must move out. Those move once (their data key stays in the ring, so old values open), and are
 * deleted from the database only after the file holds them.
 */
async function keyFileSecrets(
  db: Kysely<Database>,
  file: string,
  { needed, warn }: { needed: boolean; warn: (message: string) => void },
): Promise<KeyFile | null> {
  const stored = await readDatabaseSecrets(db);
  const storedKey = stored.get('data_encryption_key');
  let keys = readKeyFile(file, () => warn(`The key file ${file} was open to other users: it is 0600 again`));
  if (!keys && (needed || typeof storedKey === 'string')) {
    const at = new Date();
    const cookie = stored.get('cookie_secret');
    const jwks = stored.get('oidc_jwks') as { keys: JWK[] } | undefined;
    keys = createKeyFile(file, {
      version: 1,
      cookie_secret: typeof cookie === 'string' ? cookie : randomBytes(32).toString('base64url'),
      oidc_jwks: jwks?.keys?.length ? jwks : await newSigningKeySet(),
      data_keys:
        typeof storedKey === 'string' ? [{ key: storedKey, created_at: at.toISOString() }] : [newDataKey(at)],
    });
  }
  if (keys && typeof storedKey === 'string' && !keys.data_keys.some((entry) => entry.key === storedKey)) {
    // Another source made the file first: the database's key joins it as an older key.
    keys = {
      ...keys,
      data_keys: [...keys.data_keys, { key: storedKey, created_at: new Date().toISOString() }],
    };
    replaceKeyFile(file, keys);
  }
  await deleteDatabaseSecrets(db, [...stored.keys()]);
  return keys;
}

/**
 * Signing keys, the cookie secret and the data-encryption keys: each from its environment variable, else the
 * key provider, else the key file in DATA_DIR (generated on first start). Never from the database.
 */
export async function loadServerSecrets({
  db,
  config,
  keyProvider,
  warn = () => {},
}: {
  db: Kysely<Database>;
  config: Config;
  keyProvider?: KeyProvider;
  warn?: (message: string) => void;
}): Promise<ServerSecrets> {
  const environment = fromEnvironment(config);
  const provided = (await keyProvider?.load()) ?? {};
  const first = { ...provided, ...environment };
  const file = keyFilePath(config.DATA_DIR);
  const keyFile = await keyFileSecrets(db, file, {
    needed: !first.oidcJwks || !first.cookieSecret || !first.dataKeys?.length,
    warn,
  });
  const fromFile: Partial<SecretMaterial> = keyFile
    ? {
        oidcJwks: keyFile.oidc_jwks,
        cookieSecret: keyFile.cookie_secret,
        dataKeys: keyFile.data_keys.map((entry) => Buffer.from(entry.key, 'base64url')),
      }
    : {};
  const fallbacks = (['oidcJwks', 'cookieSecret', 'dataKeys'] as const).filter((name) => !first[name]);
  if (config.NODE_ENV === 'production' && fallbacks.length > 0) {
    warn(
      `Production is using generated secrets from the key file ${file} (${fallbacks.join(', ')}): set ` +
        'OIDC_JWKS, COOKIE_SECRET and DATA_ENCRYPTION_KEY or give a key provider, so that every instance ' +
        'shares them and a copy of the data folder carries no key.',
    );
  }
  const jwks = first.oidcJwks ?? fromFile.oidcJwks!;
  const master = first.cookieSecret ?? fromFile.cookieSecret!;
  const derive = (label: string) => createHmac('sha256', master).update(label).digest();
  return {
    jwks,
    cookieKeys: [derive('oidc-cookies').toString('base64url')],
    xsrfKey: derive('xsrf'),
    derive,
    // Every known key opens; the first (environment, provider, then file) seals. Previous keys named in
    // DATA_ENCRYPTION_KEY_PREVIOUS only open.
    dataKeys: dataKeyRing([
      ...(environment.dataKeys ?? []),
      ...(provided.dataKeys ?? []),
      // Stryker disable next-line ArrayDeclaration: a junk entry would be a key no sealed value names (ids are hashes).
      ...(fromFile.dataKeys ?? []),
      ...decodeAll(config.DATA_ENCRYPTION_KEY_PREVIOUS ?? []),
    ]),
  };
}

/**
 * Makes a new data-encryption key current in the key file; the old ones stay to open what they sealed until
 * the re-seal job has moved every value (npm run rotate-data-key). Answers the new key's id.
 */
export function rotateKeyFileDataKey(dataDir: string, at: Date = new Date()): string {
  const file = keyFilePath(dataDir);
  const keys = readKeyFile(file);
  if (!keys) throw new Error(`There is no key file at ${file} yet: the server creates it on first start`);
  const fresh = newDataKey(at);
  replaceKeyFile(file, { ...keys, data_keys: [fresh, ...keys.data_keys] });
  return dataKeyOf(Buffer.from(fresh.key, 'base64url')).id;
}
