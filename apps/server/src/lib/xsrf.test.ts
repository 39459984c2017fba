import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_COOKIE,
  anonymousBinding,
  grantBinding,
  issueXsrfToken,
  verifyXsrfToken,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './xsrf';

// The token itself, without the app: each refusal below holds only because of the check it names.
describe('the XSRF token', () => {
  const key = randomBytes(32);
  const binding = grantBinding('grant-1');

  it('is a nonce and a MAC, and verifies for the session it was issued to (the control)', () => {
    const token = issueXsrfToken(key, binding);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyXsrfToken(key, binding, token)).toBe(true);
    // A fresh nonce each time.
    expect(issueXsrfToken(key, binding)).not.toBe(token);
  });

  it('is refused for another session, another kind of binding, or under another key', () => {
    const token = issueXsrfToken(key, binding);
    expect(verifyXsrfToken(key, grantBinding('grant-2'), token)).toBe(false);
    expect(verifyXsrfToken(key, anonymousBinding('grant-1'), token)).toBe(false);
    expect(verifyXsrfToken(randomBytes(32), binding, token)).toBe(false);
  });

  it('is refused when missing, empty, or with either part missing', () => {
    const [nonce, mac] = issueXsrfToken(key, binding).split('.');
    expect(verifyXsrfToken(key, binding, undefined)).toBe(false);
    expect(verifyXsrfToken(key, binding, '')).toBe(false);
    expect(verifyXsrfToken(key, binding, `${nonce}.`)).toBe(false);
    expect(verifyXsrfToken(key, binding, `.${mac}`)).toBe(false);
    expect(verifyXsrfToken(key, binding, nonce)).toBe(false);
  });

  it('is refused with a third part, a changed nonce, or a MAC cut short or lengthened', () => {
    const token = issueXsrfToken(key, binding);
    const [nonce, mac] = token.split('.') as [string, string];
    expect(verifyXsrfToken(key, binding, `${token}.extra`)).toBe(false);
    expect(verifyXsrfToken(key, binding, `${token}.`)).toBe(false);
    const otherNonce = `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyXsrfToken(key, binding, `${otherNonce}.${mac}`)).toBe(false);
    expect(verifyXsrfToken(key, binding, `${nonce}.${mac.slice(0, -1)}`)).toBe(false);
    expect(verifyXsrfToken(key, binding, `${nonce}.${mac}A`)).toBe(false);
  });

  it('binds to a grant or an anonymous id, each named by its kind', () => {
    expect(grantBinding('g')).toBe('grant:g');
    expect(anonymousBinding('a')).toBe('anon:a');
  });

  it('travels under the names the web app uses', () => {
    expect(XSRF_COOKIE).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER).toBe('x-xsrf-token');
    expect(ANONYMOUS_COOKIE).toBe('credence-anon');
  });
});

describe('the MAC of the token', () => {
  it('covers the binding and the nonce, separated, so the two cannot be traded', () => {
    const key = randomBytes(32);
    const token = issueXsrfToken(key, 'ab');
    const [nonce, mac] = token.split('.') as [string, string];
    // Moving a character across the separator must not give the same MAC.
    expect(verifyXsrfToken(key, 'a', `b${nonce}.${mac}`)).toBe(false);
  });
});
