import type { AddressInfo } from 'node:net';
import { parseServerMessage, type ServerMessage } from '@credence/shared';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import type { Database } from '../../db/schema';

/** Test helpers: a real socket against a listening app, and the setup a staff message needs. */

export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function connectionKey(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ method: 'POST', url: '/ws/initiate', headers });
  if (response.statusCode !== 200) throw new Error(`initiate answered ${response.statusCode}`);
  return (response.json() as { connection_key: string }).connection_key;
}

export interface LiveSocket {
  socket: WebSocket;
  messages: ServerMessage[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next<T extends ServerMessage['type']>(
    type: T,
    match?: (message: Extract<ServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  /** The close, if it comes within `ms` (much less than the 15 s sweep, so a prompt close is told apart). */
  closedWithin(ms: number): Promise<{ code: number; reason: string }>;
}

/** Opens /ws; rejects with the HTTP status when the server refuses before the upgrade. */
export function openSocket(base: string, query: Record<string, string>, origin: string | undefined) {
  const socket = new WebSocket(`${base}/ws?${new URLSearchParams(query)}`, origin ? { origin } : {});
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const message = parseServerMessage(data.toString());
    if (message) messages.push(message);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const live: LiveSocket = {
    socket,
    messages,
    closed,
    closedWithin: (ms) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
        void closed.then((result) => {
          clearTimeout(timer);
          resolve(result);
        });
      }),
    next(type, match = () => true) {
      type Wanted = Extract<ServerMessage, { type: typeof type }>;
      const find = () =>
        messages.find((message): message is Wanted => message.type === type && match(message as Wanted));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} message within 5 s; got ${JSON.stringify(messages)}`));
        }, 5000);
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      });
    },
  };
  return new Promise<LiveSocket>((resolve, reject) => {
    socket.once('open', () => resolve(live));
    socket.once('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`refused: ${response.statusCode}`), { status: response.statusCode }));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** An organization with a staff member who may assign tasks, and a clinician subscribed to it. */
export async function subscribe(db: Kysely<Database>, slug: string, userId: string) {
  const group = await db
    .insertInto('subscriber_groups')
    .values({ slug, name: 'Lakeside Clinic', logo_url: null })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet({ slug }))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, subscriber_group_id: group.id, app_req_id: null, status: 'active' })
    .execute();
  return group.id;
}

/** The grant id an access token carries (docs/decisions/007). */
export const grantOf = (accessToken: string) => String(decodeJwt(accessToken).gid);
