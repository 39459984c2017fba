import { clientMessageSchema, WS_CLOSE, type ServerMessage } from '@credence/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { grantIsActive } from '../oidc/oidc.repository';
import type { LiveSession } from './connection-keys.service';
import type { BusEvent } from './notifications.bus';
import { findLiveNotification, listNotifications, notificationsAfter } from './notifications.repository';
import { toWire } from './notifications.service';

/** A first connection (no `since`) gets the latest few; a reconnect gets everything it missed, up to this. */
const BACKLOG = 50;
const CATCH_UP_LIMIT = 500;
const HEARTBEAT_MS = 15_000;

interface Connection {
  socket: WebSocket;
  session: LiveSession;
  /** While the catch-up is sent, live events wait here so the order stays oldest to newest. */
  pending: ServerMessage[] | null;
  lastSentId: number;
  alive: boolean;
}

export interface LiveHub {
  attach(socket: WebSocket, session: LiveSession, since: number | undefined): Promise<void>;
  handleEvent(event: BusEvent): Promise<void>;
  /** After the bus lost its listening connection: send each socket what came after its newest. */
  resync(): Promise<void>;
  /** Closes sockets whose session ended without a logout (expiry, password reset) and dead sockets. */
  sweep(): Promise<void>;
  close(): void;
}

/** The sockets this instance holds, by person. Every instance has one; the bus feeds them all. */
export function createLiveHub(
  deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger },
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): LiveHub {
  const byUser = new Map<string, Set<Connection>>();
  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  const send = (connection: Connection, message: ServerMessage) => {
    if (connection.pending) connection.pending.push(message);
    else if (connection.socket.readyState === connection.socket.OPEN) {
      connection.socket.send(JSON.stringify(message));
      if (message.type === 'notification')
        connection.lastSentId = Math.max(connection.lastSentId, message.notification.id);
    }
  };
  const sendNow = (connection: Connection, message: ServerMessage) => {
    const queue = connection.pending;
    connection.pending = null;
    send(connection, message);
    connection.pending = queue;
  };

  const remove = (connection: Connection) => {
    const set = byUser.get(connection.session.userId);
    set?.delete(connection);
    if (set?.size === 0) byUser.delete(connection.session.userId);
  };

  async function attach(socket: WebSocket, session: LiveSession, since: number | undefined) {
    const connection: Connection = { socket, session, pending: [], lastSentId: since ?? 0, alive: true };
    const set = byUser.get(session.userId) ?? new Set();
    set.add(connection);
    byUser.set(session.userId, set);
    socket.on('close', () => remove(connection));
    socket.on('pong', () => (connection.alive = true));
    socket.on('message', (data, isBinary) => {
      let parsed;
      try {
        parsed = isBinary ? null : clientMessageSchema.safeParse(JSON.parse(data.toString()));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return socket.close(WS_CLOSE.badMessage, 'unknown message');
      sendNow(connection, { type: 'pong' });
    });
    try {
      const rows =
        since === undefined
          ? (await listNotifications(deps.db, session.userId, BACKLOG)).reverse()
          : await notificationsAfter(deps.db, session.userId, since, CATCH_UP_LIMIT);
      const caughtUp = new Set(rows.map((row) => row.id));
      for (const row of rows) sendNow(connection, { type: 'notification', notification: toWire(row) });
      const waiting = connection.pending ?? [];
      connection.pending = null;
      for (const message of waiting) {
        if (message.type !== 'notification' || !caughtUp.has(message.notification.id))
          send(connection, message);
      }
      send(connection, { type: 'caught_up', last_id: connection.lastSentId });
    } catch (err) {
      deps.log.error({ err }, 'live connection: catch-up failed');
      socket.close(1011, 'catch-up failed');
    }
  }

  async function handleEvent(event: BusEvent) {
    if (event.kind === 'session_ended') {
      for (const connection of all()) {
        if (connection.session.grantId === event.grant_id)
          connection.socket.close(WS_CLOSE.sessionEnded, 'session ended');
      }
      return;
    }
    const connections = byUser.get(event.user_id);
    if (!connections?.size) return;
    if (event.kind === 'notification_deleted') {
      for (const connection of connections) send(connection, { type: 'notification_deleted', id: event.id });
      return;
    }
    const row = await findLiveNotification(deps.db, event.user_id, event.id);
    if (!row) return;
    const notification = toWire(row);
    for (const connection of byUser.get(event.user_id) ?? [])
      send(connection, { type: 'notification', notification });
  }

  async function resync() {
    for (const connection of all()) {
      if (connection.pending) continue;
      const { userId } = connection.session;
      const rows = await notificationsAfter(deps.db, userId, connection.lastSentId, CATCH_UP_LIMIT);
      for (const row of rows) send(connection, { type: 'notification', notification: toWire(row) });
    }
  }

  async function sweep() {
    const now = deps.clock();
    const grants = new Map<string, boolean>();
    for (const connection of all()) {
      const { grantId } = connection.session;
      if (!grants.has(grantId)) grants.set(grantId, await grantIsActive(deps.db, grantId, now));
      if (!grants.get(grantId)) connection.socket.close(WS_CLOSE.sessionEnded, 'session ended');
      else if (!connection.alive) connection.socket.terminate();
      else {
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }

  const timer = setInterval(() => {
    sweep().catch((err: unknown) => deps.log.error({ err }, 'live connection: sweep failed'));
  }, heartbeatMs);
  timer.unref();

  return {
    attach,
    handleEvent,
    resync,
    sweep,
    close() {
      clearInterval(timer);
      for (const connection of all()) connection.socket.close(1001, 'server going away');
    },
  };
}
