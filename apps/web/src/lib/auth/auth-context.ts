import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { User } from 'oidc-client-ts';
import type { Actor } from './actors';
import type { AuthSession } from './session';
import type { AuthStatus, SignInOptions } from './session-types';
import type { SignOutReason } from './storage';

export const AuthContext = createContext<AuthSession | null>(null);

/** The session itself, for the pages that drive sign-in (callback, guard). Most code wants useAuth(). */
export function useAuthSession(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuthSession needs an <AuthProvider> above it');
  return session;
}

export interface AuthValue {
  status: AuthStatus;
  user: User | null;
  actors: readonly Actor[];
  currentActor: Actor | null;
  setCurrentActor: (id: string) => void;
  signIn: (options?: SignInOptions) => Promise<void>;
  signOut: (reason?: SignOutReason) => Promise<void>;
}

export function useAuth(): AuthValue {
  const session = useAuthSession();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const setCurrentActor = useCallback((id: string) => session.setCurrentActor(id), [session]);
  const signIn = useCallback((options?: SignInOptions) => session.signIn(options), [session]);
  const signOut = useCallback((reason?: SignOutReason) => session.signOut(reason), [session]);
  return useMemo(
    () => ({
      status: snapshot.status,
      user: snapshot.user,
      actors: snapshot.actors,
      currentActor: snapshot.currentActor,
      setCurrentActor,
      signIn,
      signOut,
    }),
    [snapshot, setCurrentActor, signIn, signOut],
  );
}
