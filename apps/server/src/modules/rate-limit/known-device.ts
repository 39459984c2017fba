import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser's memory of the accounts that signed in on it with their password (decision 024). Holding it
 * moves that browser's failed sign-ins to a count of their own, so a stranger who guesses at an e-mail
 * address cannot lock the clinician out of the browsers they already use.
 */
export const KNOWN_DEVICE_COOKIE = 'credence_known_device';
/** The label the cookie's HMAC key is derived under from the server's master secret. */
export const KNOWN_DEVICE_KEY_LABEL = 'known-device';
/** How long a browser stays known without another sign-in: a locum may be away for weeks. */
export const KNOWN_DEVICE_DAYS = 90;
/** A shared ward computer knows several clinicians; beyond this many the oldest is forgotten. */
const MAX_ACCOUNTS = 10;
const MAX_COOKIE_LENGTH = 2000;

interface Entry {
  nonce: string;
  tag: string;
}

// The tag binds the random nonce to one account: a cookie earned on one account exempts no other.
const tagOf = (key: Buffer, userId: string, nonce: string) =>
  createHmac('sha256', key).update(`known-device\0${userId}\0${nonce}`).digest('base64url');

function entriesOf(cookie: string | undefined): Entry[] {
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return [];
  return cookie
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => entry.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && !!parts[1])
    .map(([nonce, tag]) => ({ nonce, tag }));
}

function isFor(key: Buffer, userId: string, entry: Entry) {
  const expected = Buffer.from(tagOf(key, userId, entry.nonce));
  const given = Buffer.from(entry.tag);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** This browser's id for the account (the entry's nonce) when the cookie holds an entry we signed for it. */
export function recognisedDevice(key: Buffer, cookie: string | undefined, userId: string): string | null {
  return entriesOf(cookie).find((entry) => isFor(key, userId, entry))?.nonce ?? null;
}

/**
 * The cookie after a successful sign-in: a fresh entry for the account first (so its failure count starts
 * again), the other accounts' entries kept, the oldest dropped past the limit.
 */
export function rememberDevice(key: Buffer, cookie: string | undefined, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  const others = entriesOf(cookie).filter((entry) => !isFor(key, userId, entry));
  return [{ nonce, tag: tagOf(key, userId, nonce) }, ...others]
    .slice(0, MAX_ACCOUNTS)
    .map((entry) => `${entry.nonce}.${entry.tag}`)
    .join('~');
}
