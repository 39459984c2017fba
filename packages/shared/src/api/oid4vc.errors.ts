/** OpenID4VCI offers and OpenID4VP requests (decision 054). */
export const oid4vcErrors = {
  /** 409: the credential has no portable copy yet (pending identity, or not in the wallet). */
  notIssued: 'oid4vci.not-issued',
  /** 400: the pre-authorized code is unknown, expired or already used. */
  invalidGrant: 'oid4vci.invalid-grant',
  /** 401: the access token is missing, unknown, expired or already used. */
  invalidToken: 'oid4vci.invalid-token',
  /** 400: the wallet's proof JWT is not a valid openid4vci-proof+jwt for this issuer. */
  invalidProof: 'oid4vci.invalid-proof',
  /** 400: the proof's nonce is not one this issuer handed out, or it was used or has expired. */
  invalidNonce: 'oid4vci.invalid-nonce',
  /** 400: the OpenID4VP request link cannot be read (or is of a kind we do not take). */
  invalidRequest: 'oid4vp.invalid-request',
  /** 409: the wallet holds no credential that answers the request. */
  cannotSatisfy: 'oid4vp.cannot-satisfy',
  /** 502: the verifier's response_uri is not allowed, or it refused or did not answer the presentation. */
  verifierFailed: 'oid4vp.verifier-failed',
} as const;
