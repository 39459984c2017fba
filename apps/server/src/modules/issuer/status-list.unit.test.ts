import { createHash, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { getListFromStatusListJWT } from '@sd-jwt/jwt-status-list';
import { describe, expect, it } from 'vitest';
import { es256Verify } from './keys';
import {
  emptyStatuses,
  signStatusList,
  STATUS_LIST_REFRESH_BEFORE_SECONDS,
  STATUS_LIST_SIZE,
  STATUS_LIST_TOKEN_LIFETIME_SECONDS,
  STATUS_LIST_TTL_SECONDS,
  STATUS_VALUES,
  statusAt,
  withStatus,
} from './status-list';

// The status-list bits and the signed statuslist+jwt, without a database (decision 036, draft-ietf-oauth-status-list).

const part = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('status-list bits (2 per entry, from the least-significant bit)', () => {
  it('names the draft’s values: valid 0, invalid 1, suspended 2', () => {
    expect(STATUS_VALUES).toEqual({ valid: 0, invalid: 1, suspended: 2 });
  });

  it('sizes lists at 2^17 entries, 4 to a byte', () => {
    expect(STATUS_LIST_SIZE).toBe(131_072);
    expect(emptyStatuses(STATUS_LIST_SIZE)).toHaveLength(32_768);
    expect(emptyStatuses(8)).toEqual(new Uint8Array([0, 0]));
  });

  it('reads each 2-bit entry of a byte in order, and the next byte from entry 4', () => {
    // 0b11_10_01_00: entries 0..3 hold 0, 1, 2, 3; the next byte 0b00_00_00_10 gives entry 4 the value 2.
    const statuses = new Uint8Array([0b1110_0100, 0b0000_0010]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((idx) => statusAt(statuses, idx))).toEqual([0, 1, 2, 3, 2, 0, 0, 0]);
    expect(statusAt(new Uint8Array([0, 0b1100_0000]), 7)).toBe(3);
  });

  it('sets one entry in a copy, clearing its old bits and leaving its neighbours alone', () => {
    const before = new Uint8Array([0b1111_1111, 0b1111_1111]);
    const after = withStatus(before, 5, 1);
    expect(after).toEqual(new Uint8Array([0b1111_1111, 0b1111_0111]));
    expect(before).toEqual(new Uint8Array([0b1111_1111, 0b1111_1111]));
    expect(withStatus(new Uint8Array(2), 0, 2)).toEqual(new Uint8Array([0b10, 0]));
    expect(withStatus(new Uint8Array(2), 3, 2)).toEqual(new Uint8Array([0b1000_0000, 0]));
    expect(withStatus(new Uint8Array(2), 4, 3)).toEqual(new Uint8Array([0, 0b11]));
  });

  it('keeps a value to its 2 bits (a wider value cannot spill into the next entry)', () => {
    expect(withStatus(new Uint8Array(1), 1, 0b101)).toEqual(new Uint8Array([0b0000_0100]));
    expect(withStatus(new Uint8Array([0b1111_1111]), 1, 0b100)).toEqual(new Uint8Array([0b1111_0011]));
  });
});

describe('signStatusList', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const key = { kid: 'kid-1', privateJwk: privateKey.export({ format: 'jwk' }) as JsonWebKey };
  const publicJwk = publicKey.export({ format: 'jwk' }) as Record<string, unknown>;
  const uri = 'https://credence.example/status-lists/list-0001';
  // 750 ms past the second: iat is the whole second before.
  const now = new Date('2026-11-25T12:00:00.750Z');
  // Made in each test: code that throws outside a test would not fail one.
  const sign = () =>
    signStatusList({
      uri,
      statuses: withStatus(withStatus(emptyStatuses(16), 1, 1), 14, 2),
      size: 16,
      key,
      now,
    });

  it('signs a statuslist+jwt with ES256 under the key’s kid', () => {
    const signed = sign();
    expect(part(signed.token, 0)).toEqual({ alg: 'ES256', typ: 'statuslist+jwt', kid: 'kid-1' });
    const [header, payload, signature] = signed.token.split('.');
    expect(es256Verify(publicJwk, `${header}.${payload}`, signature!)).toBe(true);
  });

  it('names its own URL, valid 24 hours (86,400 s) from iat, cacheable 300 s', () => {
    const signed = sign();
    const payload = part(signed.token, 1);
    const iat = Date.parse('2026-11-25T12:00:00Z') / 1000;
    expect(payload).toMatchObject({ sub: uri, iat, exp: iat + 86_400, ttl: 300 });
    expect(STATUS_LIST_TOKEN_LIFETIME_SECONDS).toBe(86_400);
    expect(STATUS_LIST_TTL_SECONDS).toBe(300);
    expect(STATUS_LIST_REFRESH_BEFORE_SECONDS).toBe(43_200);
    expect(signed.expiresAt).toEqual(new Date('2026-11-26T12:00:00Z'));
  });

  it('holds every entry of the list, 2 bits each, as the library reads it', () => {
    const signed = sign();
    const list = getListFromStatusListJWT(signed.token);
    expect(list.getBitsPerStatus()).toBe(2);
    const values = Array.from({ length: 16 }, (_, idx) => list.getStatus(idx));
    expect(values).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
  });

  it('gives an ETag of the token: the quoted first 32 characters of its SHA-256 (base64url)', () => {
    const signed = sign();
    const hash = createHash('sha256').update(signed.token).digest('base64url');
    expect(signed.etag).toBe(`"${hash.slice(0, 32)}"`);
    expect(signed.etag).toHaveLength(34);
  });
});
