import { oid4vcErrors } from '@credence/shared';

// OpenID4VCI's own endpoints answer errors the way wallets read them (issue 17; decision 058): RFC 6749 §5.2
// `{ error, error_description }` at the token endpoint (OpenID4VCI 1.0 §6.3), RFC 6750 §3 and OpenID4VCI 1.0
// §8.3.1.2 at the credential endpoint (401 invalid_token with WWW-Authenticate; 400 invalid_proof,
// invalid_nonce, credential_request_denied, invalid_credential_request). The rest of the API keeps Credence's
// envelope; the routes still throw AppErrors with catalogued codes and this only rewrites the answer.

export type OAuthEndpoint = 'token' | 'nonce' | 'credential';

export interface OAuthErrorAnswer {
  status: number;
  body: { error: string; error_description?: string };
  /** RFC 6750 §3: a 401 from a protected resource names the scheme and the error. */
  wwwAuthenticate?: string;
}

const CREDENTIAL_ERRORS: Record<string, string> = {
  [oid4vcErrors.invalidProof]: 'invalid_proof',
  [oid4vcErrors.invalidNonce]: 'invalid_nonce',
};

/** The token request's grant: missing members are invalid_request, another grant unsupported_grant_type. */
function tokenError(code: string, body: Record<string, unknown>): string {
  if (code !== oid4vcErrors.invalidGrant) return 'invalid_request';
  const grant = body.grant_type;
  if (typeof grant !== 'string' || typeof body['pre-authorized_code'] !== 'string') return 'invalid_request';
  if (grant !== 'urn:ietf:params:oauth:grant-type:pre-authorized_code') return 'unsupported_grant_type';
  return 'invalid_grant';
}

/**
 * The OAuth-style answer for an error the app would answer as `{ error: { code, message } }` on one of the
 * OpenID4VCI endpoints. `requestBody` is the parsed request (the token endpoint tells its cases apart by it).
 * The status stays what the app chose (400, 401, 413, 415, 429, 5xx), except the credential endpoint's 409
 * credential_request_denied, which OpenID4VCI answers with 400.
 */
export function oauthErrorOf(
  endpoint: OAuthEndpoint,
  status: number,
  envelope: { code: string; message: string },
  requestBody: unknown,
): OAuthErrorAnswer {
  const answer = (error: string, code = status): OAuthErrorAnswer => ({
    status: code,
    body: { error, error_description: envelope.message },
  });
  if (status === 429) return answer('temporarily_unavailable');
  if (status >= 500) return answer('server_error');
  if (endpoint === 'credential' && envelope.code === oid4vcErrors.invalidToken)
    return { ...answer('invalid_token', 401), wwwAuthenticate: 'Bearer error="invalid_token"' };
  if (endpoint === 'credential' && envelope.code === oid4vcErrors.notIssued)
    return answer('credential_request_denied', 400);
  if (endpoint === 'credential')
    return answer(CREDENTIAL_ERRORS[envelope.code] ?? 'invalid_credential_request');
  if (endpoint === 'token') {
    const body =
      requestBody && typeof requestBody === 'object' ? (requestBody as Record<string, unknown>) : {};
    return answer(tokenError(envelope.code, body));
  }
  return answer('invalid_request');
}
