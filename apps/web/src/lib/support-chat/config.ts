/** Where the support chat lives; both values are needed, and without them the chat stays off (001 §7). */
export interface SupportChatConfig {
  appId: string;
  /** An http(s) origin, optionally with a path; no trailing slash. */
  apiBase: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads `VITE_SUPPORT_CHAT_APP_ID` and `VITE_SUPPORT_CHAT_API_BASE`; null (chat off) unless both are valid. */
export function supportChatConfig(env: Readonly<Record<string, unknown>>): SupportChatConfig | null {
  const appId = text(env.VITE_SUPPORT_CHAT_APP_ID);
  const base = text(env.VITE_SUPPORT_CHAT_API_BASE);
  if (!appId || !base) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  // Anything but a web origin (javascript:, data:) must never become a script source.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { appId, apiBase: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}
