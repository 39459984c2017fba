import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_IDLE_MINUTES, SESSION_IDLE_TIMEOUT_MS } from './config';
import { startIdleTimer } from './idle-timer';

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle timer', () => {
  it('matches the server default of 30 minutes', () => {
    expect(SESSION_IDLE_MINUTES).toBe(30);
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it('fires once after the timeout without activity, and activity pushes it back', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = startIdleTimer({ timeoutMs: SESSION_IDLE_TIMEOUT_MS, onIdle });
    vi.advanceTimersByTime(29 * 60 * 1000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(29 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops watching when stopped', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    startIdleTimer({ timeoutMs: 1000, onIdle })();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
