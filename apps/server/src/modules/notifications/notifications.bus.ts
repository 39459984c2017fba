import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Listen } from '../../db/listen';
import type { Database } from '../../db/schema';

/** One channel for every instance; payloads carry ids only, never personal values. */
export const BUS_CHANNEL = 'credence_live';

const busEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('notification'), user_id: z.string(), id: z.number() }),
  z.object({ kind: z.literal('notification_deleted'), user_id: z.string(), id: z.number() }),
  z.object({ kind: z.literal('session_ended'), grant_id: z.string() }),
]);
export type BusEvent = z.infer<typeof busEventSchema>;

/**
 * Announces an event to every instance, this one included. Called with the transaction that made the change:
 * PostgreSQL delivers NOTIFY only on commit, so a rolled-back change is never announced.
 */
export async function publish(db: Kysely<Database>, event: BusEvent): Promise<void> {
  await sql`select pg_notify(${BUS_CHANNEL}, ${JSON.stringify(event)})`.execute(db);
}

export interface NotificationBus {
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Listens on the channel through the database's listener: a dedicated PostgreSQL connection, or PGlite's
 * own listen. `onResubscribed` runs when a lost listening connection is back (events may have been missed).
 */
export async function startNotificationBus(
  listen: Listen,
  onResubscribed: () => void,
): Promise<NotificationBus> {
  const handlers = new Set<(event: BusEvent) => void>();
  const stop = await listen(
    BUS_CHANNEL,
    (payload) => {
      let event: BusEvent;
      try {
        event = busEventSchema.parse(JSON.parse(payload));
      } catch {
        return;
      }
      for (const handler of handlers) handler(event);
    },
    onResubscribed,
  );
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: stop,
  };
}
