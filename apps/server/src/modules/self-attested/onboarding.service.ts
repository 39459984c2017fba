import type { OnboardingData } from '@credence/shared';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { readValues } from './self-attested.repository';
import { ENROLLMENT_STATUS_KEY, postSelfAttested, type SelfAttestedDeps } from './self-attested.service';

/**
 * POST /api/onboarding (decision 050): finishes the clinician's enrolment through the same write as the
 * wizard's last step, so the same checks hold (every step complete, else 400 enroll.incomplete naming
 * them) and the same things follow (verifications queued, a forced re-enrolment ended). Already finished:
 * answered as it is, nothing written or queued again.
 */
export async function completeOnboarding(deps: SelfAttestedDeps, caller: Caller): Promise<OnboardingData> {
  const [row] = await readValues(deps.db, caller.userId, [ENROLLMENT_STATUS_KEY]);
  const finishedBefore = row?.value === 'finished';
  if (!finishedBefore)
    await postSelfAttested(deps, caller, { [ENROLLMENT_STATUS_KEY]: 'finished' }, { finishFromStart: true });
  await audit(deps.db, caller.origin, {
    action: 'onboarding.complete',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
    details: { finished_now: !finishedBefore },
  });
  return { enrollment_status: 'finished', finished_now: !finishedBefore };
}
