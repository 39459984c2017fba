import { DISPUTE_REASON_MAX } from '@credence/shared';

/**
 * The dispute reason a correction sends: each changed field with the source's value and the clinician's
 * (the credentials contract has no call that edits a credential; a correction is a dispute, which a
 * re-check of the source answers). Null when nothing was changed.
 */
export function correctionReason(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  labelOf: (key: string) => string,
  intro: string,
): string | null {
  const text = (value: unknown) =>
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  const changes = Object.keys(after)
    .filter((key) => text(before[key]) !== text(after[key]))
    .map((key) => `${labelOf(key)}: "${text(before[key])}" → "${text(after[key])}"`);
  if (changes.length === 0) return null;
  return `${intro}\n${changes.join('\n')}`.slice(0, DISPUTE_REASON_MAX);
}
