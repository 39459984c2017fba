import { buildPath, paths } from '@credence/shared';
import type { SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { oidcPaths } from './config';
import type { Actor } from './actors';
import type { SignOutReason } from './storage';

export type AuthStatus = 'signed-out' | 'signed-in' | 'signing-out';

export interface AuthSnapshot {
  status: AuthStatus;
  user: User | null;
  actors: readonly Actor[];
  currentActor: Actor | null;
  /** The support-chat token that comes with GET /api/actor. */
  chatToken: string | null;
}

/** What travels through the provider round trip in the OIDC state (never in the redirect_uri). */
export interface SignInState {
  /** A prompt=none re-authorization after a reload: back to `returnTo`, no post-login routing. */
  silent?: boolean;
  returnTo?: string;
  inviteId?: string;
  organization?: string;
  /** Sign-in through the professional-network provider (000 §2 `/?connection=`). */
  connection?: string;
}

export interface SignInOptions {
  inviteId?: string | null;
  organization?: string | null;
  /** Organization (SAML) sign-in: forces a new login and comes back to /saml (000 §2). */
  saml?: boolean;
  /** The professional-network provider: the server signs in there instead of asking for a password. */
  connection?: string | null;
}

export type SignInResult =
  { ok: true; state: SignInState } | { ok: false; state: SignInState; error: unknown };

/** The part of oidc-client-ts the session uses; tests replace it at this boundary. */
export type UserManagerPort = Pick<
  UserManager,
  'signinRedirect' | 'signinCallback' | 'signinSilent' | 'signoutRedirect' | 'removeUser'
> & { events: Pick<UserManager['events'], 'addAccessTokenExpiring' | 'addAccessTokenExpired'> };

export function landingAfterSignOut(reason: SignOutReason | null): string {
  return reason === 'inactivity' ? buildPath('timeout', {}, { reason }) : paths.redirect();
}

/** The signinRedirect arguments for a sign-in: invite_id and organization ride in the state. */
export function signInRequest(options: SignInOptions, origin: string): SigninRedirectArgs {
  const state: SignInState = {};
  if (options.inviteId) state.inviteId = options.inviteId;
  if (options.organization) state.organization = options.organization;
  if (options.connection) {
    // A new login, so an existing session at our provider does not stand in for the network's.
    state.connection = options.connection;
    return { state, prompt: 'login', extraQueryParams: { connection: options.connection } };
  }
  if (!options.saml || !options.organization) return { state };
  return {
    state,
    redirect_uri: `${origin}${oidcPaths.samlCallback}`,
    prompt: 'login',
    extraQueryParams: { organization: options.organization },
  };
}
