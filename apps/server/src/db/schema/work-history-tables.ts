/** Resume prefill for the work-history step (0011, modules/work-history and modules/resume-parser). */
import type { JsonWithDefault, Timestamp } from './column-types';

export interface WorkHistoryPrefillTable {
  user_id: string;
  source: 'resume';
  /** Positions in the work-history position field names, each with an id; confirmed ones are removed. */
  positions: JsonWithDefault<Record<string, unknown>[]>;
  created_at: Timestamp;
  dismissed_at: Timestamp | null;
}
