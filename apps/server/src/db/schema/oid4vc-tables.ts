/** OpenID4VCI offers and OpenID4VP presentations (0034, modules/oid4vc; decision 054). */
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CredentialOffersTable {
  id: Generated<string>;
  user_id: string;
  credential_id: string;
  code_hash: string;
  expires_at: Timestamp;
  redeemed_at: NullableTimestamp;
  token_hash: string | null;
  token_expires_at: NullableTimestamp;
  token_used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface Oid4vciNoncesTable {
  nonce_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** One credential of a presentation to an outside verifier as stored (no presentation kept: it was posted). */
export interface VerifierPresentationItem {
  credential_id: string;
  schema_name: string;
  name: string;
  disclosed: string[];
  omitted: string[];
}

export interface VerifierPresentationsTable {
  id: Generated<string>;
  user_id: string;
  client_id: string;
  verifier_name: string;
  subscriber_group_id: string | null;
  response_uri: string;
  nonce: string;
  items: Json<VerifierPresentationItem[]>;
  attestations: Json<string[]>;
  signature_name: string;
  redirect_uri: string | null;
  created_at: Generated<Date>;
}

export interface OrganizationVerifiersTable {
  client_id: string;
  subscriber_group_id: string;
  created_at: Generated<Date>;
}
