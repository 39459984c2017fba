import type { ServerMessage, StoredNotification } from '@credence/shared';
import { isApiError } from '../../lib/api-client';
import { LiveConnection, type LiveConnectionOptions } from '../../lib/ws';
import { deleteNotification } from './api/notifications';
import { initiateLiveConnection } from './api/initiate';

export interface NotificationsSnapshot {
  connected: boolean;
  /** Newest first. */
  items: readonly StoredNotification[];
}

export interface NotificationCenter {
  subscribe(listener: () => void): () => void;
  getSnapshot(): NotificationsSnapshot;
  /** Each component that shows notifications holds the connection open while it is on screen. */
  acquire(): () => void;
  remove(id: number): Promise<void>;
}

type Deps = Pick<LiveConnectionOptions, 'WebSocket' | 'origin' | 'backoff'> & {
  initiate?: () => Promise<string>;
  deleteOne?: (id: number) => Promise<void>;
};

/**
 * Incoming messages that carry a type are queued as notifications and can be deleted (000 §4). One live
 * connection serves every widget showing them (the header bell, the preferences page); when the last one
 * leaves, the connection closes and the queue empties, so the next person on this device starts clean.
 */
export function createNotificationCenter(deps: Deps = {}): NotificationCenter {
  const listeners = new Set<() => void>();
  let snapshot: NotificationsSnapshot = { connected: false, items: [] };
  let holders = 0;
  let connection: LiveConnection | null = null;

  const set = (next: Partial<NotificationsSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const without = (id: number) => snapshot.items.filter((item) => item.id !== id);

  const onMessage = (message: ServerMessage) => {
    if (message.type === 'notification') {
      const items = [message.notification, ...without(message.notification.id)];
      set({ items: items.sort((a, b) => b.id - a.id) });
    } else if (message.type === 'notification_deleted') {
      set({ items: without(message.id) });
    }
  };

  const open = () => {
    const live = new LiveConnection({
      initiate: deps.initiate ?? initiateLiveConnection,
      onMessage,
      WebSocket: deps.WebSocket,
      origin: deps.origin,
      backoff: deps.backoff,
    });
    live.subscribe(() => set({ connected: live.connected }));
    live.start();
    return live;
  };
  // Back online: reconnect now rather than when the backoff delay runs out.
  const onOnline = () => connection?.retryNow();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    acquire() {
      holders += 1;
      if (!connection) {
        connection = open();
        window.addEventListener('online', onOnline);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders > 0) return;
        window.removeEventListener('online', onOnline);
        connection?.stop();
        connection = null;
        set({ connected: false, items: [] });
      };
    },
    async remove(id) {
      try {
        await (deps.deleteOne ?? deleteNotification)(id);
      } catch (error) {
        // Already gone (deleted in another tab): the wish is fulfilled.
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      set({ items: without(id) });
    },
  };
}

/** The app's one center; tests make their own. */
export const notificationCenter = createNotificationCenter();
