import { supportChatConfig } from './config';
import { createSupportChat } from './support-chat';

export { supportChatConfig } from './config';
export type { SupportChatConfig } from './config';
export { createSupportChat } from './support-chat';
export type { SupportChat } from './support-chat';
export { loadMessengerWidget, widgetScriptUrl } from './messenger-widget';
export type { SupportChatLoader, SupportChatUser, SupportChatWidget } from './messenger-widget';
export { useSupportChatSession } from './use-support-chat-session';

/** The app's chat, from the build's environment: off (no script, no request) unless both variables are set. */
export const supportChat = createSupportChat({ config: supportChatConfig(import.meta.env) });
