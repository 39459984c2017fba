import { renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { SupportChat } from './support-chat';
import { useSupportChatSession } from './use-support-chat-session';

const fakeChat = (enabled = true): SupportChat => ({
  enabled,
  boot: vi.fn(),
  shutdown: vi.fn(),
  updateUser: vi.fn(),
});

it('boots for a signed-in user, once per user, and shuts down on sign-out', () => {
  const chat = fakeChat();
  const { rerender } = renderHook(({ user }) => useSupportChatSession(chat, user, 3000), {
    initialProps: { user: { user_id: 'u1' } as { user_id: string } | null },
  });
  expect(chat.boot).toHaveBeenCalledWith({ user: { user_id: 'u1' }, delayMs: 3000 });
  // A new object with the same fields is the same user.
  rerender({ user: { user_id: 'u1' } });
  expect(chat.boot).toHaveBeenCalledTimes(1);
  rerender({ user: null });
  expect(chat.shutdown).toHaveBeenCalledTimes(1);
  expect(chat.boot).toHaveBeenCalledTimes(1);
});

it('does nothing when the chat is off', () => {
  const chat = fakeChat(false);
  const { unmount } = renderHook(() => useSupportChatSession(chat, { user_id: 'u1' }));
  unmount();
  expect(chat.boot).not.toHaveBeenCalled();
  expect(chat.shutdown).not.toHaveBeenCalled();
});
