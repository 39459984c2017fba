import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recognisedDevice, rememberDevice } from './known-device';

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
});
