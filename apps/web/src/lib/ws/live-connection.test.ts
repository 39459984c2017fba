import { WS_CLOSE, type ServerMessage } from '@credence/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDelay } from './backoff';
import { LiveConnection } from './live-connection';

/** A WebSocket the test drives by hand: it records what was opened and lets the test open and close it. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByClient: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close(code: number) {
    this.closedByClient = code;
  }
  accept() {
    this.onopen?.();
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const notification = (id: number) =>
  ({
    type: 'notification',
    notification: {
      id,
      type: 'task_reminder',
      title_key: null,
      title_params: {},
      text: `n${id}`,
      payload: {},
      created_at: '2026-01-01T00:00:00.000Z',
    },
  }) as const;

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('LiveConnection', () => {
  let keys: number;
  let received: ServerMessage[];
  let initiate: ReturnType<typeof vi.fn<() => Promise<string>>>;
  const make = (random = () => 0.5) =>
    new LiveConnection({
      initiate,
      onMessage: (message) => received.push(message),
      origin: 'https://app.credence.test',
      WebSocket: FakeSocket as unknown as typeof WebSocket,
      backoff: { initialMs: 1000, maxMs: 8000, random },
    });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    keys = 0;
    received = [];
    initiate = vi.fn(async () => `key-${++keys}`);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a key, connects to the same host with the ws scheme, and tells when it is connected', async () => {
    const live = make();
    const changes = vi.fn();
    live.subscribe(changes);
    live.start();
    await flush();
    expect(FakeSocket.opened.map((s) => s.url)).toEqual(['wss://app.credence.test/ws?key=key-1']);
    expect(live.connected).toBe(false);
    FakeSocket.opened[0]!.accept();
    expect(live.connected).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    FakeSocket.opened[0]!.receive(notification(4));
    expect(received).toEqual([notification(4)]);
  });

  it('reconnects after a drop with a doubling delay, and names the newest id it saw so it catches up', async () => {
    const live = make();
    live.start();
    await flush();
    const first = FakeSocket.opened[0]!;
    first.accept();
    first.receive(notification(7));
    first.receive({ type: 'caught_up', last_id: 7 });
    first.receive(notification(9));
    first.drop();
    expect(live.connected).toBe(false);

    // Attempt 0 waits between 500 and 1000 ms (750 with random 0.5); the key is asked only then.
    await vi.advanceTimersByTimeAsync(749);
    expect(initiate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened[1]!.url).toBe('wss://app.credence.test/ws?key=key-2&since=9');

    // Dropped again before catching up: the next wait doubles (1500 ms), then 3000 ms.
    FakeSocket.opened[1]!.drop();
    await vi.advanceTimersByTimeAsync(1499);
    expect(FakeSocket.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.opened).toHaveLength(3);
    FakeSocket.opened[2]!.drop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(FakeSocket.opened).toHaveLength(4);

    // A connection that catches up resets the delay.
    const fourth = FakeSocket.opened[3]!;
    fourth.accept();
    fourth.receive({ type: 'caught_up', last_id: 12 });
    fourth.drop();
    await vi.advanceTimersByTimeAsync(750);
    expect(FakeSocket.opened[4]!.url).toContain('since=12');
  });

  it('retries when the key cannot be had (offline, server down) with the same backoff', async () => {
    initiate.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    const live = make();
    live.start();
    await flush();
    expect(FakeSocket.opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(750);
    expect(FakeSocket.opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1500);
    expect(FakeSocket.opened).toHaveLength(1);
    expect(initiate).toHaveBeenCalledTimes(3);
  });

  it('does not retry once the session ended, and stop closes the socket and cancels a pending retry', async () => {
    const live = make();
    live.start();
    await flush();
    FakeSocket.opened[0]!.accept();
    FakeSocket.opened[0]!.drop(WS_CLOSE.sessionEnded);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(1);

    live.start();
    await flush();
    FakeSocket.opened[1]!.drop();
    live.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(2);

    live.start();
    await flush();
    FakeSocket.opened[2]!.accept();
    live.stop();
    expect(FakeSocket.opened[2]!.closedByClient).toBe(1000);
    expect(live.connected).toBe(false);
  });
});

describe('nextDelay', () => {
  it('doubles up to the cap and stays within half the ceiling and the ceiling', () => {
    const options = { initialMs: 1000, maxMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => nextDelay(n, { ...options, random: () => 0.999999 }))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect([0, 3, 40].map((n) => nextDelay(n, { ...options, random: () => 0 }))).toEqual([500, 4000, 15000]);
  });
});
