import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newOneTimeToken } from './one-time-token';

describe('one-time tokens', () => {
  it('are 256 random bits, URL-safe, and new each time', () => {
    const token = newOneTimeToken();
    // 32 bytes in base64url: 43 characters, no padding.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newOneTimeToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});
