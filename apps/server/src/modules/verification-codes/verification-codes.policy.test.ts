import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import {
  checkCode,
  codeStoreKey,
  findOpenCode,
  findVerifiedCode,
  issueCode,
  maskPhone,
  secondsUntilResend,
  type CodeStoreDeps,
} from './verification-codes.service';

// The code store's numbers, written here rather than read from CODE_POLICY, each checked on both sides of its
// edge: resend after 60 seconds, a verified code usable for 30 minutes, five attempts, the sweep of codes
// expired for more than 24 hours.
const MINUTE = 60_000;

describe('the verification code policy', () => {
  const clock = testClock();
  let database: DatabaseHandle;
  let deps: CodeStoreDeps;
  beforeAll(async () => {
    database = await createTestDatabase();
    deps = { db: database.db, clock, key: randomBytes(32) };
  });
  afterAll(() => database.close());

  const subject = () => ({ purpose: 'test', flow: randomBytes(6).toString('hex') });
  const issue = async (s: { purpose: string; flow: string }, payload?: Record<string, string>) => {
    let code = '';
    const issued = await issueCode(deps, {
      ...s,
      target: '+15550100199',
      payload,
      send: async (sent) => void (code = sent),
    });
    return { code, ...issued };
  };

  it('answers the id of the stored code and when it expires, ten minutes on', async () => {
    const s = subject();
    const sentAt = clock().getTime();
    const { id, expiresAt } = await issue(s);
    expect(expiresAt.getTime()).toBe(sentAt + 10 * MINUTE);
    expect((await findOpenCode(deps, s))?.id).toBe(id);
  });

  it('keeps the payload given with the code, and an empty one when none is', async () => {
    const withPayload = subject();
    await issue(withPayload, { next: 'choose-password' });
    expect((await findOpenCode(deps, withPayload))?.payload).toEqual({ next: 'choose-password' });
    const without = subject();
    await issue(without);
    expect((await findOpenCode(deps, without))?.payload).toEqual({});
  });

  it('refuses a resend at 59 seconds, saying so in seconds, and counts down to 0 at 60 and after', async () => {
    const s = subject();
    await issue(s);
    clock.advance(59_000);
    const refusal = await issue(s).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 1,
      message: 'You can request a new code in 1 seconds.',
    });
    const open = await findOpenCode(deps, s);
    expect(secondsUntilResend(deps, open)).toBe(1);
    clock.advance(1000);
    expect(secondsUntilResend(deps, open)).toBe(0);
    clock.advance(1500);
    expect(secondsUntilResend(deps, open)).toBe(0);
  });

  it('has no countdown without a code, or once the code was used', async () => {
    expect(secondsUntilResend(deps, undefined)).toBe(0);
    const s = subject();
    await issue(s);
    const open = await findOpenCode(deps, s);
    expect(secondsUntilResend(deps, open)).toBe(60);
    expect(secondsUntilResend(deps, { ...open!, consumed_at: clock() })).toBe(0);
  });

  it('answers a verified code again without spending an attempt, with the attempts it had left', async () => {
    const s = subject();
    const { code } = await issue(s);
    const first = await checkCode(deps, { ...s, code });
    expect(first).toMatchObject({ result: 'verified', attemptsLeft: 4 });
    expect(first.row?.verified_at).toEqual(clock());
    const again = await checkCode(deps, { ...s, code: 'not-it' });
    expect(again).toMatchObject({ result: 'verified', attemptsLeft: 4 });
    expect((await findOpenCode(deps, s))?.attempts).toBe(1);
  });

  it('lets a verified code finish its flow for 30 minutes, not a millisecond more', async () => {
    expect(await findVerifiedCode(deps, subject())).toBeUndefined();
    const s = subject();
    const { code } = await issue(s);
    expect(await findVerifiedCode(deps, s)).toBeUndefined();
    await checkCode(deps, { ...s, code });
    clock.advance(30 * MINUTE);
    expect(await findVerifiedCode(deps, s)).toBeTruthy();
    clock.advance(1);
    expect(await findVerifiedCode(deps, s)).toBeUndefined();
  });

  it('sweeps codes expired more than 24 hours ago when a new one is sent, and keeps the others', async () => {
    const old = subject();
    const { code } = await issue(old);
    // Expired at 10 minutes; 24 hours after that it is still kept (the sweep takes only older ones).
    clock.advance(10 * MINUTE + 24 * 60 * MINUTE);
    await issue(subject());
    expect((await checkCode(deps, { ...old, code })).result).toBe('expired');
    clock.advance(1);
    await issue(subject());
    expect((await checkCode(deps, { ...old, code })).result).toBe('missing');
  });

  it('derives its key under its own name', () => {
    const names: string[] = [];
    const key = codeStoreKey({
      derive: (name: string) => {
        names.push(name);
        return Buffer.from('derived');
      },
    });
    expect(names).toEqual(['verification-codes']);
    expect(key).toEqual(Buffer.from('derived'));
  });

  it('masks a number written with separators to its last four digits', () => {
    expect(maskPhone('+1 (555) 010-01-99')).toBe('(***) ***-0199');
  });
});
