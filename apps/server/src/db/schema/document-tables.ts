/** Documents and what uses them (0019, modules/documents; decision 038). */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** bigint arrives as a string from pg and a number from PGlite: the repository reads it with Number(). */
type BigIntColumn = ColumnType<string | number, number | undefined, number>;

export interface DocumentsTable {
  id: Generated<string>;
  user_id: string;
  document_type: string;
  name: string;
  content_type: string;
  size: BigIntColumn;
  status: ColumnType<'uploading' | 'stored', 'uploading' | 'stored' | undefined, 'uploading' | 'stored'>;
  /** Random; the file's key in the document storage. */
  storage_key: string;
  /** Which project data key wraps the file's key (DataKey.id). */
  key_id: string;
  /** The file's AES-256-GCM key, sealed by the project's data key: base64url of iv|tag|ciphertext. */
  wrapped_key: string;
  iv: string;
  auth_tag: string | null;
  created_at: Timestamp;
  stored_at: Timestamp | null;
}

export interface DocumentUsesTable {
  document_id: string;
  user_id: string;
  use_kind: string;
  use_id: string;
  label: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface PrivilegingFormsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  s3_path: string;
  name: string;
  content_type: string;
  size: BigIntColumn;
  key_id: string;
  wrapped_key: string;
  iv: string;
  auth_tag: string;
  created_at: Timestamp;
}
