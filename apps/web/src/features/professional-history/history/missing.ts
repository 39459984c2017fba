import type { WordingKey, WorkHistoryData } from '@credence/shared';

/** What still keeps the history step from being complete, in the order the clinician would fix it. */
export function missingItems(
  data: Pick<WorkHistoryData, 'history' | 'incomplete_ids' | 'gaps'>,
): WordingKey[] {
  const missing: WordingKey[] = [];
  if (!data.history.some((entry) => entry.type !== 'gap'))
    missing.push('professional-history.missing.positions');
  if (data.incomplete_ids.length > 0) missing.push('professional-history.missing.details');
  if (data.gaps.length > 0) missing.push('professional-history.missing.gaps');
  return missing;
}
