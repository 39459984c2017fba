import * as client from 'openid-client';
import type { NetworkSettings } from './network.config';

export interface UpstreamClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface UpstreamClient {
  authorizationUrl(params: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
  }): Promise<URL>;
  /** Exchanges the code and validates the ID token (signature, issuer, audience, nonce, state, PKCE). */
  finish(params: {
    callbackUrl: URL;
    state: string;
    nonce: string;
    codeVerifier: string;
  }): Promise<UpstreamClaims>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The upstream provider through openid-client; discovery happens on first use and is kept. */
export function createUpstreamClient(settings: NetworkSettings): UpstreamClient {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // networkSettings() already refused plain http in production.
        execute: new URL(settings.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null; // try again on the next sign-in rather than failing forever
        throw error;
      });
    return discovered;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
    },
    async finish({ callbackUrl, state, nonce, codeVerifier }) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Some providers put e-mail and names only in userinfo; the subject must match the ID token's.
      const claims: Record<string, unknown> =
        idClaims.email === undefined && config.serverMetadata().userinfo_endpoint
          ? { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims }
          : idClaims;
      return {
        subject: idClaims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
