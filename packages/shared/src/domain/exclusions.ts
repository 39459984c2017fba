/**
 * The exclusion-check result rule of 001 §2 (odm, sam, ofac, oig_hhs): an empty list means not excluded;
 * the value 'excluded', or any value other than 'False', means excluded. A missing or blank value carries no
 * finding, so it is read as not excluded.
 */
export function isExcluded(exclusions: readonly unknown[] | string | null | undefined): boolean {
  if (exclusions == null) return false;
  if (typeof exclusions === 'string') return exclusions.trim() !== '' && exclusions !== 'False';
  return exclusions.length > 0;
}

/** SAM shows the result as a status word. */
export const SAM_EXCLUSION_STATUSES = ['excluded', 'allowed'] as const;
export type SamExclusionStatus = (typeof SAM_EXCLUSION_STATUSES)[number];

export function samExclusionStatus(
  exclusions: readonly unknown[] | string | null | undefined,
): SamExclusionStatus {
  return isExcluded(exclusions) ? 'excluded' : 'allowed';
}
