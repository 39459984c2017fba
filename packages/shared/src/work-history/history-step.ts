import type { Now } from '../fields/date-rules';
import { makeWorkHistoryPositionSchema } from '../schemas/work-history';
import { makeWorkGapSchema } from '../schemas/work-gap';
import { positionOptionsOf, type WorkHistoryConfig } from './config';
import { findWorkHistoryGaps, type WorkGapSpan } from './gaps';

/** An entry of work_history|history as stored: a position (job, training, military) or an explained gap. */
export interface StoredWorkHistoryEntry {
  readonly id: string;
  readonly type: string;
  readonly start_date?: string | null;
  readonly end_date?: string | null;
  readonly isCurrent?: boolean | null;
  readonly [field: string]: unknown;
}

export interface HistoryStepStatus {
  /** Every position passes its rules, every gap entry is explained, and no unexplained gap is left. */
  readonly complete: boolean;
  /** Ids of the entries that still fail a rule under this requirement (e.g. a training post from enrolment
   * with no street address yet), so the page can mark them "Needs details". */
  readonly incompleteIds: readonly string[];
  /** Unexplained gaps longer than the allowed length. */
  readonly gaps: readonly WorkGapSpan[];
  /** At least one job, training or military position. */
  readonly hasPositions: boolean;
}

export const isGapEntry = (entry: { type?: unknown }): boolean => entry.type === 'gap';

/** Whether one stored entry passes its rules under the requirement's config. */
export function isEntryComplete(
  entry: StoredWorkHistoryEntry,
  config: WorkHistoryConfig,
  now?: Now,
): boolean {
  if (isGapEntry(entry)) return makeWorkGapSchema({ now }).safeParse(entry).success;
  return makeWorkHistoryPositionSchema(positionOptionsOf(config, now)).safeParse(entry).success;
}

/** The history step of /professional-history (000 §4): complete or not, and why. The server's
 * GET /api/progress_steps and the web's step page both use this. */
export function historyStepStatus(
  entries: readonly StoredWorkHistoryEntry[],
  config: WorkHistoryConfig,
  now?: Now,
): HistoryStepStatus {
  const incompleteIds = entries.filter((entry) => !isEntryComplete(entry, config, now)).map((e) => e.id);
  const gaps = findWorkHistoryGaps(entries, {
    lookBackYears: config.lookBackYears,
    allowedGapDays: config.allowedGapDays,
    now,
  });
  const hasPositions = entries.some((entry) => !isGapEntry(entry));
  return {
    complete: hasPositions && incompleteIds.length === 0 && gaps.length === 0,
    incompleteIds,
    gaps,
    hasPositions,
  };
}
