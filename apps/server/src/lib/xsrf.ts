import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header and cookie names the web app uses (contract). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** Holds the anonymous id an XSRF token is bound to before anyone has signed in. */
export const ANONYMOUS_COOKIE = 'credence-anon';

const mac = (key: Buffer, binding: string, nonce: string) =>
  createHmac('sha256', key).update(`${binding}\n${nonce}`).digest('base64url');

/** A random nonce and its MAC over the session binding: useless to any other session. */
export function issueXsrfToken(key: Buffer, binding: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(key, binding, nonce)}`;
}

export function verifyXsrfToken(key: Buffer, binding: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, given, ...rest] = token.split('.');
  if (!nonce || !given || rest.length > 0) return false;
  const expected = Buffer.from(mac(key, binding, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const grantBinding = (grantId: string) => `grant:${grantId}`;
export const anonymousBinding = (anonymousId: string) => `anon:${anonymousId}`;
