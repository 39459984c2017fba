import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { FakeWebSocket, sampleNotification } from '../../test/fake-web-socket';
import { createNotificationCenter } from './notification-center';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the notification queue', () => {
  let deleteOne: ReturnType<typeof vi.fn<(id: number) => Promise<void>>>;
  const make = () =>
    createNotificationCenter({
      initiate: async () => 'key',
      deleteOne,
      origin: 'http://localhost:3000',
      WebSocket: FakeWebSocket as unknown as typeof WebSocket,
    });

  beforeEach(() => {
    FakeWebSocket.reset();
    deleteOne = vi.fn(async () => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('queues incoming notifications newest first, once each, and drops those deleted elsewhere', async () => {
    const center = make();
    const release = center.acquire();
    await flush();
    const socket = FakeWebSocket.latest();
    socket.accept();
    expect(center.getSnapshot().connected).toBe(true);
    socket.receive({ type: 'notification', notification: sampleNotification(3, 'three') });
    socket.receive({ type: 'notification', notification: sampleNotification(5, 'five') });
    socket.receive({ type: 'notification', notification: sampleNotification(3, 'three') });
    socket.receive({ type: 'caught_up', last_id: 5 });
    socket.receive({ type: 'pong' });
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([5, 3]);
    socket.receive({ type: 'notification_deleted', id: 5 });
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([3]);
    release();
  });

  it('deletes through the API, then from the queue; one already gone (404) leaves the queue too', async () => {
    const center = make();
    const release = center.acquire();
    await flush();
    const socket = FakeWebSocket.latest();
    for (const id of [1, 2, 3])
      socket.receive({ type: 'notification', notification: sampleNotification(id, `n${id}`) });
    await center.remove(2);
    expect(deleteOne).toHaveBeenCalledWith(2);
    deleteOne.mockRejectedValueOnce(new ApiError(404, 'request.not-found', 'Not found'));
    await center.remove(3);
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([1]);
    deleteOne.mockRejectedValueOnce(new ApiError(0, 'service.unavailable', 'offline'));
    await expect(center.remove(1)).rejects.toThrow('offline');
    expect(center.getSnapshot().items.map((n) => n.id)).toEqual([1]);
    release();
  });

  it('shares one connection between holders; the last one to leave closes it and empties the queue', async () => {
    const center = make();
    const first = center.acquire();
    const second = center.acquire();
    await flush();
    expect(FakeWebSocket.opened).toHaveLength(1);
    const socket = FakeWebSocket.latest();
    socket.accept();
    socket.receive({ type: 'notification', notification: sampleNotification(1, 'kept') });
    first();
    first();
    expect(socket.closedByClient).toBeNull();
    expect(center.getSnapshot().items).toHaveLength(1);
    second();
    expect(socket.closedByClient).toBe(1000);
    expect(center.getSnapshot()).toEqual({ connected: false, items: [] });
  });

  it('reconnects at once when the browser comes back online, instead of waiting out the delay', async () => {
    const center = make();
    const release = center.acquire();
    await flush();
    FakeWebSocket.latest().accept();
    FakeWebSocket.latest().drop();
    expect(center.getSnapshot().connected).toBe(false);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(FakeWebSocket.opened).toHaveLength(2);
    release();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(FakeWebSocket.opened).toHaveLength(2);
  });
});
