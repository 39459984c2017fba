import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import {
  checkCode,
  CODE_POLICY,
  consumeCode,
  findVerifiedCode,
  issueCode,
  maskPhone,
  type CodeStoreDeps,
} from './verification-codes.service';

describe('the verification code store', () => {
  const clock = testClock();
  let database: DatabaseHandle;
  let deps: CodeStoreDeps;
  beforeAll(async () => {
    database = await createTestDatabase();
    deps = { db: database.db, clock, key: randomBytes(32) };
  });
  afterAll(() => database.close());

  const subject = () => ({ purpose: 'test', flow: randomBytes(6).toString('hex') });
  const issue = async (s: { purpose: string; flow: string }, target = '+15550100199') => {
    let sent = '';
    await issueCode(deps, { ...s, target, send: async (code) => void (sent = code) });
    return sent;
  };

  it('sends a six-digit code and keeps only a keyed hash of it', async () => {
    const s = subject();
    const code = await issue(s);
    expect(code).toMatch(/^\d{6}$/);
    const row = await database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('flow', '=', s.flow)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect((await checkCode(deps, { ...s, code })).result).toBe('verified');
    expect(await findVerifiedCode(deps, s)).toBeTruthy();
    expect(await consumeCode(database.db, row.id, clock())).toBe(true);
    expect(await consumeCode(database.db, row.id, clock())).toBe(false);
    expect(await findVerifiedCode(deps, s)).toBeUndefined();
  });

  it(`allows ${CODE_POLICY.maxAttempts} attempts per code, then never verifies it`, async () => {
    const s = subject();
    const code = await issue(s);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= CODE_POLICY.maxAttempts; attempt++) {
      const answer = await checkCode(deps, { ...s, code: wrong });
      expect(answer).toMatchObject({ result: 'wrong', attemptsLeft: CODE_POLICY.maxAttempts - attempt });
    }
    expect((await checkCode(deps, { ...s, code })).result).toBe('too-many');
  });

  it('expires after ten minutes', async () => {
    const s = subject();
    const code = await issue(s);
    clock.advance(CODE_POLICY.ttlMs);
    expect((await checkCode(deps, { ...s, code })).result).toBe('expired');
  });

  // The text message promises ten minutes: the numbers are written here, not read from CODE_POLICY, so a
  // changed lifetime turns this red.
  it('works at 9:59 after sending and is refused at 10:01 (ten minutes, as the message says)', async () => {
    const early = subject();
    const earlyCode = await issue(early);
    clock.advance(9 * 60_000 + 59_000);
    expect((await checkCode(deps, { ...early, code: earlyCode })).result).toBe('verified');

    const late = subject();
    const lateCode = await issue(late);
    clock.advance(10 * 60_000 + 1000);
    expect((await checkCode(deps, { ...late, code: lateCode })).result).toBe('expired');
  });

  it('is refused at exactly 10:00, and at 10:00 less a millisecond still works', async () => {
    const edge = subject();
    const edgeCode = await issue(edge);
    clock.advance(10 * 60_000 - 1);
    expect((await checkCode(deps, { ...edge, code: edgeCode })).result).toBe('verified');

    const atTen = subject();
    const atTenCode = await issue(atTen);
    clock.advance(10 * 60_000);
    expect((await checkCode(deps, { ...atTen, code: atTenCode })).result).toBe('expired');
  });

  it('refuses a new code to the same number within the countdown, and replaces the old one after it', async () => {
    const s = subject();
    const first = await issue(s);
    clock.advance(CODE_POLICY.resendAfterMs - 1000);
    await expect(issue(s)).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 1 });
    // A corrected number need not wait.
    await issue(s, '+15550100188');
    clock.advance(CODE_POLICY.resendAfterMs);
    const second = await issue(s, '+15550100188');
    if (second !== first) expect((await checkCode(deps, { ...s, code: first })).result).toBe('wrong');
    expect((await checkCode(deps, { ...s, code: second })).result).toBe('verified');
  });

  it('drops a code that could not be sent, so the person may retry at once', async () => {
    const s = subject();
    const failing = issueCode(deps, {
      ...s,
      target: '+15550100199',
      send: async () => {
        throw new Error('down');
      },
    });
    await expect(failing).rejects.toThrow('down');
    expect((await checkCode(deps, { ...s, code: '123456' })).result).toBe('missing');
    expect(await issue(s)).toMatch(/^\d{6}$/);
  });

  it('masks a number to its last four digits', () => {
    expect(maskPhone('+15550100199')).toBe('(***) ***-0199');
  });
});
