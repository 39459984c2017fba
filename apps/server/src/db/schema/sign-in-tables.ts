/** The sign-in provider, secrets, one-time links, rate limits, outbox, SAML, network identities, claims. */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

export interface OidcModelsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface ServerSecretsTable {
  name: string;
  value: Json;
  created_at: Timestamp;
}

export type OneTimeTokenPurpose = 'password_reset' | 'email_verification';

export interface OneTimeTokensTable {
  id: Generated<string>;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RateLimitHitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface FederatedIdentitiesTable {
  id: Generated<string>;
  connection: string;
  subject: string;
  user_id: string | null;
  email: string | null;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  linked_at: Timestamp | null;
}

export interface FederatedSignInsTable {
  state_hash: string;
  interaction_uid: string;
  connection: string;
  code_verifier: string;
  nonce: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A link to claim an account created on the clinician's behalf; hash and nonce are kept only as digests. */
export interface AccountClaimsTable {
  id: Generated<string>;
  user_id: string;
  invitation_id: string | null;
  hash_digest: string;
  nonce_digest: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** One SAML 2.0 identity provider per organization (modules/saml). */
export interface SamlConnectionsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  enabled: Generated<boolean>;
  idp_entry_point: string;
  idp_issuer: string;
  /** PEM; the only key an assertion's signature is checked against. */
  idp_certificate: string;
  sp_entity_id: string;
  name_id_format: string | null;
  email_attribute: Generated<string>;
  first_name_attribute: Generated<string>;
  last_name_attribute: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** AuthnRequest ids we sent: a response must answer one, once, before it expires. */
export interface SamlRequestsTable {
  id: string;
  connection_id: string;
  interaction_uid: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}
