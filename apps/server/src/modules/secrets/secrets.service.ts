import { createHash, createHmac, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { decodeDataKey, type Config } from '../../config';
import type { Database } from '../../db/schema';
import { getOrCreateSecret } from './secrets.repository';

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
  /** AES-256 keys of values encrypted at rest (the SSN): seal with `current`, open by the key id a value carries. */
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

const dataKeyOf = (key: Buffer): DataKey => ({
  id: `k${createHash('sha256').update(key).digest('hex').slice(0, 12)}`,
  key,
});

/**
 * DATA_ENCRYPTION_KEY when set, else a key generated on first start and kept in the database. The stored key
 * stays in the ring after DATA_ENCRYPTION_KEY is introduced, so values sealed before remain readable.
 */
export async function loadDataKeys(
  db: Kysely<Database>,
  config: Pick<Config, 'DATA_ENCRYPTION_KEY'>,
): Promise<DataKeyRing> {
  const stored = await getOrCreateSecret(db, 'data_encryption_key', randomBytes(32).toString('base64url'));
  const configured = config.DATA_ENCRYPTION_KEY ? decodeDataKey(config.DATA_ENCRYPTION_KEY) : null;
  const keys = [configured, Buffer.from(stored, 'base64url')].filter((key): key is Buffer => key !== null);
  const ring = keys.map(dataKeyOf);
  return { current: ring[0]!, byId: (id) => ring.find((entry) => entry.id === id)?.key };
}

async function newSigningKeySet(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, alg: SIGNING_ALG, use: 'sig', kid: await calculateJwkThumbprint(jwk) }] };
}

/**
 * Signing keys and the cookie secret come from configuration, or are generated on first start and kept in
 * the database so that every instance shares them.
 */
export async function loadServerSecrets({
  db,
  config,
}: {
  db: Kysely<Database>;
  config: Config;
}): Promise<ServerSecrets> {
  // Generating a candidate key is cheap; the database keeps whichever one was stored first.
  const jwks = config.OIDC_JWKS ?? (await getOrCreateSecret(db, 'oidc_jwks', await newSigningKeySet()));
  const master =
    config.COOKIE_SECRET ??
    (await getOrCreateSecret(db, 'cookie_secret', randomBytes(32).toString('base64url')));
  const derive = (label: string) => createHmac('sha256', master).update(label).digest();
  return {
    jwks: jwks as { keys: JWK[] },
    cookieKeys: [derive('oidc-cookies').toString('base64url')],
    xsrfKey: derive('xsrf'),
    derive,
    dataKeys: await loadDataKeys(db, config),
  };
}
