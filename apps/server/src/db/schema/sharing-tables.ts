/** Shares with organizations (0023, modules/sharing; decision 043). */
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One credential of a share as stored. */
export interface ShareItem {
  credential_id: string;
  schema_name: string;
  name: string;
  /** The SD-JWT VC presentation; null for a credential waiting for identity approval (not issued yet). */
  presentation: string | null;
  disclosed: string[];
  omitted: string[];
  pending_identity: boolean;
}

export interface SharesTable {
  id: Generated<string>;
  user_id: string;
  subscription_id: string;
  subscriber_group_id: string;
  app_req_id: string | null;
  audience: string;
  nonce: string;
  purpose: string;
  retention_days: number;
  items: Json<ShareItem[]>;
  attestations: Json<string[]>;
  signature_name: string;
  signed_at: Timestamp;
  verified_at: NullableTimestamp;
  status: Generated<'active' | 'ended'>;
  ended_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface ShareEventsTable {
  id: Generated<string>;
  share_id: string;
  kind: 'viewed' | 'downloaded' | 'ended';
  actor_id: string | null;
  actor_name: string | null;
  at: Generated<Date>;
  /** What was opened or downloaded: a document's name (0041); null for the share itself. */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  seq: ColumnType<string, never, never>;
}

export interface HolderSignaturesTable {
  user_id: string;
  full_name: string;
  adopted_at: Generated<Date>;
}

/** A document of a share, fixed at share time (0041; decision 066). */
export interface ShareDocumentsTable {
  id: Generated<string>;
  share_id: string;
  position: number;
  kind: 'task' | 'consent';
  /** The clinician's document behind a task's upload; null once the clinician deleted it. */
  document_id: string | null;
  /** The consent form whose signed PDF this is. */
  consent_form_id: string | null;
  name: string;
  /** What the document answers: the task's or the consent form's name. */
  label: string;
  content_type: string;
}
