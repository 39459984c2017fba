export { AuthNavigator, AuthProvider } from './auth-provider';
export { useAuth, useAuthSession } from './auth-context';
export type { AuthValue } from './auth-context';
export { AuthSession } from './session';
export type { AuthSnapshot, AuthStatus, SignInOptions, SignInState, UserManagerPort } from './session-types';
export { landingAfterSignOut } from './session-types';
export { createUserManager, SESSION_IDLE_MINUTES, SESSION_IDLE_TIMEOUT_MS } from './config';
export { decideGuard } from './guard';
export type { GuardDecision } from './guard';
export { idVerificationSetting } from './actors';
export type { Actor } from './actors';
export { loggedInFlag, loginRedirect, signOutReason } from './storage';
export type { SignOutReason } from './storage';

import { createUserManager } from './config';
import { AuthSession } from './session';

/** The app's session over the real provider at this origin. */
export function createAuthSession(): AuthSession {
  return new AuthSession({ userManager: createUserManager() });
}
