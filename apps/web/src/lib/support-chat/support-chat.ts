import type { SupportChatConfig } from './config';
import { loadMessengerWidget } from './messenger-widget';
import type { SupportChatLoader, SupportChatUser, SupportChatWidget } from './messenger-widget';

export interface SupportChat {
  /** False when not configured: every call then does nothing, and no script or request is ever made. */
  readonly enabled: boolean;
  /** Loads the widget (once) and starts it for `user`, after `delayMs` if given, so it never slows the page. */
  boot: (options: { user: SupportChatUser; delayMs?: number }) => void;
  /** Ends the chat session (sign-out), also cancelling a boot still waiting for its delay or the script. */
  shutdown: () => void;
  /** Changes what the chat knows about the user; before the boot completes, the boot takes the fields. */
  updateUser: (fields: SupportChatUser) => void;
}

interface SupportChatOptions {
  config: SupportChatConfig | null;
  loadWidget?: SupportChatLoader;
  onError?: (error: unknown) => void;
}

const disabled: SupportChat = { enabled: false, boot: () => {}, shutdown: () => {}, updateUser: () => {} };

export function createSupportChat({
  config,
  loadWidget = loadMessengerWidget,
  onError = (error) => console.warn('Support chat unavailable', error),
}: SupportChatOptions): SupportChat {
  if (!config) return disabled;
  let widget: Promise<SupportChatWidget> | null = null;
  let running: SupportChatWidget | null = null;
  let user: SupportChatUser | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each boot and shutdown starts a new session; a load finishing for an older one is ignored.
  let session = 0;

  const start = async (id: number) => {
    try {
      widget ??= loadWidget(config);
      const loaded = await widget;
      if (id !== session || !user) return;
      loaded.boot({ ...user, app_id: config.appId, api_base: config.apiBase });
      running = loaded;
    } catch (error) {
      widget = null;
      onError(error);
    }
  };

  const shutdown = () => {
    session += 1;
    clearTimeout(timer);
    user = null;
    running?.shutdown();
    running = null;
  };

  return {
    enabled: true,
    boot: ({ user: fields, delayMs = 0 }) => {
      shutdown();
      user = { ...fields };
      const id = session;
      if (delayMs > 0) timer = setTimeout(() => void start(id), delayMs);
      else void start(id);
    },
    shutdown,
    updateUser: (fields) => {
      if (!user) return;
      user = { ...user, ...fields };
      running?.update(fields);
    },
  };
}
