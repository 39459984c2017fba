import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../../config';
import { SIGNING_ALG } from '../secrets/secrets.service';

/** The contract with the web app (apps/web/src/lib/auth): keep in step with it. */
export const WEB_CLIENT_ID = 'credence-web';
export const OIDC_PATH = '/oidc';
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

export const issuerOf = (config: Config) => `${config.PUBLIC_ORIGIN}${OIDC_PATH}`;
/** The access tokens' audience and the default resource, so the client never sends `resource`. */
export const apiAudienceOf = (config: Config) => `${config.PUBLIC_ORIGIN}/api`;

export function webClient(config: Config): ClientMetadata {
  const origin = config.PUBLIC_ORIGIN;
  return {
    client_id: WEB_CLIENT_ID,
    client_name: 'Credence',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    redirect_uris: [`${origin}/callback`, `${origin}/saml`],
    post_logout_redirect_uris: [`${origin}/redirect`, `${origin}/`],
    id_token_signed_response_alg: SIGNING_ALG,
    scope: SCOPES.join(' '),
  };
}
