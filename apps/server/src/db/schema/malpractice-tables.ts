/** Malpractice policies and no-coverage explanations (0026, modules/malpractice; decision 046). */
import type { Generated } from 'kysely';
import type { Json, JsonWithDefault, Timestamp } from './column-types';

export interface MalpracticeRecordsTable {
  id: Generated<string>;
  user_id: string;
  is_explanation: boolean;
  document_id: string | null;
  /** JSON list of work_history|history position ids. */
  work_history_ids: JsonWithDefault<string[]>;
  /** The checked form values, without document and work_history_id. */
  fields: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
