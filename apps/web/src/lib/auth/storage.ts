/**
 * What the session keeps on the device. Tokens are never here: they live in memory only (see config.ts).
 * Every access is guarded because storage can throw (private browsing, quota, disabled cookies).
 */
export const STORAGE_KEYS = {
  /** 001 §4: survives a reload, so the app knows to re-authorize silently instead of asking again. */
  loggedIn: 'credence.logged-in',
  /** 000 §2: the page an unauthenticated user wanted, followed after the next sign-in. */
  loginRedirect: 'credence.login-redirect',
  /** 000 §4: the current actor, defaulting to the first one. */
  currentActor: 'credence.current-actor',
  /** Why the last sign-out happened, read once by the page the provider sends the browser back to. */
  signOutReason: 'credence.sign-out-reason',
} as const;

function read(store: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[store].getItem(key);
  } catch {
    return null;
  }
}

function write(store: 'localStorage' | 'sessionStorage', key: string, value: string | null): void {
  try {
    if (value === null) window[store].removeItem(key);
    else window[store].setItem(key, value);
  } catch {
    // Without storage the session still works for this page; it just cannot survive a reload.
  }
}

export const loggedInFlag = {
  isSet: () => read('localStorage', STORAGE_KEYS.loggedIn) === 'true',
  set: () => write('localStorage', STORAGE_KEYS.loggedIn, 'true'),
  clear: () => write('localStorage', STORAGE_KEYS.loggedIn, null),
};

export const loginRedirect = {
  read: () => read('localStorage', STORAGE_KEYS.loginRedirect),
  save: (path: string) => write('localStorage', STORAGE_KEYS.loginRedirect, path),
  clear: () => write('localStorage', STORAGE_KEYS.loginRedirect, null),
};

export const currentActorStore = {
  read: () => read('localStorage', STORAGE_KEYS.currentActor),
  save: (id: string | null) => write('localStorage', STORAGE_KEYS.currentActor, id),
};

export type SignOutReason = 'user' | 'inactivity' | 'access-denied';

// Session storage: the reason belongs to this tab's sign-out only.
export const signOutReason = {
  save: (reason: SignOutReason) => write('sessionStorage', STORAGE_KEYS.signOutReason, reason),
  read: (): SignOutReason | null => {
    const value = read('sessionStorage', STORAGE_KEYS.signOutReason);
    return value === 'inactivity' || value === 'access-denied' || value === 'user' ? value : null;
  },
  /** Forgotten once shown, so a later visit to the same page shows the plain message. */
  clear: () => write('sessionStorage', STORAGE_KEYS.signOutReason, null),
};

/** 001 §4 logout: both storages are emptied, whatever other features kept there. */
export function clearBrowserStorage(): void {
  for (const store of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[store].clear();
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}
