import { parseServerMessage, WS_CLOSE, type ServerMessage } from '@credence/shared';
import { nextDelay, type BackoffOptions } from './backoff';

export interface LiveConnectionOptions {
  /** POST /ws/initiate: a single-use key for the next connection. */
  initiate(): Promise<string>;
  onMessage(message: ServerMessage): void;
  /** The page's origin; the socket goes to the same host with the ws scheme. */
  origin?: string;
  WebSocket?: typeof WebSocket;
  backoff?: Partial<BackoffOptions>;
}

const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000, random: Math.random };

/** `${origin with ws scheme}/ws?key=…&since=…`. */
export function liveUrl(origin: string, key: string, since: number | null): string {
  const query = new URLSearchParams({ key });
  if (since !== null) query.set('since', String(since));
  return `${origin.replace(/^http/, 'ws')}/ws?${query}`;
}

/**
 * The live connection (000 §4): connected or not. It reconnects after a drop with a growing, jittered
 * delay, and each reconnect names the newest notification already seen, so the server first sends what
 * was missed. A session that ended (close 4401) is not retried.
 */
export class LiveConnection {
  #options: LiveConnectionOptions;
  #backoff: BackoffOptions;
  #socket: WebSocket | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running = false;
  /** Bumped by start and stop, so an attempt begun before a stop cannot open a socket after it. */
  #generation = 0;
  #attempt = 0;
  #connected = false;
  #since: number | null = null;
  #listeners = new Set<() => void>();

  constructor(options: LiveConnectionOptions) {
    this.#options = options;
    this.#backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  get connected(): boolean {
    return this.#connected;
  }
  /** The newest notification id seen; sent as `since` on the next connection. */
  get since(): number | null {
    return this.#since;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };
  getConnected = () => this.#connected;

  start() {
    if (this.#running) return;
    this.#running = true;
    this.#generation += 1;
    this.#attempt = 0;
    void this.#open();
  }

  stop() {
    this.#running = false;
    this.#generation += 1;
    clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(1000);
    this.#setConnected(false);
  }

  /** Back online (the browser says so): try now instead of waiting out the delay. */
  retryNow() {
    if (!this.#running || this.#socket) return;
    clearTimeout(this.#timer);
    this.#generation += 1;
    this.#attempt = 0;
    void this.#open();
  }

  async #open() {
    const generation = this.#generation;
    let key: string;
    try {
      key = await this.#options.initiate();
    } catch {
      if (generation === this.#generation) this.#retryLater();
      return;
    }
    if (!this.#running || generation !== this.#generation) return;
    const Socket = this.#options.WebSocket ?? globalThis.WebSocket;
    const origin = this.#options.origin ?? window.location.origin;
    const socket = new Socket(liveUrl(origin, key, this.#since));
    this.#socket = socket;
    socket.onopen = () => this.#setConnected(true);
    socket.onmessage = (event: MessageEvent) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === 'notification') this.#seen(message.notification.id);
      if (message.type === 'caught_up') {
        this.#seen(message.last_id);
        // Only a connection that got as far as its catch-up resets the delay, so a server that accepts and
        // drops at once is not hammered.
        this.#attempt = 0;
      }
      this.#options.onMessage(message);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#setConnected(false);
      if (event.code === WS_CLOSE.sessionEnded) this.#running = false;
      else this.#retryLater();
    };
  }

  #retryLater() {
    if (!this.#running) return;
    const delay = nextDelay(this.#attempt, this.#backoff);
    this.#attempt += 1;
    this.#timer = setTimeout(() => void this.#open(), delay);
  }

  #seen(id: number) {
    if (id > 0 && (this.#since === null || id > this.#since)) this.#since = id;
  }

  #setConnected(connected: boolean) {
    if (this.#connected === connected) return;
    this.#connected = connected;
    for (const listener of this.#listeners) listener();
  }
}
