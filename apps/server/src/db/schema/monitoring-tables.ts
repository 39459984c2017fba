/** Console monitoring (0036; decision 056): a group's exclusion decisions and the history of checks. */
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

export type ExclusionReviewDecision = 'confirmed' | 'cleared';

export interface ExclusionReviewsTable {
  id: Generated<string>;
  subscriber_group_id: string;
  match_id: string;
  /** The list row's hash the decision was taken on: a changed row reopens the candidate. */
  row_hash: string;
  decision: ExclusionReviewDecision;
  decided_by: string | null;
  decided_at: Timestamp;
  /** The reviewer's note (0038, decision 062): required to clear, optional to confirm. */
  note: string | null;
}

export interface VerificationChecksTable {
  id: Generated<number>;
  user_id: string;
  /** The verification source (nppes, licenses, exclusions…). */
  source: string;
  /** For a list source, the list (oig_leie, sam, ofac, odm_ny, odm_ca); null otherwise. */
  list: string | null;
  status: string;
  method: string | null;
  snapshot_sha256: string | null;
  snapshot_fetched_at: Timestamp | null;
  checked_at: Timestamp;
}
