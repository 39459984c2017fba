import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeDataKey, loadConfig } from '../../config';
import type { DataKeyRing } from '../secrets/secrets.service';
import { isSealedValue, openValue, sealValue } from './sealed-values';

const ringOf = (...keys: { id: string; key: Buffer }[]): DataKeyRing => ({
  current: keys[0]!,
  byId: (id) => keys.find((entry) => entry.id === id)?.key,
});
const owner = { userId: '3f1c2a4e-0000-4000-8000-000000000001', key: 'basic_info|social_security' };

describe('values sealed at rest', () => {
  const old = { id: 'kold', key: randomBytes(32) };
  const current = { id: 'knew', key: randomBytes(32) };

  it('open to the same owner and key, and carry no clear text', () => {
    const sealed = sealValue(ringOf(current), owner, '246-80-1357');
    expect(isSealedValue(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('246');
    expect(sealed.kid).toBe('knew');
    expect(openValue(ringOf(current), owner, sealed)).toBe('246-80-1357');
    // A fresh IV each time: equal values do not look equal.
    expect(sealValue(ringOf(current), owner, '246-80-1357').data).not.toBe(sealed.data);
  });

  it('refuse another person, another field, a changed byte or an unknown key', () => {
    const sealed = sealValue(ringOf(current), owner, '246-80-1357');
    const ring = ringOf(current);
    expect(() =>
      openValue(ring, { ...owner, userId: '3f1c2a4e-0000-4000-8000-000000000002' }, sealed),
    ).toThrow();
    expect(() => openValue(ring, { ...owner, key: 'basic_info|date_of_birth' }, sealed)).toThrow();
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = data[0]! ^ 1;
    expect(() => openValue(ring, owner, { ...sealed, data: data.toString('base64') })).toThrow();
    expect(() => openValue(ringOf(old), owner, sealed)).toThrow(/unknown key id knew/);
  });

  it('stay readable after the key rotates: sealed with the old key, opened through its id', () => {
    const sealed = sealValue(ringOf(old), owner, '475-31-8642');
    const rotated = ringOf(current, old);
    expect(openValue(rotated, owner, sealed)).toBe('475-31-8642');
    expect(sealValue(rotated, owner, 'x').kid).toBe('knew');
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  it('is 32 bytes as hex or base64', () => {
    const key = randomBytes(32);
    expect(decodeDataKey(key.toString('hex'))).toEqual(key);
    expect(decodeDataKey(key.toString('base64'))).toEqual(key);
    expect(decodeDataKey(key.toString('base64url'))).toEqual(key);
    expect(decodeDataKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(decodeDataKey('not a key')).toBeNull();
  });

  it('a bad value stops the start with a message naming the variable, not the value', () => {
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'short-secret-value' })).toThrow(
      /DATA_ENCRYPTION_KEY: must be 32 bytes/,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'short-secret-value' })).not.toThrow(/short-secret-value/);
  });
});
