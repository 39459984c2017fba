import type { UserManagerPort } from './session-types';

type Events = UserManagerPort['events'];
type EventName = keyof Events;
type Listener = Parameters<Events['addAccessTokenExpiring']>[0];

/**
 * A UserManagerPort that loads the real one (oidc-client-ts, about 17 KiB gzip) only when the session first
 * needs it: a sign-in, a callback, a renewal or a sign-out. The first screen never does until the user acts,
 * so the library stays out of the entry (decision 064). Token events registered before the load are
 * attached once it is there. A failed load (a release replaced the files) is retried on the next call.
 */
export function lazyUserManager(
  load: () => Promise<UserManagerPort>,
): UserManagerPort & { preload: () => void } {
  let loaded: UserManagerPort | null = null;
  let loading: Promise<UserManagerPort> | null = null;
  const pending: { name: EventName; listener: Listener }[] = [];

  const manager = (): Promise<UserManagerPort> => {
    if (loaded) return Promise.resolve(loaded);
    loading ??= load().then(
      (real) => {
        loaded = real;
        for (const { name, listener } of pending.splice(0)) real.events[name](listener);
        return real;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const on =
    (name: EventName) =>
    (listener: Listener): (() => void) => {
      if (loaded) return loaded.events[name](listener);
      const entry = { name, listener };
      pending.push(entry);
      return () => {
        const index = pending.indexOf(entry);
        if (index >= 0) pending.splice(index, 1);
      };
    };

  return {
    /** Starts the load now, when the page will need the library at once (a reload, a callback). */
    preload: () => void manager().catch(() => undefined),
    signinRedirect: async (...args) => (await manager()).signinRedirect(...args),
    signinCallback: async (...args) => (await manager()).signinCallback(...args),
    signinSilent: async (...args) => (await manager()).signinSilent(...args),
    signoutRedirect: async (...args) => (await manager()).signoutRedirect(...args),
    // Tokens live only in the loaded manager's memory store: before the load there is no user to remove.
    removeUser: async () => (loaded ? loaded.removeUser() : undefined),
    events: {
      addAccessTokenExpiring: on('addAccessTokenExpiring'),
      addAccessTokenExpired: on('addAccessTokenExpired'),
    },
  };
}
