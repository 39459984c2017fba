import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import {
  createUser,
  exchangeCode,
  signIn,
  startSignIn,
  toSession,
  type PendingSignIn,
} from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { loggerOptions } from '../../lib/logger';

const PASSWORD = 'Harbor-Lantern-58';
const WRONG = 'We were unable to verify this code. Click here to send a new code.';

/** A fresh US number per test: '555' and seven random digits, as typed and as stored. */
function newPhone() {
  const digits = `555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return {
    typed: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    stored: `+1${digits}`,
    last4: digits.slice(6),
  };
}

/** The phone sign-up steps of one interaction, posted with its cookies like a browser. */
function phoneFlow(t: TestApp, pending: PendingSignIn, ip?: string) {
  const base = `/auth/interaction/${pending.uid}/create-account/phone`;
  const send = async (method: 'GET' | 'POST', step: string, form?: Record<string, string>) => {
    const response = await t.app.inject({
      method,
      url: `${base}${step}`,
      headers: {
        cookie: pending.jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
      ...(ip ? { remoteAddress: ip } : {}),
    });
    pending.jar.store(response.headers['set-cookie'] as string[] | undefined);
    return response;
  };
  return {
    base,
    page: (step = '') => send('GET', step),
    start: (phone: string, names = { first_name: 'Riley', last_name: 'Okafor' }) =>
      send('POST', '', { phone, ...names }),
    verify: (code: string) => send('POST', '/verify', { code }),
    resend: () => send('POST', '/resend', {}),
    password: (password: string, confirmation = password) =>
      send('POST', '/password', { password, confirmation }),
  };
}

const latestCode = async (t: TestApp, stored: string) => {
  const row = await t.database.db
    .selectFrom('sms_outbox')
    .select(['body', 'created_at'])
    .where('to_phone', '=', stored)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? /\b(\d{6})\b/.exec(row.body)![1]! : null;
};

const textsTo = async (t: TestApp, stored: string) =>
  (await t.database.db.selectFrom('sms_outbox').select('id').where('to_phone', '=', stored).execute()).length;

const auditOf = (t: TestApp, action: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

// Order-dependent (issue 21 deliverable 6, left open): its tests build on what earlier ones saved, so they
// run in written order while the rest of the suite runs shuffled. Remove `shuffle: false` once each test
// makes its own data (seed 1 of `vitest --sequence.shuffle` failed it).
describe('signing up with a mobile phone number', { shuffle: false }, () => {
  const clock = testClock();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { deps: { clock }, logger: { ...(loggerOptions('debug') as object), stream } },
    );
  });
  afterAll(() => t.close());

  it('offers e-mail or mobile phone on the create-account page', async () => {
    const pending = await startSignIn(t.app);
    const email = await t.app.inject({
      method: 'GET',
      url: `/auth/interaction/${pending.uid}/create-account`,
      headers: { cookie: pending.jar.header() },
    });
    expect(email.body).toMatch(/<a href="[^"]*\/create-account"\s+aria-current="page">\s*Email address/);
    expect(email.body).toContain(`href="/auth/interaction/${pending.uid}/create-account/phone"`);
    expect(email.body).not.toContain('not available yet');
    const phone = await phoneFlow(t, pending).page();
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toMatch(/\/phone"\s+aria-current="page">\s*Mobile phone number/);
    expect(phone.body).toContain('<label for="phone">Mobile phone number</label>');
    expect(phone.body).toContain('type="tel"');
    expect(phone.body).not.toMatch(/<script|style=/);
  });

  it('texts a code, verifies it, takes a password, signs the person in, and lets them sign in by phone', async () => {
    const phone = newPhone();
    const pending = await startSignIn(t.app);
    const flow = phoneFlow(t, pending);
    const started = await flow.start(phone.typed);
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe(`${flow.base}/code`);

    const codePage = await flow.page('/code');
    expect(codePage.statusCode).toBe(200);
    expect(codePage.body).toContain(`We sent a 6-digit code by text message to ${phone.typed}.`);
    expect(codePage.body).toContain('autocomplete="one-time-code"');
    expect(codePage.body).toContain('data-seconds="60"');
    expect(codePage.body).toContain('You can request a new code in 60 seconds.');
    expect(codePage.body).toContain('src="/auth/assets/code-countdown.js"');
    const code = (await latestCode(t, phone.stored))!;
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('flow', '=', pending.uid)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
    expect((await t.app.inject({ method: 'GET', url: '/auth/assets/code-countdown.js' })).statusCode).toBe(
      200,
    );

    const malformed = await flow.verify('12');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Please enter the 6-digit code.');

    // During the 60-second countdown the sentence says when a new code can be sent, not 'Click here'.
    const wrong = await flow.verify(otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain(WRONG);
    expect(wrong.body).toContain(
      '<a href="#code">We were unable to verify this code. You can request a new code in 60 seconds.</a>',
    );
    expect(wrong.body).toMatch(
      /We were unable to verify this code\.\s*<span id="code-wait"[^>]*>You can request a new code in 60 seconds\.<\/span/,
    );
    expect(wrong.body).toMatch(/<button\s+type="submit"\s+form="resend-form"[^>]*\shidden\s*>/);
    expect(wrong.body).toContain('aria-invalid="true"');

    // Once it has run out, the sentence offers the new code with a working button.
    clock.advance(60_000);
    const wrongLater = await flow.verify(otherThan(code));
    expect(wrongLater.body).toContain(WRONG);
    expect(wrongLater.body).not.toContain('code-wait');
    expect(wrongLater.body).toMatch(
      /We were unable to verify this code\.\s*<button\s+type="submit"\s+form="resend-form"\s+class="link-button"\s+id="code-resend-action"\s*>/,
    );

    const verified = await flow.verify(code);
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe(`${flow.base}/password`);
    const passwordPage = await flow.page('/password');
    expect(passwordPage.body).toContain('Your mobile phone number is confirmed.');

    const weak = await flow.password('short', 'other');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('At least 8 characters');
    expect(weak.body).toContain('At least 3 of the following');
    expect(weak.body).toContain('Passwords do not match');

    const done = await flow.password(PASSWORD);
    expect(done.statusCode).toBe(303);
    const authCode = await pending.followToCode(done);
    expect(authCode).toBeTruthy();
    const session = await toSession(t.app, await exchangeCode(t.app, pending, authCode!));
    const actor = await t.app.inject({ method: 'GET', url: '/api/actor', headers: session.headers() });
    expect(actor.statusCode).toBe(200);
    expect(actor.json().data.actors[0]).toMatchObject({ access_level: 'holder', name: 'Riley Okafor' });

    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone.stored)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: null, first_name: 'Riley', last_name: 'Okafor' });
    expect(user.phone_verified_at).not.toBeNull();
    expect(user.password_hash).not.toContain(PASSWORD);

    // The interaction is over and its code spent: posting the password again makes no second account.
    const replay = await flow.password(PASSWORD);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('This sign-in page has expired');

    // Audited without the number: the masked form only.
    const created = (await auditOf(t, 'account.create')).filter((row) => row.user_id === user.id);
    expect(created).toEqual([expect.objectContaining({ outcome: 'success', details: { via: 'phone' } })]);
    const sends = (await auditOf(t, 'phone.code-send')).filter(
      (row) => (row.details as { phone?: string }).phone === `(***) ***-${phone.last4}`,
    );
    expect(sends.map((row) => row.outcome)).toEqual(['success']);
    const verifies = (await auditOf(t, 'phone.code-verify')).filter(
      (row) => (row.details as { phone?: string }).phone === `(***) ***-${phone.last4}`,
    );
    expect(verifies.map((row) => [row.outcome, (row.details as { reason?: string }).reason])).toEqual([
      ['failure', 'wrong'],
      ['failure', 'wrong'],
      ['success', undefined],
    ]);
    const everything = JSON.stringify(await t.database.db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain(phone.stored.slice(2));
    expect(lines.join('')).not.toContain(phone.stored.slice(2));

    // Phone and password sign in, however the number is written.
    for (const identifier of [phone.typed, phone.stored, phone.stored.slice(2)]) {
      const again = await signIn(t.app, { email: identifier, password: PASSWORD });
      expect(again.accessToken).toBeTruthy();
    }
  });

  it('counts failed phone sign-ins per account however the number is written', async () => {
    const phone = newPhone();
    const owner = await createUser(t.database.db);
    await t.database.db
      .updateTable('users')
      .set({ phone: phone.stored })
      .where('id', '=', owner.id)
      .execute();
    const spellings = [
      phone.typed,
      phone.stored,
      phone.stored.slice(2),
      `1${phone.stored.slice(2)}`,
      phone.typed,
    ];
    for (const [index, identifier] of spellings.entries()) {
      const pending = await startSignIn(t.app, { ip: `10.3.0.${index}` });
      expect((await pending.submit('login', { identifier, password: 'Wrong-Password-1' })).statusCode).toBe(
        401,
      );
    }
    const pending = await startSignIn(t.app, { ip: '10.3.0.9' });
    const limited = await pending.submit('login', { identifier: phone.stored, password: owner.password });
    expect(limited.statusCode).toBe(429);
  });

  it(`refuses a wrong code, then stops after 5 attempts even for the right code`, async () => {
    const phone = newPhone();
    const pending = await startSignIn(t.app);
    const flow = phoneFlow(t, pending);
    await flow.start(phone.typed);
    const code = (await latestCode(t, phone.stored))!;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await flow.verify(otherThan(code))).statusCode).toBe(400);
    }
    const tooMany = await flow.verify(code);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(
      'We were unable to verify this code. You can request a new code in 60 seconds.',
    );
    const reasons = (await auditOf(t, 'phone.code-verify'))
      .filter((row) => (row.details as { phone?: string }).phone === `(***) ***-${phone.last4}`)
      .map((row) => (row.details as { reason?: string }).reason);
    expect(reasons).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'too-many']);
    expect((await flow.page('/password')).headers.location).toBe(`${flow.base}/code`);

    // A new code (after the countdown) starts a fresh count.
    clock.advance(60_000);
    expect((await flow.resend()).statusCode).toBe(303);
    expect((await flow.verify((await latestCode(t, phone.stored))!)).statusCode).toBe(303);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const phone = newPhone();
    const pending = await startSignIn(t.app);
    const flow = phoneFlow(t, pending);
    await flow.start(phone.typed);
    const code = (await latestCode(t, phone.stored))!;
    clock.advance(10 * 60_000 + 1000);
    const expired = await flow.verify(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain(WRONG);
    const last = (await auditOf(t, 'phone.code-verify')).at(-1)!;
    expect(last.details).toMatchObject({ reason: 'expired' });
  });

  it('sends a new code only after the 60-second countdown, and only the newest code works', async () => {
    const phone = newPhone();
    const pending = await startSignIn(t.app);
    const flow = phoneFlow(t, pending);
    await flow.start(phone.typed);
    const first = (await latestCode(t, phone.stored))!;
    clock.advance(30_000);
    const early = await flow.resend();
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(early.body).toContain('You can request a new code in 30 seconds.');
    // Starting over with the same number does not get round the countdown either.
    expect((await flow.start(phone.typed)).statusCode).toBe(429);
    expect(await textsTo(t, phone.stored)).toBe(1);

    clock.advance(30_000);
    const resent = await flow.resend();
    expect(resent.statusCode).toBe(303);
    expect(resent.headers.location).toBe(`${flow.base}/code?resent=1`);
    expect((await flow.page('/code?resent=1')).body).toContain('We sent you a new code.');
    const second = (await latestCode(t, phone.stored))!;
    expect(await textsTo(t, phone.stored)).toBe(2);
    if (second !== first) expect((await flow.verify(first)).statusCode).toBe(400);
    expect((await flow.verify(second)).statusCode).toBe(303);
  });

  it('limits texts per number (5 per window) and per address', async () => {
    const phone = newPhone();
    for (let send = 0; send < 5; send++) {
      const flow = phoneFlow(t, await startSignIn(t.app, { ip: `10.1.0.${send}` }), `10.1.0.${send}`);
      expect((await flow.start(phone.typed)).statusCode).toBe(303);
    }
    const flow = phoneFlow(t, await startSignIn(t.app, { ip: '10.1.0.9' }), '10.1.0.9');
    const limited = await flow.start(phone.typed);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/Too many attempts\. Please wait \d+ minutes and try again\./);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await textsTo(t, phone.stored)).toBe(5);
    const denied = (await auditOf(t, 'phone.code-send')).at(-1)!;
    expect(denied).toMatchObject({ outcome: 'denied', details: { reason: 'rate-limited' } });

    const narrow = await createTestApp({ RATE_LIMIT_PER_ADDRESS: '2' });
    try {
      for (let send = 0; send < 2; send++) {
        const other = phoneFlow(narrow, await startSignIn(narrow.app, { ip: '10.2.0.1' }), '10.2.0.1');
        expect((await other.start(newPhone().typed)).statusCode).toBe(303);
      }
      const other = phoneFlow(narrow, await startSignIn(narrow.app, { ip: '10.2.0.1' }), '10.2.0.1');
      expect((await other.start(newPhone().typed)).statusCode).toBe(429);
    } finally {
      await narrow.close();
    }
  });

  it('checks the number and names with the shared rules, and refuses a number that has an account', async () => {
    const pending = await startSignIn(t.app);
    const flow = phoneFlow(t, pending);
    const bad = await flow.start('555-0100', { first_name: '', last_name: 'Okafor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid phone number');
    expect(bad.body).toContain('href="#phone"');
    expect(bad.body).toContain('href="#first_name"');
    expect(bad.body).toContain('value="555-0100"');

    const phone = newPhone();
    const owner = await createUser(t.database.db);
    await t.database.db
      .updateTable('users')
      .set({ phone: phone.stored })
      .where('id', '=', owner.id)
      .execute();
    const taken = await flow.start(phone.typed);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('An account already exists for these details.');
    expect(await textsTo(t, phone.stored)).toBe(0);
  });

  it('sends a step without an open code back to the number', async () => {
    const pending = await startSignIn(t.app);
    const flow = phoneFlow(t, pending);
    const verify = await flow.verify('123456');
    expect(verify.statusCode).toBe(409);
    expect(verify.body).toContain('This sign-up code is no longer valid.');
    expect((await flow.page('/code')).headers.location).toBe(flow.base);
    expect((await flow.page('/password')).headers.location).toBe(flow.base);
    expect((await flow.password(PASSWORD)).statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/auth/interaction/unknown/create-account/phone',
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('when the text cannot be sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_BASE_URL: 'http://127.0.0.1:9/2010-04-01',
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15550100000',
      ADAPTER_TIMEOUT_MS: '2000',
    });
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message and keeps no code, so the person can try again at once', async () => {
    const phone = newPhone();
    const flow = phoneFlow(t, await startSignIn(t.app));
    const failed: LightMyRequestResponse = await flow.start(phone.typed);
    expect(failed.statusCode).toBe(503);
    expect(failed.body).toContain('We could not send a text message right now.');
    expect(await t.database.db.selectFrom('verification_codes').select('id').execute()).toEqual([]);
    expect((await flow.start(phone.typed)).statusCode).toBe(503);
    const sends = await auditOf(t, 'phone.code-send');
    expect(sends.map((row) => [row.outcome, (row.details as { reason?: string }).reason])).toEqual([
      ['failure', 'sms.unavailable'],
      ['failure', 'sms.unavailable'],
    ]);
  });
});
