/** The SD-JWT VC issuer (0018, modules/issuer, decision 036). */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

export interface IssuerKeysTable {
  kid: string;
  public_jwk: Json<Record<string, unknown>>;
  /** A sealed value (modules/self-attested/sealed-values.ts), never the clear key. */
  private_jwk: Json<Record<string, unknown>>;
  active: Generated<boolean>;
  created_at: Timestamp;
  retired_at: Timestamp | null;
  /** The latest `exp` of anything this key signed: published at least until then. */
  signed_until: Timestamp | null;
}

export interface HolderKeysTable {
  user_id: string;
  kid: string;
  public_jwk: Json<Record<string, unknown>>;
  private_jwk: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface StatusListsTable {
  id: string;
  size: number;
  next_idx: Generated<number>;
  /** 2 bits per entry, least-significant bit first, uncompressed. */
  statuses: Uint8Array;
  token: string | null;
  token_expires_at: Timestamp | null;
  etag: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StatusEntriesTable {
  list_id: string;
  idx: number;
  status: Generated<number>;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
