import { EventEmitter } from 'node:events';
import { WS_CLOSE } from '@credence/shared';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createUser, signIn } from '#server-test/helpers/sign-in';
import { createTestApp, type TestApp } from '#server-test/helpers/test-app';
import { systemClock } from '../../lib/clock';
import { revokeAccountGrants } from '../oidc/oidc.repository';
import { grantOf } from './live-test-support';
import { createLiveHub } from './live-hub';

/** Just enough of a ws socket to watch what the hub does with it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: unknown[] = [];
  closedWith: number | null = null;
  pings = 0;
  terminated = false;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('the sweep closes a socket whose session ended without a logout, and drops one that stopped answering', async () => {
  const user = await createUser(t.database.db);
  const session = await signIn(t.app, user);
  const hub = createLiveHub({ db: t.database.db, clock: systemClock, log: pino({ level: 'silent' }) });
  const ended = new FakeSocket();
  const silent = new FakeSocket();
  const grantId = grantOf(session.accessToken);
  await hub.attach(ended as unknown as WebSocket, { userId: user.id, actorId: null, grantId }, undefined);
  const otherUser = await createUser(t.database.db);
  const otherGrant = grantOf((await signIn(t.app, otherUser)).accessToken);
  await hub.attach(
    silent as unknown as WebSocket,
    { userId: otherUser.id, actorId: null, grantId: otherGrant },
    0,
  );
  expect(ended.sent).toEqual([{ type: 'caught_up', last_id: 0 }]);

  await hub.sweep();
  expect([ended.closedWith, ended.pings, silent.pings]).toEqual([null, 1, 1]);

  // A password reset ends every grant of the account without a logout.
  await revokeAccountGrants(t.database.db, user.id);
  silent.emit('pong');
  await hub.sweep();
  expect(ended.closedWith).toBe(WS_CLOSE.sessionEnded);
  expect(silent.terminated).toBe(false);
  await hub.sweep();
  expect(silent.terminated).toBe(true);
  hub.close();
});
