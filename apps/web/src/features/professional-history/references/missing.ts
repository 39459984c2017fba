import type { ReferencesData, WordingKey } from '@credence/shared';

/** How many references pass every rule under this requirement. */
export const completeCount = (data: Pick<ReferencesData, 'references' | 'incomplete_ids'>): number =>
  data.references.filter((entry) => !data.incomplete_ids.includes(entry.id)).length;

/** What still keeps the references step from being complete, in the order the clinician would fix it. */
export function missingReferenceItems(
  data: Pick<ReferencesData, 'references' | 'incomplete_ids' | 'config'>,
): WordingKey[] {
  const missing: WordingKey[] = [];
  if (data.incomplete_ids.length > 0) missing.push('professional-history.missing.details');
  if (completeCount(data) < data.config.required_count) missing.push('references.missing.count');
  return missing;
}
