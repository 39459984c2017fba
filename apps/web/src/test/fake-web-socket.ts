import type { ServerMessage } from '@credence/shared';

/**
 * A browser WebSocket the test drives by hand: every socket the code opens is recorded, and the test
 * accepts, sends to and drops it. Install with vi.stubGlobal('WebSocket', FakeWebSocket).
 */
export class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.opened.at(-1);
    if (!socket) throw new Error('no WebSocket was opened');
    return socket;
  }
  static reset() {
    FakeWebSocket.opened = [];
  }

  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedByClient: number | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  close(code = 1000) {
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

export const sampleNotification = (id: number, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'task_reminder' as const,
  title_key: 'notifications.message-from',
  title_params: { organization: 'Riverside Health' },
  text,
  payload: {},
  created_at: '2026-03-01T09:30:00.000Z',
  ...extra,
});
