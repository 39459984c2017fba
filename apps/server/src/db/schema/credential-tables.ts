/** The wallet's offers and credentials, their disputes, and profile pictures (migration 0017; decision 035). */
import type { ColumnType, Generated } from 'kysely';
import type { JsonWithDefault, Timestamp } from './column-types';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type CredentialRowStatus =
  | 'offered'
  | 'accepted'
  | 'pending_verification'
  | 'added'
  | 'expired'
  | 'revoked'
  | 'suspended'
  | 'failed'
  | 'disputed'
  | 'declined';

export interface CredentialsTable {
  id: Generated<string>;
  user_id: string;
  verification_id: string | null;
  source: string;
  schema_name: string;
  item_key: string;
  name: string;
  status: Generated<CredentialRowStatus>;
  status_reason: string | null;
  needs_review: Generated<boolean>;
  awaiting_identity: Generated<boolean>;
  fields: JsonWithDefault<Record<string, unknown>>;
  values_hash: string;
  origin: string;
  method: 'primary_source' | 'attested';
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  verified_at: NullableTimestamp;
  checked_at: NullableTimestamp;
  offered_at: Timestamp;
  accepted_at: NullableTimestamp;
  replaces_id: string | null;
  /** The portable credential (SD-JWT VC) once issued: filled by the issuer module. */
  sd_jwt: string | null;
  status_uri: string | null;
  status_idx: number | null;
  vct: string | null;
  status_published: 'valid' | 'invalid' | 'suspended' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CredentialDisputesTable {
  id: Generated<string>;
  credential_id: string;
  user_id: string;
  reason: string;
  document_id: string | null;
  status: Generated<'open' | 'upheld' | 'rejected' | 'unanswered'>;
  previous_status: string;
  job_id: string | null;
  answer: string | null;
  answer_evidence: ColumnType<unknown, string | null | undefined, string | null>;
  opened_at: Timestamp;
  answered_at: NullableTimestamp;
  /** The order disputes were opened in (0021). */
  seq: ColumnType<string, never, never>;
}

export interface PersonPicturesTable {
  user_id: string;
  content_type: string;
  size: number;
  data_base64: string;
  updated_at: Timestamp;
}
