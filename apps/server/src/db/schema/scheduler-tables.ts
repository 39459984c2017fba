/** The fleet's scheduled passes (0040): when each last started, so one instance runs it per interval. */
import type { Timestamp } from './column-types';

export interface ScheduledPassesTable {
  /** The pass: 'monitoring'. */
  name: string;
  last_started_at: Timestamp;
}
