import { z } from 'zod';
import { notificationTypeSchema } from './domain/notifications';

/**
 * The live connection (000 §4, §7): POST /ws/initiate answers a single-use key, then the browser opens
 * `/ws?key=…&since=…`. Every message either way is JSON with a `type` (DESIGN.md §6: type-tagged messages).
 */

/** How long a connection key stays usable after /ws/initiate; the browser connects at once. */
export const WS_CONNECTION_KEY_TTL_SECONDS = 30;

/** Close codes in the private range (4000-4999) so the browser can tell why the server hung up. */
export const WS_CLOSE = {
  /** The session behind the connection ended (logout, expiry, password reset): do not reconnect. */
  sessionEnded: 4401,
  /** The connection key was missing, used, expired or the origin was wrong. */
  refused: 4403,
  /** The client sent something that is not one of the client messages below. */
  badMessage: 4400,
} as const;

export const initiateAnswerSchema = z.object({ connection_key: z.string().min(22) });
export type InitiateAnswer = z.infer<typeof initiateAnswerSchema>;

/** A stored notification as the API and the live connection send it. */
export const notificationSchema = z.object({
  /** Increasing: the browser sends the newest it has seen as `since` when it reconnects. */
  id: z.number().int().positive(),
  type: notificationTypeSchema,
  /** A wording key with its params (notices the system writes), or null when `text` is the title. */
  title_key: z.string().nullable(),
  title_params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Free text a person wrote (a message from an organization's staff). */
  text: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type StoredNotification = z.infer<typeof notificationSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('notification_deleted'), id: z.number().int().positive() }),
  /** Sent once after the catch-up: everything the browser missed has been sent before it. */
  z.object({ type: z.literal('caught_up'), last_id: z.number().int().nonnegative() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** The query of GET /ws: the key from /ws/initiate and, on a reconnect, the newest id already seen. */
export const wsQuerySchema = z.object({
  key: z.string().min(22).max(200),
  since: z.coerce.number().int().nonnegative().optional(),
});

/** Parses one frame; anything that is not JSON or not a known message is null. */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
