import { generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import { describe, expect, it } from 'vitest';
import { dataKeyRing } from '../secrets/secrets.service';
import { isSealedValue } from '../self-attested/sealed-values';
import {
  es256Signer,
  es256Verify,
  ISSUER_KEY_OWNER,
  newSealedKey,
  openPrivateJwk,
  publicJwkOf,
  sealedKeyOwner,
} from './keys';

// The issuer's and holders' ES256 keys without a database (decision 036): sealed at rest for their owner,
// signatures in the raw r‖s form JWS wants.

const ring = dataKeyRing([randomBytes(32)]);

describe('publicJwkOf', () => {
  it('serves only the public members, named ES256 for signing', () => {
    expect(publicJwkOf({ kty: 'EC', crv: 'P-256', x: 'X', y: 'Y', d: 'private' }, 'kid-1')).toStrictEqual({
      kty: 'EC',
      crv: 'P-256',
      x: 'X',
      y: 'Y',
      kid: 'kid-1',
      alg: 'ES256',
      use: 'sig',
    });
  });
});

describe('sealed keys', () => {
  it('names the owner in the seal: the user (or issuer) and the key’s kid', () => {
    expect(ISSUER_KEY_OWNER).toBe('credence-issuer');
    expect(sealedKeyOwner('user-1', 'kid-1')).toEqual({ userId: 'user-1', key: 'issuer_keys|kid-1' });
  });

  it('makes a P-256 key whose kid is its RFC 7638 thumbprint, the private half sealed', async () => {
    const row = await newSealedKey(ring, 'user-1');
    const { x, y } = row.public_jwk as { x: string; y: string };
    expect(row.kid).toBe(await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x, y }));
    expect(row.public_jwk).toStrictEqual(publicJwkOf({ x, y }, row.kid));
    expect(isSealedValue(row.private_jwk)).toBe(true);
    expect(JSON.stringify(row.private_jwk)).not.toContain(String(x));
    const opened = openPrivateJwk(ring, 'user-1', row);
    expect(opened).toMatchObject({ kty: 'EC', crv: 'P-256', x, y });
    expect(typeof opened.d).toBe('string');
  });

  it('does not open for another owner, under another kid, or with another key ring', async () => {
    const row = await newSealedKey(ring, 'user-1');
    expect(() => openPrivateJwk(ring, 'user-2', row)).toThrow();
    expect(() => openPrivateJwk(ring, ISSUER_KEY_OWNER, row)).toThrow();
    expect(() => openPrivateJwk(ring, 'user-1', { ...row, kid: 'another-kid' })).toThrow();
    expect(() => openPrivateJwk(dataKeyRing([randomBytes(32)]), 'user-1', row)).toThrow();
  });

  it('refuses a private key stored unsealed', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const plain = privateKey.export({ format: 'jwk' });
    expect(() => openPrivateJwk(ring, 'user-1', { kid: 'kid-9', private_jwk: plain })).toThrow(
      'key kid-9 is not sealed',
    );
  });

  it('makes a new key each time', async () => {
    const [a, b] = await Promise.all([newSealedKey(ring, 'user-1'), newSealedKey(ring, 'user-1')]);
    expect(a.kid).not.toBe(b.kid);
  });
});

describe('ES256 signatures', () => {
  const pair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return {
      privateJwk: privateKey.export({ format: 'jwk' }) as JsonWebKey,
      publicJwk: publicKey.export({ format: 'jwk' }) as Record<string, unknown>,
    };
  };
  const data = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0';
  // Signed in each test: code that throws outside a test would not fail one.
  const signed = () => {
    const { privateJwk, publicJwk } = pair();
    return { publicJwk, signature: es256Signer(privateJwk)(data) };
  };

  it('signs with the raw 64-byte r‖s form in base64url (86 characters), not DER', () => {
    const { signature } = signed();
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
  });

  it('verifies its own signature with the public JWK (only x and y are read)', () => {
    const { publicJwk, signature } = signed();
    expect(es256Verify(publicJwk, data, signature)).toBe(true);
    expect(es256Verify({ x: publicJwk.x, y: publicJwk.y }, data, signature)).toBe(true);
  });

  it('refuses other data, another key, a changed signature, and a key that is not a P-256 point', () => {
    const { publicJwk, signature } = signed();
    expect(es256Verify(publicJwk, `${data}x`, signature)).toBe(false);
    expect(es256Verify(pair().publicJwk, data, signature)).toBe(false);
    const flipped = Buffer.from(signature, 'base64url');
    flipped[10] = flipped[10]! ^ 1;
    expect(es256Verify(publicJwk, data, flipped.toString('base64url'))).toBe(false);
    expect(es256Verify({ x: 'AAAA', y: 'AAAA' }, data, signature)).toBe(false);
  });
});
