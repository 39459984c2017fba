import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { WS_INITIATE_PER_MINUTE } from './connection-keys.service';

describe('POST /ws/initiate is rate limited per account', () => {
  const clock = testClock();
  let t: TestApp;
  let session: TestSession;
  let otherSession: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { deps: { clock } });
    session = await signIn(t.app, await createUser(t.database.db));
    otherSession = await signIn(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const initiate = (s: TestSession) =>
    t.app.inject({ method: 'POST', url: '/ws/initiate', headers: s.headers() });

  it('answers keys up to the limit, then 429 request.rate-limited with Retry-After; others are not affected', async () => {
    for (let call = 0; call < WS_INITIATE_PER_MINUTE; call++) {
      expect((await initiate(session)).statusCode).toBe(200);
    }
    const limited = await initiate(session);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('request.rate-limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).not.toHaveProperty('connection_key');

    // Another account has its own quota.
    expect((await initiate(otherSession)).statusCode).toBe(200);

    // The next minute opens a new window.
    clock.advance(retryAfter * 1000);
    expect((await initiate(session)).statusCode).toBe(200);
  });

  it('still needs a session first: no token is 401, not a count against anyone', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/ws/initiate' })).statusCode).toBe(401);
  });
});
