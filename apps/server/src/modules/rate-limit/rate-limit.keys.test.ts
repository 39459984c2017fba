import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createTestDatabase } from '#server-test/helpers/test-database';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { AppError } from '../../lib/app-error';
import {
  consumeAccountQuota,
  consumeAttempt,
  recordSignInFailure,
  type RateLimitDeps,
} from './rate-limit.service';

// What each count is kept under (action, account as typed in any case, address) and the windows' upkeep;
// the quotas are README.md's configuration table, written here.
describe('the rate-limit counts', () => {
  const WINDOW_MS = 15 * 60_000;
  const clock = testClock();
  let database: DatabaseHandle;
  let deps: RateLimitDeps;
  let next = 0;
  const address = () => `10.3.${Math.floor(next / 200)}.${next++ % 200}`;
  const account = () => `person.${next++}@credence.test`;
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

  it('counts an account however its address is typed: case and spaces do not make a new one', async () => {
    toWindowStart();
    const person = account();
    const spellings = [person, person.toUpperCase(), ` ${person} `, `${person}\t`, person];
    for (const spelling of spellings)
      expect(
        await outcome(consumeAttempt(deps, { action: 'forgot-password', account: spelling, ip: address() })),
      ).toBe('ok');
    expect(
      await outcome(consumeAttempt(deps, { action: 'forgot-password', account: person, ip: address() })),
    ).toBe('429 after 900s');
  });

  it('folds case by lower case only: straße and strasse stay two accounts', async () => {
    toWindowStart();
    const n = next++;
    for (let i = 0; i < 5; i++)
      await consumeAttempt(deps, { action: 'forgot-password', account: `straße.${n}@x.test`, ip: address() });
    expect(
      await outcome(
        consumeAttempt(deps, { action: 'forgot-password', account: `strasse.${n}@x.test`, ip: address() }),
      ),
    ).toBe('ok');
  });

  it('keeps each address and each action apart: 50 from one address leave another address and action free', async () => {
    toWindowStart();
    const ip = address();
    for (let i = 0; i < 50; i++) await consumeAttempt(deps, { action: 'create-account', account: null, ip });
    expect(await outcome(consumeAttempt(deps, { action: 'create-account', account: null, ip }))).toBe(
      '429 after 900s',
    );
    expect(
      await outcome(consumeAttempt(deps, { action: 'create-account', account: null, ip: address() })),
    ).toBe('ok');
    expect(await outcome(consumeAttempt(deps, { action: 'verify-email', account: null, ip }))).toBe('ok');
  });

  it('records no failure when it has neither an account nor a known browser to count it under', async () => {
    toWindowStart();
    await expect(
      recordSignInFailure(deps, { action: 'sign-in', account: null, ip: address(), knownDevice: null }),
    ).resolves.toBeUndefined();
  });

  it('sweeps counting windows that started more than 24 hours before the current one', async () => {
    toWindowStart();
    const first = clock();
    const failure = () =>
      recordSignInFailure(deps, { action: 'sign-in', account: account(), ip: address(), knownDevice: null });
    await failure();
    const rowsOfFirst = async () =>
      (
        await database.db
          .selectFrom('rate_limit_hits')
          .select('key')
          .where('window_start', '=', first)
          .execute()
      ).length;
    expect(await rowsOfFirst()).toBe(1);
    // A window exactly 24 hours older than the current one is kept...
    clock.advance(24 * 60 * 60_000);
    await failure();
    expect(await rowsOfFirst()).toBe(1);
    // ...and swept once it is older than that.
    clock.advance(WINDOW_MS);
    await failure();
    expect(await rowsOfFirst()).toBe(0);
  });

  it('gives an account quota its own window: 3 calls a minute answered, the 4th refused until the minute ends', async () => {
    toWindowStart();
    const quota = { action: 'ws-initiate' as const, account: account(), limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect(await outcome(consumeAccountQuota(deps, quota))).toBe('ok');
    expect(await outcome(consumeAccountQuota(deps, quota))).toBe('429 after 60s');
    clock.advance(59_000);
    expect(await outcome(consumeAccountQuota(deps, quota))).toBe('429 after 1s');
    clock.advance(1000);
    expect(await outcome(consumeAccountQuota(deps, quota))).toBe('ok');
    // Another account's quota is its own.
    expect(await outcome(consumeAccountQuota(deps, { ...quota, account: account() }))).toBe('ok');
  });
});
