import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { UserManagerSettings } from 'oidc-client-ts';

export const OIDC_CLIENT_ID = 'credence-web';
/** offline_access asks for a refresh token: silent renewal uses it instead of an iframe, which the CSP forbids. */
export const OIDC_SCOPE = 'openid profile email offline_access';

/**
 * Minutes without user activity before the app signs the user out. Must match the server's
 * SESSION_IDLE_MINUTES default (30): a shorter server value would end sessions the app still thinks alive.
 */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_IDLE_TIMEOUT_MS = SESSION_IDLE_MINUTES * 60 * 1000;

export const oidcPaths = {
  authority: '/oidc',
  callback: '/callback',
  /** Organization (SAML) sign-in comes back here instead of /callback (000 §2). */
  samlCallback: '/saml',
  postLogout: '/redirect',
} as const;

/** Seconds before an access token's expiry at which the session renews it. */
export const ACCESS_TOKEN_RENEW_BEFORE_SECONDS = 20;

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
