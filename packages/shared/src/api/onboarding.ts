import { z } from 'zod';
import { contract } from './contract';

// POST /api/onboarding (000 §7, onboarding group; decision 050): the clinician says they are done with
// onboarding. The call finishes enrolment as the wizard's last step does (status|enrollment_status →
// finished once every step of their wizard is complete, verifications queued, a forced re-enrolment ended),
// from a wizard not begun or in progress. Idempotent: an enrolment already finished is answered as it is,
// nothing written or queued again. Action post_self_attested; audited (ids only).

/** Nothing is sent: the call concerns the signed-in clinician. Unknown fields are refused. */
export const onboardingBodySchema = z.object({}, { error: 'request.invalid' }).strict().optional();

export const onboardingDataSchema = z.object({
  enrollment_status: z.literal('finished'),
  /** true when this call finished it; false when it was finished before. */
  finished_now: z.boolean(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

export const onboardingApi = {
  complete: contract({
    method: 'POST',
    path: '/api/onboarding',
    access: { action: 'post_self_attested' },
    tags: ['self-attested'],
    summary:
      "Completes the signed-in clinician's onboarding: finishes enrolment when every step of their wizard is complete and queues the verifications; idempotent; audited",
    description:
      '400 enroll.incomplete names each unfinished step in details (path: the step, message: enroll.step.<step>). ' +
      'An enrolment already finished is answered with finished_now false and nothing done.',
    body: onboardingBodySchema,
    response: onboardingDataSchema,
    errors: ['enroll.incomplete'],
  }),
};
