import type { SupportChatConfig } from './config';
import { loadScript } from './load-script';

/** Fields describing the signed-in clinician to the chat vendor (user_id, email, name ...). */
export type SupportChatUser = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The three things the app asks of the chat widget (001 §7); a loader turns a vendor's API into this. */
export interface SupportChatWidget {
  boot: (settings: SupportChatUser & { app_id: string; api_base: string }) => void;
  update: (fields: SupportChatUser) => void;
  shutdown: () => void;
}

export type SupportChatLoader = (config: SupportChatConfig) => Promise<SupportChatWidget>;

/**
 * The vendor script is served from the configured API base. The page's CSP allows only 'self' scripts
 * (apps/server/src/plugins/security-headers.ts): turning the chat on means adding that origin to script-src
 * and connect-src (and to frame-src/img-src if the vendor's messenger uses them), or the browser blocks it.
 */
export function widgetScriptUrl(config: SupportChatConfig): string {
  return `${config.apiBase}/widget/${encodeURIComponent(config.appId)}`;
}

/** The global command function a messenger-style widget script defines, e.g. `Intercom('boot', {...})`. */
export const MESSENGER_GLOBAL = 'Intercom';

type Command = (command: string, payload?: unknown) => void;

/** The default loader: adds the vendor script, then drives the messenger through its command function. */
export const loadMessengerWidget: SupportChatLoader = async (config) => {
  await loadScript(widgetScriptUrl(config));
  const messenger = (window as unknown as Record<string, unknown>)[MESSENGER_GLOBAL];
  if (typeof messenger !== 'function') throw new Error('The support chat script loaded but did not start');
  const call = messenger as Command;
  return {
    boot: (settings) => call('boot', settings),
    update: (fields) => call('update', fields),
    shutdown: () => call('shutdown'),
  };
};
