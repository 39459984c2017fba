import { QUEUE_RETRY_MS, SNACKBAR, SNACKBAR_REMOVAL_DELAY_MS } from '@credence/shared';
import type { ReactNode } from 'react';

export type SnackbarType = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarOptions {
  message: ReactNode;
  /** 'success' unless given. */
  type?: SnackbarType;
  /** How long it stays before closing itself; 7000 ms unless given. */
  durationMs?: number;
  /** Stays until closed (by its close button, its action or `close`). */
  persistent?: boolean;
  /** One button beside the message, e.g. "Log in again"; choosing it also closes the snackbar. */
  action?: { label: ReactNode; onClick: () => void };
}

export interface SnackbarEntry extends SnackbarOptions {
  id: string;
  type: SnackbarType;
  /** Closed and fading out; removed SNACKBAR_REMOVAL_DELAY_MS later. */
  leaving: boolean;
}

/**
 * One snackbar is visible at a time. Others wait in order and try for the slot every QUEUE_RETRY_MS until it
 * is free. Plain TypeScript with timers, so React only subscribes to the visible entry.
 */
export class SnackbarQueue {
  private waiting: SnackbarEntry[] = [];
  private visible: SnackbarEntry | null = null;
  private listeners = new Set<() => void>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private removeTimer: ReturnType<typeof setTimeout> | undefined;
  private count = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SnackbarEntry | null => this.visible;

  show = (options: SnackbarOptions): string => {
    this.count += 1;
    const id = `snackbar-${this.count}`;
    this.waiting.push({ ...options, id, type: options.type ?? SNACKBAR.type, leaving: false });
    this.tryShow();
    return id;
  };

  close = (id: string) => {
    if (this.visible?.id === id) {
      if (!this.visible.leaving) this.leave();
    } else {
      this.waiting = this.waiting.filter((entry) => entry.id !== id);
    }
  };

  /** Holds the automatic close while the pointer or focus is on the snackbar, so it can be read and used. */
  pause = () => clearTimeout(this.closeTimer);

  resume = () => {
    if (this.visible && !this.visible.leaving) this.startCloseTimer(this.visible);
  };

  private tryShow() {
    const next = this.waiting[0];
    if (!next) return;
    if (this.visible) {
      this.retryLater();
      return;
    }
    this.waiting.shift();
    this.visible = next;
    this.startCloseTimer(next);
    this.emit();
    if (this.waiting.length > 0) this.retryLater();
  }

  private retryLater() {
    if (this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.tryShow();
    }, QUEUE_RETRY_MS);
  }

  private startCloseTimer(entry: SnackbarEntry) {
    clearTimeout(this.closeTimer);
    if (entry.persistent) return;
    this.closeTimer = setTimeout(() => this.close(entry.id), entry.durationMs ?? SNACKBAR.durationMs);
  }

  private leave() {
    const leaving = this.visible;
    if (!leaving) return;
    clearTimeout(this.closeTimer);
    this.visible = { ...leaving, leaving: true };
    this.emit();
    this.removeTimer = setTimeout(() => {
      this.visible = null;
      this.emit();
    }, SNACKBAR_REMOVAL_DELAY_MS);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
