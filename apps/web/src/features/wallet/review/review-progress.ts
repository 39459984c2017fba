import type { Credential } from '@credence/shared';

/** An offer still waiting for the clinician: offered, and not disputed (a dispute is an answer too). */
export const awaitsReview = (credential: Credential) =>
  credential.status === 'offered' && credential.dispute?.status !== 'open';

/**
 * How far the verified-source review is (001 §4: the bar is 100% when source review is complete): the share
 * of the items sources offered that the clinician has answered (accepted or disputed). Declined and failed
 * items are left out. With nothing offered at all there is nothing to review: 100%.
 */
export function reviewProgress(credentials: readonly Credential[]): {
  percent: number;
  remaining: number;
  total: number;
} {
  const items = credentials.filter((credential) => !['declined', 'failed'].includes(credential.status));
  const remaining = items.filter(awaitsReview).length;
  const total = items.length;
  const percent = total === 0 ? 100 : Math.round(((total - remaining) / total) * 100);
  return { percent, remaining, total };
}
