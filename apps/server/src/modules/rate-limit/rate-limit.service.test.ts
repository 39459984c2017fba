import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createTestDatabase } from '#server-test/helpers/test-database';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { AppError } from '../../lib/app-error';
import { consumeAttempt, guardSignIn, recordSignInFailure, type RateLimitDeps } from './rate-limit.service';

// The quotas are README.md's configuration table, written here rather than read from the code.
describe('the rate limits at their defaults', () => {
  const WINDOW_MS = 15 * 60_000;
  const clock = testClock();
  let database: DatabaseHandle;
  let deps: RateLimitDeps;
  let next = 0;
  const address = () => `10.2.${Math.floor(next / 200)}.${next++ % 200}`;
  const account = () => `person.${next++}@credence.test`;
  /** 'ok', or the status and retry-after of the refusal. */
  const outcome = (attempt: Promise<void>) =>
    attempt.then(
      () => 'ok',
      (error: AppError) => `${error.statusCode} after ${error.retryAfterSeconds}s`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    deps = { db: database.db, config: loadConfig({ NODE_ENV: 'test' }), clock };
  });
  afterAll(() => database.close());

  const toWindowStart = () => clock.advance(WINDOW_MS - (clock().getTime() % WINDOW_MS));

  it('allows 50 attempts per address in 15 minutes and refuses the 51st until the window ends', async () => {
    toWindowStart();
    const ip = address();
    for (let i = 0; i < 50; i++) {
      expect(await outcome(consumeAttempt(deps, { action: 'forgot-password', account: account(), ip }))).toBe(
        'ok',
      );
    }
    const limited = { action: 'forgot-password' as const, account: account(), ip };
    expect(await outcome(consumeAttempt(deps, limited))).toBe('429 after 900s');
    clock.advance(WINDOW_MS - 1);
    expect(await outcome(consumeAttempt(deps, limited))).toBe('429 after 1s');
    clock.advance(1);
    expect(await outcome(consumeAttempt(deps, limited))).toBe('ok');
  });

  it('counts sign-in attempts per address too: 50 answered, the 51st refused', async () => {
    toWindowStart();
    const ip = address();
    for (let i = 0; i < 50; i++) {
      expect(
        await outcome(guardSignIn(deps, { action: 'sign-in', account: account(), ip, knownDevice: null })),
      ).toBe('ok');
    }
    expect(
      await outcome(guardSignIn(deps, { action: 'sign-in', account: account(), ip, knownDevice: null })),
    ).toBe('429 after 900s');
  });

  it('allows 5 requests per account in 15 minutes (password reset) and refuses the 6th', async () => {
    toWindowStart();
    const person = account();
    for (let i = 0; i < 5; i++) {
      expect(
        await outcome(consumeAttempt(deps, { action: 'forgot-password', account: person, ip: address() })),
      ).toBe('ok');
    }
    expect(
      await outcome(consumeAttempt(deps, { action: 'forgot-password', account: person, ip: address() })),
    ).toBe('429 after 900s');
  });

  it('refuses sign-in for an account after 5 failures from unknown browsers, but not after 4', async () => {
    toWindowStart();
    const person = account();
    const fromNewBrowser = () => ({
      action: 'sign-in' as const,
      account: person,
      ip: address(),
      knownDevice: null,
    });
    for (let i = 0; i < 4; i++) await recordSignInFailure(deps, fromNewBrowser());
    expect(await outcome(guardSignIn(deps, fromNewBrowser()))).toBe('ok');
    await recordSignInFailure(deps, fromNewBrowser());
    expect(await outcome(guardSignIn(deps, fromNewBrowser()))).toBe('429 after 900s');
    // A browser the account signed in on before has a count of its own.
    expect(await outcome(guardSignIn(deps, { ...fromNewBrowser(), knownDevice: 'browser-nonce' }))).toBe(
      'ok',
    );
  });

  it('counts a known browser’s failures apart: 5 lock that browser only', async () => {
    toWindowStart();
    const person = account();
    const onBrowser = (knownDevice: string | null) => ({
      action: 'sign-in' as const,
      account: person,
      ip: address(),
      knownDevice,
    });
    for (let i = 0; i < 4; i++) await recordSignInFailure(deps, onBrowser('browser-a'));
    expect(await outcome(guardSignIn(deps, onBrowser('browser-a')))).toBe('ok');
    await recordSignInFailure(deps, onBrowser('browser-a'));
    expect(await outcome(guardSignIn(deps, onBrowser('browser-a')))).toBe('429 after 900s');
    expect(await outcome(guardSignIn(deps, onBrowser('browser-b')))).toBe('ok');
    expect(await outcome(guardSignIn(deps, onBrowser(null)))).toBe('ok');
  });
});
