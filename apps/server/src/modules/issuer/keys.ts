import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type JsonWebKey,
} from 'node:crypto';
import type { PublicJwk } from '@credence/shared';
import { calculateJwkThumbprint } from 'jose';
import type { DataKeyRing } from '../secrets/secrets.service';
import { isSealedValue, openValue, sealValue } from '../self-attested/sealed-values';
import type { NewKeyRow } from './issuer.repository';

// ES256 (P-256) keys of the issuer and of each clinician's holder binding (decision 036). The private half is
// sealed with the data-encryption key ring (decision 025) before it reaches the database; the AAD names its
// owner, so a sealed key copied to another row does not open.

export const ISSUER_KEY_OWNER = 'credence-issuer';
/** The owner a private key is sealed for (the AAD): the issuer or the clinician, and the key's kid. */
export const sealedKeyOwner = (userId: string, kid: string) => ({ userId, key: `issuer_keys|${kid}` });
const ownerOf = sealedKeyOwner;

/** A public JWK as served (no private member ever leaves this function). */
export function publicJwkOf(jwk: Record<string, unknown>, kid: string): PublicJwk {
  return {
    kty: 'EC',
    crv: 'P-256',
    x: String(jwk.x),
    y: String(jwk.y),
    kid,
    alg: 'ES256',
    use: 'sig',
  };
}

/** A new key pair, its kid the RFC 7638 thumbprint; the private JWK sealed for `owner` (a user id or the issuer). */
export async function newSealedKey(ring: DataKeyRing, owner: string): Promise<NewKeyRow> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! });
  return {
    kid,
    public_jwk: publicJwkOf(jwk as Record<string, unknown>, kid),
    private_jwk: sealValue(ring, ownerOf(owner, kid), jwk) as unknown as Record<string, unknown>,
  };
}

/** The private JWK of a stored key; throws when the seal does not open (wrong owner, key or tampering). */
export function openPrivateJwk(
  ring: DataKeyRing,
  owner: string,
  row: { kid: string; private_jwk: unknown },
): JsonWebKey {
  if (!isSealedValue(row.private_jwk)) throw new Error(`key ${row.kid} is not sealed`);
  return openValue(ring, ownerOf(owner, row.kid), row.private_jwk) as JsonWebKey;
}

/** An SD-JWT signer (base64url of the raw r‖s ECDSA signature, as JWS wants). */
export function es256Signer(privateJwk: JsonWebKey) {
  const key = createPrivateKey({ key: privateJwk, format: 'jwk' });
  return (data: string) =>
    sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
}

/** Whether `signature` (base64url, raw r‖s) over `data` verifies with the public JWK. */
export function es256Verify(publicJwk: Record<string, unknown>, data: string, signature: string): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: publicJwk.x, y: publicJwk.y } as JsonWebKey,
      format: 'jwk',
    });
    return verify(
      'sha256',
      Buffer.from(data),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    return false;
  }
}
