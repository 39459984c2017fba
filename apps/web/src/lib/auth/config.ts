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
