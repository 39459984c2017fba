import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWK } from 'jose';
import type { Config } from '../../config';
import { systemClock, type Clock } from '../../lib/clock';
import { apiAudienceOf, issuerOf, WEB_CLIENT_ID } from '../oidc/oidc.client';
import { SIGNING_ALG } from '../secrets/secrets.service';

export interface VerifiedAccessToken {
  userId: string;
  grantId: string;
}

export class TokenRefused extends Error {
  constructor(readonly reason: string) {
    super(`access token refused: ${reason}`);
  }
}

/** How far ahead of our clock a token's `iat` may lie: instances' clocks drift a little, never by more. */
export const MAX_CLOCK_SKEW_SECONDS = 60;

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

/** Only the public halves of the provider's keys; verification never needs the private ones. */
function publicKeys(keys: JWK[]): JWK[] {
  return keys.map((key) => {
    const copy: Record<string, unknown> = { ...key };
    for (const member of PRIVATE_MEMBERS) delete copy[member];
    return copy as JWK;
  });
}

/**
 * Checks an API access token: signature by one of our keys with the one algorithm we sign with (so `none`
 * and HS256 are refused), our issuer, the API audience, not expired, not issued in the future, an
 * access-token type, our client and a grant id. Whether the grant still exists (logout) is checked by the
 * caller against the database.
 *
 * `issuerClock` is the clock `iat` is stamped with: oidc-provider reads the system time and takes no clock,
 * so tests that set the app's clock to a fixed date still receive tokens stamped "now".
 */
export function createAccessTokenVerifier({
  config,
  clock,
  issuerClock = systemClock,
  keys,
}: {
  config: Config;
  clock: Clock;
  issuerClock?: Clock;
  keys: JWK[];
}) {
  const keySet = createLocalJWKSet({ keys: publicKeys(keys) });
  const options = {
    issuer: issuerOf(config),
    audience: apiAudienceOf(config),
    algorithms: [SIGNING_ALG],
    typ: 'at+jwt',
    requiredClaims: ['sub', 'exp', 'iat'],
  };
  return async function verifyAccessToken(token: string): Promise<VerifiedAccessToken> {
    try {
      const { payload } = await jwtVerify(token, keySet, { ...options, currentDate: clock() });
      if (payload.client_id !== WEB_CLIENT_ID) throw new TokenRefused('client');
      // jose checks `iat` only against a maximum age; a token dated in the future is a forgery or a broken clock.
      if (payload.iat! > issuerClock().getTime() / 1000 + MAX_CLOCK_SKEW_SECONDS)
        throw new TokenRefused('iat-future');
      if (typeof payload.gid !== 'string' || typeof payload.sub !== 'string')
        throw new TokenRefused('claims');
      return { userId: payload.sub, grantId: payload.gid };
    } catch (error) {
      if (error instanceof TokenRefused) throw error;
      if (error instanceof joseErrors.JOSEError) throw new TokenRefused(error.code);
      throw new TokenRefused('malformed');
    }
  };
}
