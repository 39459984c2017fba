import type { AffiliationsData, WordingKey } from '@credence/shared';

/** What still keeps the affiliations step from being complete, in the order the clinician would fix it. */
export function missingAffiliationItems(
  data: Pick<AffiliationsData, 'answer' | 'affiliations' | 'incomplete_ids'>,
): WordingKey[] {
  if (data.answer === null) return ['affiliations.missing.answer'];
  if (data.answer === 'no') return [];
  const missing: WordingKey[] = [];
  if (data.affiliations.length === 0) missing.push('affiliations.missing.affiliations');
  if (data.incomplete_ids.length > 0) missing.push('professional-history.missing.details');
  return missing;
}
