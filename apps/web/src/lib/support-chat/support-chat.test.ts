import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportChatConfig } from './config';
import type { SupportChatWidget } from './messenger-widget';
import { createSupportChat } from './support-chat';

const config = { appId: 'app-123', apiBase: 'https://chat.example.com' };

function fakeWidget() {
  const widget: SupportChatWidget = { boot: vi.fn(), update: vi.fn(), shutdown: vi.fn() };
  const loadWidget = vi.fn(async () => widget);
  return { widget, loadWidget };
}

describe('the support chat configuration', () => {
  it('is off unless both the app id and the API base are set', () => {
    expect(supportChatConfig({})).toBeNull();
    expect(supportChatConfig({ VITE_SUPPORT_CHAT_APP_ID: 'app-123' })).toBeNull();
    expect(supportChatConfig({ VITE_SUPPORT_CHAT_API_BASE: 'https://chat.example.com' })).toBeNull();
    expect(
      supportChatConfig({ VITE_SUPPORT_CHAT_APP_ID: ' ', VITE_SUPPORT_CHAT_API_BASE: 'https://x.io' }),
    ).toBeNull();
  });

  it('takes only a web address as the API base', () => {
    const env = (base: string) => ({ VITE_SUPPORT_CHAT_APP_ID: 'app-123', VITE_SUPPORT_CHAT_API_BASE: base });
    expect(supportChatConfig(env('https://chat.example.com/'))).toEqual(config);
    expect(supportChatConfig(env('not a url'))).toBeNull();
    expect(supportChatConfig(env('javascript:alert(1)'))).toBeNull();
  });
});

describe('the support chat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing at all when not configured', async () => {
    const { loadWidget } = fakeWidget();
    const chat = createSupportChat({ config: null, loadWidget });
    expect(chat.enabled).toBe(false);
    chat.boot({ user: { user_id: 'u1' } });
    chat.updateUser({ name: 'Ada' });
    chat.shutdown();
    await vi.runAllTimersAsync();
    expect(loadWidget).not.toHaveBeenCalled();
  });

  it('loads the widget only when booted, and boots it with the app id, API base and user', async () => {
    const { widget, loadWidget } = fakeWidget();
    const chat = createSupportChat({ config, loadWidget });
    expect(loadWidget).not.toHaveBeenCalled();
    chat.boot({ user: { user_id: 'u1', email: 'ada@example.com' } });
    await vi.runAllTimersAsync();
    expect(loadWidget).toHaveBeenCalledWith(config);
    expect(widget.boot).toHaveBeenCalledWith({
      user_id: 'u1',
      email: 'ada@example.com',
      app_id: 'app-123',
      api_base: 'https://chat.example.com',
    });
  });

  it('waits for the delay before loading', async () => {
    const { widget, loadWidget } = fakeWidget();
    const chat = createSupportChat({ config, loadWidget });
    chat.boot({ user: { user_id: 'u1' }, delayMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(loadWidget).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(widget.boot).toHaveBeenCalledTimes(1);
  });

  it('cancels a delayed boot on shutdown, and shuts a running widget down', async () => {
    const { widget, loadWidget } = fakeWidget();
    const chat = createSupportChat({ config, loadWidget });
    chat.boot({ user: { user_id: 'u1' }, delayMs: 5000 });
    chat.shutdown();
    await vi.runAllTimersAsync();
    expect(loadWidget).not.toHaveBeenCalled();

    chat.boot({ user: { user_id: 'u1' } });
    await vi.runAllTimersAsync();
    chat.shutdown();
    expect(widget.shutdown).toHaveBeenCalledTimes(1);
  });

  it('does not boot when shut down while the script was still loading', async () => {
    const { widget } = fakeWidget();
    let finish: (value: SupportChatWidget) => void = () => {};
    const loadWidget = vi.fn(() => new Promise<SupportChatWidget>((resolve) => (finish = resolve)));
    const chat = createSupportChat({ config, loadWidget });
    chat.boot({ user: { user_id: 'u1' } });
    chat.shutdown();
    finish(widget);
    await vi.runAllTimersAsync();
    expect(widget.boot).not.toHaveBeenCalled();
  });

  it('updates the user on a running widget, and hands earlier updates to the boot', async () => {
    const { widget, loadWidget } = fakeWidget();
    const chat = createSupportChat({ config, loadWidget });
    chat.updateUser({ name: 'ignored before any boot' });
    chat.boot({ user: { user_id: 'u1' }, delayMs: 1000 });
    chat.updateUser({ name: 'Ada' });
    await vi.runAllTimersAsync();
    expect(widget.boot).toHaveBeenCalledWith(expect.objectContaining({ user_id: 'u1', name: 'Ada' }));
    chat.updateUser({ email: 'ada@example.com' });
    expect(widget.update).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect(loadWidget).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and tries again on the next boot', async () => {
    const { widget } = fakeWidget();
    const loadWidget = vi.fn().mockRejectedValueOnce(new Error('blocked by CSP')).mockResolvedValue(widget);
    const onError = vi.fn();
    const chat = createSupportChat({ config, loadWidget, onError });
    chat.boot({ user: { user_id: 'u1' } });
    await vi.runAllTimersAsync();
    expect(onError).toHaveBeenCalledWith(new Error('blocked by CSP'));
    chat.boot({ user: { user_id: 'u1' } });
    await vi.runAllTimersAsync();
    expect(widget.boot).toHaveBeenCalledTimes(1);
  });
});
