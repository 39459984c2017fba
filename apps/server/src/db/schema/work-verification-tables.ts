/** Work verification by outside verifiers (0020, modules/work-verification). */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

export interface WorkVerificationsTable {
  id: string;
  user_id: string;
  kind: 'work_history' | 'affiliation';
  item_id: string;
  app_req_id: string | null;
  /** What the verifier is shown: { clinician: { first_name, last_name }, position: {...} }. */
  subject: Json<Record<string, unknown>>;
  verifier_name: string;
  verifier_email: string;
  status: 'pending' | 'in_progress' | 'signed' | 'verified' | 'error';
  error: 'declined' | 'expired' | null;
  decline_reason: string | null;
  sent_at: Timestamp;
  expires_at: Timestamp;
  opened_at: Timestamp | null;
  consented_at: Timestamp | null;
  consent_version: string | null;
  signed_at: Timestamp | null;
  declined_at: Timestamp | null;
  reminded_3_at: Timestamp | null;
  reminded_7_at: Timestamp | null;
  /** The verifier's answers (000 §3 fields). */
  record: Json<Record<string, unknown>> | null;
  /** The signature record (decision 039). */
  signature: Json<Record<string, unknown>> | null;
  record_hash: string | null;
  document_id: string | null;
  document: Uint8Array | null;
  document_expires_at: Timestamp | null;
  /** The signed PDF in the object storage, encrypted (migration 0032); `document` holds only older PDFs. */
  document_storage_key: string | null;
  document_seal: Json<{ key_id: string; wrapped_key: string; iv: string; auth_tag: string }> | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface WorkVerificationTokensTable {
  token_hash: string;
  verification_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
