import * as nodeCrypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createTestDatabase } from '#server-test/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { checkCode, issueCode } from './verification-codes.service';

// A drawn number below 100000 still makes six digits: the draw is fixed at 42 here.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  return { ...crypto, randomInt: () => 42 };
});

describe('a verification code drawn small', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is padded with zeros to six digits, and verifies as sent', async () => {
    const deps = { db: database.db, clock: testClock(), key: nodeCrypto.randomBytes(32) };
    const subject = { purpose: 'test', flow: nodeCrypto.randomBytes(6).toString('hex') };
    let sent = '';
    await issueCode(deps, { ...subject, target: '+15550100199', send: async (code) => void (sent = code) });
    expect(sent).toBe('000042');
    expect((await checkCode(deps, { ...subject, code: '000042' })).result).toBe('verified');
  });
});
