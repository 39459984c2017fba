import { WS_CLOSE, WS_CONNECTION_KEY_TTL_SECONDS } from '@credence/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '#server-test/helpers/clock';
import { createUser, signIn, type TestSession, type TestUser } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { hashToken } from '../../lib/one-time-token';
import { notify } from './notifications.service';
import { connectionKey, listenOnLoopback, openSocket, type LiveSocket } from './live-test-support';

describe('the live connection: POST /ws/initiate and GET /ws', () => {
  const clock = testClock();
  let t: TestApp;
  let base: string;
  let origin: string;
  let clinician: TestUser;
  let session: TestSession;
  let other: TestUser;
  let otherSession: TestSession;
  const open: LiveSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { deps: { clock } });
    origin = t.config.PUBLIC_ORIGIN;
    base = await listenOnLoopback(t.app);
    clinician = await createUser(t.database.db);
    other = await createUser(t.database.db);
    session = await signIn(t.app, clinician);
    otherSession = await signIn(t.app, other);
  });
  afterAll(async () => {
    for (const live of open) live.socket.terminate();
    await t.close();
  });

  const connect = async (headers: Record<string, string>, since?: number) => {
    const key = await connectionKey(t.app, headers);
    const live = await openSocket(
      base,
      since === undefined ? { key } : { key, since: String(since) },
      origin,
    );
    open.push(live);
    return live;
  };
  const noMail = { kind: 'outbox' as const, send: async () => {} };
  const say = (userId: string, text: string) =>
    notify(
      { db: t.database.db, config: t.config, clock, mailer: noMail },
      { userId, type: 'task_reminder', text },
    );

  it('gives a key only to a signed-in caller with the XSRF header, and stores only its hash', async () => {
    const { authorization } = session.headers();
    expect((await t.app.inject({ method: 'POST', url: '/ws/initiate' })).statusCode).toBe(401);
    const noXsrf = await t.app.inject({ method: 'POST', url: '/ws/initiate', headers: { authorization } });
    expect(noXsrf.statusCode).toBe(403);
    const answer = await t.app.inject({ method: 'POST', url: '/ws/initiate', headers: session.headers() });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const key = answer.json().connection_key as string;
    expect(Buffer.from(key, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.selectFrom('ws_connection_keys').selectAll().execute();
    expect(rows.some((row) => row.key_hash === key)).toBe(false);
    const row = rows.find((r) => r.key_hash === hashToken(key))!;
    expect(row).toMatchObject({ user_id: clinician.id, actor_id: clinician.actorId, used_at: null });
    expect(row.expires_at.getTime() - clock().getTime()).toBeLessThanOrEqual(60_000);
  });

  it('opens once per key: the same key a second time is refused before the upgrade', async () => {
    const key = await connectionKey(t.app, session.headers());
    const first = await openSocket(base, { key }, origin);
    open.push(first);
    await first.next('caught_up');
    await expect(openSocket(base, { key }, origin)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an expired key and an unknown one', async () => {
    const key = await connectionKey(t.app, session.headers());
    clock.advance((WS_CONNECTION_KEY_TTL_SECONDS + 1) * 1000);
    await expect(openSocket(base, { key }, origin)).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(base, { key: 'A'.repeat(43) }, origin)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a page from another origin, or none, before looking at the key', async () => {
    const key = await connectionKey(t.app, session.headers());
    await expect(openSocket(base, { key }, 'https://evil.test')).rejects.toMatchObject({ status: 403 });
    await expect(openSocket(base, { key }, undefined)).rejects.toMatchObject({ status: 403 });
    // The key was not spent by the refused attempts.
    const live = await openSocket(base, { key }, origin);
    open.push(live);
    await live.next('caught_up');
  });

  it("pushes a new notification to the person's open socket at once, and not to anyone else's", async () => {
    const mine = await connect(session.headers());
    const theirs = await connect(otherSession.headers());
    await Promise.all([mine.next('caught_up'), theirs.next('caught_up')]);
    const { notification } = await say(clinician.id, 'Please upload your BLS card');
    const pushed = await mine.next('notification', (m) => m.notification.id === notification!.id);
    expect(pushed.notification).toMatchObject({ type: 'task_reminder', text: 'Please upload your BLS card' });
    await say(other.id, 'For the other person');
    await theirs.next('notification', (m) => m.notification.text === 'For the other person');
    expect(
      mine.messages.some((m) => m.type === 'notification' && m.notification.text === 'For the other person'),
    ).toBe(false);
  });

  it('catches up after a reconnect: what was missed comes first, oldest first, without deleted ones', async () => {
    const before = await connect(session.headers());
    const ready = await before.next('caught_up');
    before.socket.close();
    await before.closed;
    const missed = [];
    for (const text of ['one', 'two', 'three']) missed.push((await say(clinician.id, text)).notification!);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${missed[1]!.id}`,
      headers: session.headers(),
    });
    expect(deleted.statusCode).toBe(200);

    const again = await connect(session.headers(), ready.last_id);
    const done = await again.next('caught_up');
    const texts = again.messages.flatMap((m) => (m.type === 'notification' ? [m.notification.text] : []));
    expect(texts).toEqual(['one', 'three']);
    expect(done.last_id).toBe(missed[2]!.id);
  });

  it('tells other open sockets of the person when a notification is deleted', async () => {
    const live = await connect(session.headers());
    await live.next('caught_up');
    const { notification } = await say(clinician.id, 'to be deleted');
    await live.next('notification', (m) => m.notification.id === notification!.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${notification!.id}`,
      headers: session.headers(),
    });
    await live.next('notification_deleted', (m) => m.id === notification!.id);
  });

  it('answers ping with pong, and closes on a message it does not know', async () => {
    const live = await connect(session.headers());
    live.socket.send(JSON.stringify({ type: 'ping' }));
    await live.next('pong');
    live.socket.send('{"type":"subscribe","user_id":"someone-else"}');
    expect((await live.closed).code).toBe(WS_CLOSE.badMessage);
  });

  it("closes the session's sockets when it logs out, and leaves other sessions' sockets open", async () => {
    const leaving = await signIn(t.app, clinician);
    const live = await connect(leaving.headers());
    const staying = await connect(session.headers());
    await Promise.all([live.next('caught_up'), staying.next('caught_up')]);
    const unusedKey = await connectionKey(t.app, leaving.headers());
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: leaving.headers() });
    expect(logout.statusCode).toBe(200);
    expect((await live.closedWithin(3000)).code).toBe(WS_CLOSE.sessionEnded);
    expect(staying.socket.readyState).toBe(staying.socket.OPEN);
    // A key issued before the logout is worthless after it.
    await expect(openSocket(base, { key: unusedKey }, origin)).rejects.toMatchObject({ status: 401 });
  });
});
