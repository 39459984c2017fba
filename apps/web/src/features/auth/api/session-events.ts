import { selfAttestedApi, selfAttestedKey, sessionApi } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

/** POST /api/event: records the user login (000 §2 /callback). */
export async function recordLogin(client?: ApiClient): Promise<void> {
  await callEndpoint(sessionApi.event, { body: { event_type: 'login' } }, { client });
}

/** Post-login rule 3: enrolment not finished or forced, so it is set to in_progress and saved. */
export async function markEnrollmentInProgress(client?: ApiClient): Promise<void> {
  await callEndpoint(
    selfAttestedApi.save,
    { body: { data: { [selfAttestedKey('status', 'enrollment_status')]: 'in_progress' } } },
    { client },
  );
}
