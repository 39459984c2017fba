/** Consent forms, jobs, notifications and the SMS outbox. */
import type { ColumnType, Generated } from 'kysely';
import type { Json, JsonWithDefault, Timestamp } from './column-types';

export interface ConsentFormsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  name: string;
  document_key: string;
  required: Generated<boolean>;
  created_at: Timestamp;
  /** Migration 0038 (decision 062): the text, the version, the first version's id (null on it). */
  body: string | null;
  version: Generated<number>;
  lineage_id: string | null;
  /** Set when an edit after a signature wrote the next version. */
  superseded_at: Timestamp | null;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

/** The requirement sets that ask for a consent form (0038); a form with none is asked of every subscriber. */
export interface ConsentFormRequirementsTable {
  consent_form_id: string;
  app_req_id: string;
}

export interface ConsentSignaturesTable {
  consent_form_id: string;
  user_id: string;
  signed_at: Timestamp;
  /** The typed full name, the signature record, its SHA-256 and the signed PDF (migration 0027). */
  signature_name: string | null;
  signature: Json<Record<string, unknown>> | null;
  record_sha256: string | null;
  document: Uint8Array | null;
  document_sha256: string | null;
  /** The signed PDF in the object storage, encrypted (migration 0032); `document` holds only older PDFs. */
  document_storage_key: string | null;
  document_seal: Json<{ key_id: string; wrapped_key: string; iv: string; auth_tag: string }> | null;
}

export interface JobsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed'>;
  progress: Generated<number>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  payload: ColumnType<unknown, string | undefined, string>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  dedupe_key: string | null;
}

export interface VerificationsTable {
  id: Generated<string>;
  user_id: string;
  source: string;
  status: Generated<'pending' | 'in_progress' | 'verified' | 'flagged' | 'error'>;
  method: 'primary_source' | 'attested' | null;
  reason: string | null;
  notified_status: string | null;
  evidence: ColumnType<unknown, string | null | undefined, string | null>;
  expirations: ColumnType<unknown, string | undefined, string>;
  job_id: string | null;
  checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExpiryRemindersTable {
  user_id: string;
  item_key: string;
  expires_on: ColumnType<string, string, string>;
  days_before: number;
  sent_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: string;
  type: string;
  title_key: string | null;
  title_params: JsonWithDefault<Record<string, string | number>>;
  text: string | null;
  payload: JsonWithDefault<Record<string, unknown>>;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  preferences: Json<Record<string, Record<string, boolean>>>;
  updated_at: Timestamp;
}

export interface WsConnectionKeysTable {
  key_hash: string;
  user_id: string;
  actor_id: string | null;
  grant_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SmsOutboxTable {
  id: string;
  to_phone: string;
  body: string;
  created_at: Timestamp;
}
