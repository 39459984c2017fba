import { createHash, randomBytes } from 'node:crypto';

/**
 * The callbacks @openid4vc/openid4vp needs as a wallet reading a request by value: hashing only. Fetching and
 * JWT checks throw: a request that would make the library fetch (request_uri) or verify a signed request is
 * not taken (decision 054), so nothing an outsider names is fetched here.
 */
export const openid4vpCallbacks = {
  hash: (data: Uint8Array, alg: string) => {
    if (alg !== 'sha-256') throw new Error('only sha-256');
    return new Uint8Array(createHash('sha256').update(data).digest());
  },
  generateRandom: (bytes: number) => new Uint8Array(randomBytes(bytes)),
  fetch: () => Promise.reject(new Error('openid4vp: fetching is not allowed')),
  verifyJwt: () => Promise.reject(new Error('openid4vp: signed requests are not taken')),
  decryptJwe: () => Promise.reject(new Error('openid4vp: encrypted requests are not taken')),
  getX509CertificateMetadata: () => {
    throw new Error('openid4vp: x509 clients are not taken');
  },
} as never;
