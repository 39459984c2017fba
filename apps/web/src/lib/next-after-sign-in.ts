import { consentApi, postLoginDestination, selfAttestedApi, selfAttestedKey } from '@credence/shared';
import type { ApiClient } from './api-client';
import { callEndpoint } from './api-endpoint';
import { getPersonalInfo } from './personal-info';

/**
 * Where the post-login order of 000 §2 (rules 2, 3 and 5) sends a signed-in clinician from a page that sign-in
 * stopped at: /accept-invite (rule 1) and /intro (rule 2). Rule 3 sets enrollment_status to in_progress and
 * saves it before going to /enroll, as sign-in itself does, so that the /enroll guard lets a clinician whose
 * identity check has started in (decision 059). `consent: false` skips rule 2 (on /intro itself).
 */
export async function nextAfterSignIn(
  { consent = true }: { consent?: boolean } = {},
  client?: ApiClient,
): Promise<string> {
  const [info, forms] = await Promise.all([
    getPersonalInfo(client).catch(() => null),
    consent ? callEndpoint(consentApi.list, {}, { client }).catch(() => []) : Promise.resolve([]),
  ]);
  const destination = postLoginDestination({
    requiredConsentOutstanding: forms.some((form) => form.required && !form.signed),
    enrollmentStatus: info?.enrollment_status,
    forceEnroll: info?.force_enroll ?? false,
  });
  if (destination.setEnrollmentInProgress) {
    await callEndpoint(
      selfAttestedApi.save,
      { body: { data: { [selfAttestedKey('status', 'enrollment_status')]: 'in_progress' } } },
      { client },
    );
  }
  return destination.path;
}
