import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on one channel. `onPayload` gets each NOTIFY payload; `onResubscribed` runs after the listening
 * connection was lost and came back, since anything sent meanwhile was missed. Answers a function that stops
 * listening. Publishing needs no special connection: `select pg_notify(...)` through Kysely, inside the
 * transaction whose commit should announce it.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResubscribed?: () => void,
) => Promise<() => Promise<void>>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new RangeError(`listen: bad channel name ${channel}`);
  return channel;
}

/**
 * PostgreSQL: a dedicated client outside the pool (a pooled connection would drop the LISTEN when
 * returned). It reconnects with a growing delay when the server closes it (restart, failover).
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, onPayload, onResubscribed) => {
    const name = checkedChannel(channel);
    let stopped = false;
    let current: pg.Client | null = null;
    let retryTimer: NodeJS.Timeout | undefined;
    let failures = 0;

    const open = async () => {
      const client = new pg.Client({ connectionString });
      let lost = false;
      // Only an established listener schedules a retry; a failed attempt is retried by whoever started it.
      const onLost = () => {
        if (lost) return;
        lost = true;
        const wasListening = current === client;
        if (wasListening) current = null;
        void client.end().catch(() => {});
        if (wasListening && !stopped) scheduleRetry();
      };
      client.on('error', onLost);
      client.on('end', onLost);
      client.on('notification', (message) => {
        if (message.channel === name && message.payload !== undefined) onPayload(message.payload);
      });
      try {
        await client.connect();
        await client.query(`listen ${name}`);
      } catch (error) {
        onLost();
        throw error;
      }
      if (stopped) return void client.end().catch(() => {});
      current = client;
    };

    const scheduleRetry = () => {
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures);
      failures += 1;
      retryTimer = setTimeout(() => {
        open().then(
          () => {
            failures = 0;
            onResubscribed?.();
          },
          () => {
            if (!stopped) scheduleRetry();
          },
        );
      }, delay);
      retryTimer.unref();
    };

    await open();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      if (client) await client.end().catch(() => {});
    };
  };
}

/** Embedded PGlite: one process is the only instance, and PGlite delivers NOTIFY to its own listeners. */
export function pgliteListen(pglite: PGlite): Listen {
  return async (channel, onPayload) => {
    const stop = await pglite.listen(checkedChannel(channel), onPayload);
    return async () => {
      if (!pglite.closed) await stop();
    };
  };
}
