import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_DAYS,
  KNOWN_DEVICE_KEY_LABEL,
  recognisedDevice,
  rememberDevice,
} from './known-device';

describe('the known-device cookie', () => {
  const key = randomBytes(32);
  const [ana, ben] = ['user-ana', 'user-ben'];

  it('recognises the browser for the account it was earned on only', () => {
    const cookie = rememberDevice(key, undefined, ana);
    expect(recognisedDevice(key, cookie, ana)).toMatch(/^[\w-]{22}$/);
    expect(recognisedDevice(key, cookie, ben)).toBeNull();
    expect(recognisedDevice(randomBytes(32), cookie, ana)).toBeNull();
  });

  it('renews the account’s entry on each sign-in and keeps the other accounts’', () => {
    const first = rememberDevice(key, undefined, ana);
    const both = rememberDevice(key, first, ben);
    const renewed = rememberDevice(key, both, ana);
    expect(renewed.split('~')).toHaveLength(2);
    expect(recognisedDevice(key, renewed, ana)).not.toBe(recognisedDevice(key, first, ana));
    expect(recognisedDevice(key, renewed, ben)).toBe(recognisedDevice(key, both, ben));
  });

  it('remembers 10 accounts on one browser and forgets the oldest for the 11th', () => {
    let cookie: string | undefined;
    for (let n = 1; n <= 10; n++) cookie = rememberDevice(key, cookie, `user-${n}`);
    expect(recognisedDevice(key, cookie, 'user-1')).not.toBeNull();
    cookie = rememberDevice(key, cookie, 'user-11');
    expect(cookie.split('~')).toHaveLength(10);
    expect(recognisedDevice(key, cookie, 'user-1')).toBeNull();
    expect(recognisedDevice(key, cookie, 'user-2')).not.toBeNull();
  });

  it('ignores junk, a forged tag and an oversized cookie', () => {
    const cookie = rememberDevice(key, undefined, ana);
    const [nonce] = cookie.split('.');
    for (const junk of [
      '',
      '~~',
      'a.b.c',
      `${nonce}.`,
      `${nonce}.${'A'.repeat(43)}`,
      `${cookie}~${'x'.repeat(2000)}`,
    ]) {
      expect(recognisedDevice(key, junk, ana), junk.slice(0, 40)).toBeNull();
    }
    expect(rememberDevice(key, 'not;a cookie', ben).split('~')).toHaveLength(1);
  });

  it('reads a cookie of 2000 characters and ignores one of 2001', () => {
    const cookie = rememberDevice(key, undefined, ana);
    const padded = (length: number) => `${cookie}~${'x'.repeat(length - cookie.length - 1)}`;
    expect(padded(2000)).toHaveLength(2000);
    expect(recognisedDevice(key, padded(2000), ana)).not.toBeNull();
    expect(recognisedDevice(key, padded(2001), ana)).toBeNull();
  });

  it('reads only the first 10 entries, even of a cookie it did not write', () => {
    let ten: string | undefined;
    for (let n = 1; n <= 10; n++) ten = rememberDevice(key, ten, `user-${n}`);
    const anaEntry = rememberDevice(key, undefined, ana);
    expect(recognisedDevice(key, `${anaEntry}~${ten}`, ana)).not.toBeNull();
    expect(recognisedDevice(key, `${ten}~${anaEntry}`, ana)).toBeNull();
  });

  it('ignores an entry with a third part, and a tag of another length (without throwing)', () => {
    const cookie = rememberDevice(key, undefined, ana);
    const [nonce] = cookie.split('.');
    expect(recognisedDevice(key, `${cookie}.extra`, ana)).toBeNull();
    expect(recognisedDevice(key, `${nonce}.short`, ana)).toBeNull();
    expect(recognisedDevice(key, `${cookie}A`, ana)).toBeNull();
  });

  it('is the cookie credence_known_device, keyed under known-device, kept 90 days', () => {
    expect(KNOWN_DEVICE_COOKIE).toBe('credence_known_device');
    expect(KNOWN_DEVICE_KEY_LABEL).toBe('known-device');
    expect(KNOWN_DEVICE_DAYS).toBe(90);
  });
});
