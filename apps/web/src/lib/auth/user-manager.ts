import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { UserManagerSettings } from 'oidc-client-ts';
import { ACCESS_TOKEN_RENEW_BEFORE_SECONDS, OIDC_CLIENT_ID, OIDC_SCOPE, oidcPaths } from './config';

// The only module that loads oidc-client-ts: the app imports it when a sign-in, callback, renewal or
// sign-out starts (lazy-user-manager.ts), so the library is not in the entry (decision 064).

export function oidcSettings(origin: string): UserManagerSettings {
  return {
    authority: `${origin}${oidcPaths.authority}`,
    client_id: OIDC_CLIENT_ID,
    redirect_uri: `${origin}${oidcPaths.callback}`,
    post_logout_redirect_uri: `${origin}${oidcPaths.postLogout}`,
    response_type: 'code',
    scope: OIDC_SCOPE,
    // Tokens in memory only (DESIGN.md §1): a reload loses them and the app re-authorizes with prompt=none.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    // The PKCE verifier and our round-trip state must survive the redirect, and only in this tab.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // The session renews itself through the refresh token (session.ts); the library's own renewal and
    // session monitor would fall back to iframes.
    automaticSilentRenew: false,
    // Renew this long before expiry: long enough for a slow network, short enough that the shortest
    // allowed token lifetime (30 s) is not renewed on every tick.
    accessTokenExpiringNotificationTimeInSeconds: ACCESS_TOKEN_RENEW_BEFORE_SECONDS,
    monitorSession: false,
    loadUserInfo: false,
  };
}

export function createUserManager(origin: string = window.location.origin): UserManager {
  return new UserManager(oidcSettings(origin));
}
