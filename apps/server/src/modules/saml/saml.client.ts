import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import type { Config } from '../../config';
import type { SamlConnection } from './saml.repository';

/** Allowed difference between the IdP's clock and ours for NotBefore and NotOnOrAfter. */
export const CLOCK_SKEW_MS = 60_000;
/** How long a person may spend at their organization's sign-in before the answer no longer counts. */
export const REQUEST_TTL_MS = 15 * 60_000;

export const acsUrlOf = (config: Config, slug: string) =>
  `${config.PUBLIC_ORIGIN}/auth/saml/${encodeURIComponent(slug)}/acs`;

/**
 * node-saml configured for one organization. The assertion must be signed by the stored certificate
 * (a signed Response alone is accepted only around a signed assertion), must answer a request we sent
 * (`cacheProvider` reads them from the database), and must name our entity id as its audience.
 */
export function samlFor(config: Config, connection: SamlConnection, cacheProvider: CacheProvider): SAML {
  return new SAML({
    entryPoint: connection.idp_entry_point,
    issuer: connection.sp_entity_id,
    audience: connection.sp_entity_id,
    callbackUrl: acsUrlOf(config, connection.slug),
    idpCert: connection.idp_certificate,
    identifierFormat: connection.name_id_format,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // The spec asks for a forced re-login on the organization path.
    forceAuthn: true,
    // Organizations choose their own factors (often more than a password); asking for one would refuse them.
    disableRequestedAuthnContext: true,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider,
    signatureAlgorithm: 'sha256',
  });
}

/** What the database said about the InResponseTo node-saml asked for; explains a refusal. */
export type RequestLookup = 'open' | 'missing' | 'consumed' | 'expired';

/**
 * A read-only view of `saml_requests` for validating one response. Nothing is removed here: the request
 * is consumed atomically after every other check passed, so two racing copies cannot both sign in.
 */
export function requestReader(
  read: (
    id: string,
  ) => Promise<{ created_at: Date | string; expires_at: Date | string; consumed_at: unknown } | undefined>,
  now: () => Date,
) {
  const seen: { id: string | null; state: RequestLookup | null } = { id: null, state: null };
  const provider: CacheProvider = {
    async saveAsync() {
      throw new Error('a response is being validated: no request is created here');
    },
    async getAsync(id) {
      const row = await read(id);
      const state: RequestLookup = !row
        ? 'missing'
        : row.consumed_at
          ? 'consumed'
          : new Date(row.expires_at).getTime() <= now().getTime()
            ? 'expired'
            : 'open';
      Object.assign(seen, { id, state });
      return state === 'open' ? new Date(row!.created_at).toISOString() : null;
    },
    async removeAsync(id) {
      return id;
    },
  };
  return { provider, seen };
}
