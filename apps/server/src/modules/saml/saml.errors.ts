import { SamlStatusError } from '@node-saml/node-saml';
import type { RequestLookup } from './saml.client';

/** Why an organization sign-in was refused. Audited as is; never carries a personal value. */
export type SamlRefusalReason =
  | 'connection-unavailable'
  | 'malformed'
  | 'invalid-signature'
  | 'wrong-issuer'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-audience'
  | 'wrong-recipient'
  | 'unknown-request'
  | 'request-expired'
  | 'replayed'
  | 'relay-state-mismatch'
  | 'idp-error'
  | 'no-email'
  | 'interaction-expired';

export class SamlRefused extends Error {
  override name = 'SamlRefused';
  constructor(readonly reason: SamlRefusalReason) {
    super(`organization sign-in refused: ${reason}`);
  }
}

const FROM_REQUEST: Record<RequestLookup, SamlRefusalReason> = {
  open: 'unknown-request',
  missing: 'unknown-request',
  consumed: 'replayed',
  expired: 'request-expired',
};

/** node-saml reports failures as plain messages; these are the ones it can give for a login response. */
const RULES: [RegExp, SamlRefusalReason][] = [
  [/InResponseTo/i, 'unknown-request'],
  [/signature|Cannot obtain assertion|multiple assertions/i, 'invalid-signature'],
  [/not yet valid/i, 'not-yet-valid'],
  // A bearer SubjectConfirmation carries only NotOnOrAfter, so "no valid confirmation" means it ran out.
  [/expired|too old|No valid subject confirmation/i, 'expired'],
  [/audience/i, 'wrong-audience'],
];

/** Names a validation failure; an InResponseTo failure is told apart by what the database held. */
export function classifySamlError(error: unknown, request: RequestLookup | null): SamlRefusalReason {
  if (error instanceof SamlRefused) return error.reason;
  if (error instanceof SamlStatusError) return 'idp-error';
  const message = error instanceof Error ? error.message : '';
  const reason = RULES.find(([pattern]) => pattern.test(message))?.[1] ?? 'malformed';
  return reason === 'unknown-request' && request ? FROM_REQUEST[request] : reason;
}
