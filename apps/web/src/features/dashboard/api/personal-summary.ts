import { sessionApi, type EnrollmentStatus, type PersonalInfoData } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';
import { PERSONAL_INFO_KEY } from '#web/lib/personal-info';

export interface PersonalSummary {
  firstName: string | null;
  /** With forceEnroll, what the /enroll guard reads (000 §2): whether enrolment steps can be reopened. */
  enrollmentStatus?: EnrollmentStatus;
  forceEnroll: boolean;
}

const summaryOf = (data: PersonalInfoData): PersonalSummary => ({
  firstName: data.first_name?.trim() || null,
  enrollmentStatus: data.enrollment_status,
  forceEnroll: data.force_enroll,
});

/** From GET /api/personal_info: the first name for the welcome line and what the /enroll guard needs. */
export async function getPersonalSummary(client?: ApiClient): Promise<PersonalSummary> {
  return summaryOf(await callEndpoint(sessionApi.personalInfo, {}, { client }));
}

// Its own key under ['personal-info'], which the review step invalidates when enrolment ends.
export const personalSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...PERSONAL_INFO_KEY, 'summary'], queryFn: () => getPersonalSummary() });

export const usePersonalSummary = () => useQuery(personalSummaryQueryOptions());
