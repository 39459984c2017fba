import { useEffect } from 'react';
import type { SupportChatUser } from './messenger-widget';
import type { SupportChat } from './support-chat';

/**
 * Keeps the chat in step with the session: boots for a signed-in `user` (after `delayMs`), shuts down on
 * sign-out or unmount. The user is compared by value, so passing a fresh object each render is fine.
 */
export function useSupportChatSession(chat: SupportChat, user: SupportChatUser | null, delayMs = 0) {
  const userKey = user ? JSON.stringify(user) : null;
  useEffect(() => {
    if (!chat.enabled || userKey === null) return;
    chat.boot({ user: JSON.parse(userKey) as SupportChatUser, delayMs });
    return () => chat.shutdown();
  }, [chat, userKey, delayMs]);
}
