export { AuthNavigator, AuthProvider } from './auth-provider';
export { useAuth, useAuthSession } from './auth-context';
export type { AuthValue } from './auth-context';
export { AuthSession } from './session';
export type { AuthSnapshot, AuthStatus, SignInOptions, SignInState, UserManagerPort } from './session-types';
export { landingAfterSignOut } from './session-types';
export { SESSION_IDLE_MINUTES, SESSION_IDLE_TIMEOUT_MS } from './config';
export { decideGuard } from './guard';
export type { GuardDecision } from './guard';
export { idVerificationSetting } from './actors';
export type { Actor } from './actors';
export { loggedInFlag, loginRedirect, signOutReason } from './storage';
export type { SignOutReason } from './storage';

import { oidcPaths } from './config';
import { lazyUserManager } from './lazy-user-manager';
import { loggedInFlag } from './storage';
import { AuthSession } from './session';

/** The app's session over the real provider at this origin; oidc-client-ts loads when first needed. */
export function createAuthSession(): AuthSession {
  const userManager = lazyUserManager(() =>
    import('./user-manager').then(({ createUserManager }) => createUserManager()),
  );
  // A reload of a signed-in tab re-authorizes at once, and a callback completes at once: fetch the library
  // beside the page's own chunks rather than after them.
  const { pathname } = window.location;
  if (loggedInFlag.isSet() || pathname === oidcPaths.callback || pathname === oidcPaths.samlCallback) {
    userManager.preload();
  }
  return new AuthSession({ userManager });
}
