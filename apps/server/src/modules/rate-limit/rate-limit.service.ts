import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { rateLimited } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashToken } from '../../lib/one-time-token';
import { addHit, countHits, deleteWindowsBefore } from './rate-limit.repository';

export interface RateLimitDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
}

/** What is being limited: an action, the account it names (hashed, never stored as typed) and the address. */
export interface RateSubject {
  action:
    | 'sign-in'
    | 'create-account'
    | 'forgot-password'
    | 'reset-password'
    | 'verify-email'
    | 'saml-acs'
    | 'claim-account'
    | 'phone-code'
    | 'mobile-code'
    | 'mobile-code-verify'
    | 'identity-verification'
    | 'ws-initiate'
    | 'work-verification'
    | 'oid4vci';
  account?: string | null;
  ip: string;
}

function windowOf({ config, clock }: RateLimitDeps, size = config.RATE_LIMIT_WINDOW_MINUTES * 60_000) {
  const now = clock().getTime();
  const start = Math.floor(now / size) * size;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + size - now) / 1000) };
}

const accountKey = (subject: Pick<RateSubject, 'action' | 'account'>) =>
  subject.account ? `${subject.action}:account:${hashToken(subject.account.trim().toLowerCase())}` : null;
const addressKey = (subject: RateSubject) => `${subject.action}:ip:${subject.ip}`;

/** Counts this attempt against the account and the address; throws 429 once either is over its limit. */
export async function consumeAttempt(deps: RateLimitDeps, subject: RateSubject): Promise<void> {
  const window = windowOf(deps);
  const byAddress = await addHit(deps.db, addressKey(subject), window.start);
  const key = accountKey(subject);
  const byAccount = key ? await addHit(deps.db, key, window.start) : 0;
  if (byAddress > deps.config.RATE_LIMIT_PER_ADDRESS || byAccount > deps.config.RATE_LIMIT_PER_ACCOUNT) {
    throw rateLimited(window.retryAfterSeconds);
  }
}

/**
 * Sign-in's subject: `knownDevice` is the browser's id for the account when it signed in there before
 * (known-device.ts), null for any other browser.
 */
export type SignInSubject = RateSubject & { knownDevice: string | null };

// A browser the account signed in on counts its failures alone; every other browser shares the account's count.
const failureKey = (subject: SignInSubject) => {
  if (subject.knownDevice) return `${subject.action}:device:${hashToken(subject.knownDevice)}:failed`;
  const key = accountKey(subject);
  return key ? `${key}:failed` : null;
};

/**
 * Sign-in counts every attempt per address but only failures per account, so a person signing in on
 * several devices is never locked out, while guessing one account's password stops after a few tries.
 * Failures from unknown browsers cannot lock a browser the account signed in on before (decision 024).
 */
export async function guardSignIn(deps: RateLimitDeps, subject: SignInSubject): Promise<void> {
  const window = windowOf(deps);
  const key = failureKey(subject);
  const failures = key ? await countHits(deps.db, key, window.start) : 0;
  const byAddress = await addHit(deps.db, addressKey(subject), window.start);
  if (failures >= deps.config.RATE_LIMIT_PER_ACCOUNT || byAddress > deps.config.RATE_LIMIT_PER_ADDRESS) {
    throw rateLimited(window.retryAfterSeconds);
  }
}

export async function recordSignInFailure(deps: RateLimitDeps, subject: SignInSubject): Promise<void> {
  const key = failureKey(subject);
  if (!key) return;
  const window = windowOf(deps);
  await addHit(deps.db, key, window.start);
  // Old windows are useless; a failure is a cheap moment to sweep them.
  await deleteWindowsBefore(deps.db, new Date(window.start.getTime() - 24 * 60 * 60_000));
}

/**
 * A quota of its own for one signed-in account (no address count), for calls an app makes routinely, such as
 * opening the live connection: `limit` calls per `windowSeconds`, then 429 until the window ends.
 */
export async function consumeAccountQuota(
  deps: RateLimitDeps,
  subject: { action: RateSubject['action']; account: string; limit: number; windowSeconds: number },
): Promise<void> {
  const window = windowOf(deps, subject.windowSeconds * 1000);
  const hits = await addHit(deps.db, accountKey(subject)!, window.start);
  if (hits > subject.limit) throw rateLimited(window.retryAfterSeconds);
}
