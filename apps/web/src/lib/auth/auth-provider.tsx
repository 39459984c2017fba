import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { bindApiAuth } from '../api-client';
import { AuthContext, useAuthSession } from './auth-context';
import { SESSION_IDLE_TIMEOUT_MS } from './config';
import { startIdleTimer } from './idle-timer';
import type { AuthSession } from './session';

/** Makes `session` the app's session: the API client's credentials, useAuth(), and the idle sign-out. */
export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  // Bound during render (idempotent), so the first queries of the children already carry the token.
  bindApiAuth(session);
  const { status } = useSyncExternalStore(session.subscribe, session.getSnapshot);

  useEffect(() => {
    if (status !== 'signed-in') return undefined;
    return startIdleTimer({
      timeoutMs: SESSION_IDLE_TIMEOUT_MS,
      onIdle: () => void session.signOut('inactivity'),
    });
  }, [session, status]);

  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

/** Inside the router: lets the session move to /timeout without reloading the app. */
export function AuthNavigator() {
  const session = useAuthSession();
  const navigate = useNavigate();
  useEffect(() => {
    session.setNavigate((path) => void navigate(path, { replace: true }));
  }, [session, navigate]);
  return null;
}
