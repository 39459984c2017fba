import { consentApi, onboardingApi, postLoginDestination } from '@credence/shared';
import { api } from '#web/lib/api-client';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

/**
 * POST /api/onboarding (decision 050): finishes enrolment and queues the verifications; 400 enroll.incomplete
 * (details: the unfinished steps) when a step is not complete.
 */
export async function finishEnrollment(client: ApiClient = api): Promise<void> {
  await callEndpoint(onboardingApi.complete, { body: {} }, { client });
}

/** GET /api/consent_form: whether a required consent form is still unsigned (post-login rule 2). */
export async function hasRequiredConsentOutstanding(client: ApiClient = api): Promise<boolean> {
  const forms = await callEndpoint(consentApi.list, {}, { client });
  return forms.some((form) => form.required && !form.signed);
}

/** Where a clinician who just finished goes: the post-login order of 000 §2 with enrolment finished. */
export async function afterEnrollmentDestination(
  savedRedirect: string | null,
  client: ApiClient = api,
): Promise<string> {
  const requiredConsentOutstanding = await hasRequiredConsentOutstanding(client).catch(() => false);
  return postLoginDestination({
    requiredConsentOutstanding,
    enrollmentStatus: 'finished',
    forceEnroll: false,
    savedRedirect,
  }).path;
}
