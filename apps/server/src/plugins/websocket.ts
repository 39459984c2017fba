import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** Client messages are tiny JSON frames; anything larger is refused by the ws server itself. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/** Registered before the modules, so an upgrade request to any other route is refused, not left open. */
export async function registerWebsocket(app: FastifyInstance) {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    // A browser that goes away mid-frame is normal; the socket is simply dropped.
    errorHandler: (_error, socket) => socket.terminate(),
  });
}
