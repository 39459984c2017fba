import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { logoutPage, providerErrorPage, signedOutPage } from '../auth-pages/views/provider-pages';
import { SIGNING_ALG, type ServerSecrets } from '../secrets/secrets.service';
import { createAdapterClass } from './oidc.adapter';
import { findAccount } from './oidc.accounts';
import { apiAudienceOf, issuerOf, SCOPES, webClient } from './oidc.client';

export interface ProviderDeps {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  secrets: ServerSecrets;
}

const epoch = () => Math.floor(Date.now() / 1000);

/**
 * The hosted sign-in (docs/decisions/007-sessions-and-tokens.md). Access tokens are short JWTs for the
 * API carrying the grant id (`gid`), refresh tokens rotate, and nothing outlives the absolute limit.
 */
export function createProvider({ config, db, clock, secrets }: ProviderDeps): Provider {
  const audience = apiAudienceOf(config);
  const idle = config.SESSION_IDLE_MINUTES * 60;
  const absolute = config.SESSION_ABSOLUTE_HOURS * 60 * 60;
  const remaining = (since: number | undefined) => (since ? since + absolute - epoch() : absolute);
  const capped = (since: number | undefined) => Math.max(1, Math.min(idle, remaining(since)));

  const configuration: Configuration = {
    adapter: createAdapterClass(db, clock),
    clients: [webClient(config)],
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: [...SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // The SPA reads the profile from the ID token: its access token is for the API, not userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => findAccount(db, sub, config.NETWORK_CONNECTION),
    // Where to sign in: the professional network (modules/network) or an organization (modules/saml).
    extraParams: ['connection', 'organization'],
    interactions: { url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: SCOPES.join(' '),
            audience,
            accessTokenTTL: config.ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    extraTokenClaims: (_ctx, token) => (token.kind === 'AccessToken' ? { gid: token.grantId } : undefined),
    // The first-party client always gets a rotating refresh token; no session cookie needed to renew.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL_SECONDS,
      IdToken: config.ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Grant: absolute,
      // Idle limit per renewal, never past the absolute limit counted from the first sign-in.
      RefreshToken: (_ctx, token) => capped(token.iiat ?? token.iat),
      Session: (_ctx, session) => capped(session.loginTs),
    },
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(out);
    },
  };
  const provider = new Provider(issuerOf(config), configuration);
  // Every request reaches the provider through our bridge, which sets the forwarded headers to the
  // public origin, so URLs and cookie security follow PUBLIC_ORIGIN and not the Host header.
  provider.proxy = true;
  return provider;
}
