import { enrollmentStatusSchema } from '@credence/shared';
import type { EnrollmentStatus } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({
  data: z.object({
    first_name: z.string().nullish(),
    enrollment_status: enrollmentStatusSchema.optional(),
    force_enroll: z.boolean().nullish(),
  }),
});

export interface PersonalSummary {
  firstName: string | null;
  /** With forceEnroll, what the /enroll guard reads (000 §2): whether enrolment steps can be reopened. */
  enrollmentStatus?: EnrollmentStatus;
  forceEnroll: boolean;
}

/** From GET /api/personal_info: the first name for the welcome line and what the /enroll guard needs. */
export async function getPersonalSummary(client: ApiClient = api): Promise<PersonalSummary> {
  const { data } = responseSchema.parse(await client.get('/api/personal_info'));
  return {
    firstName: data.first_name?.trim() || null,
    enrollmentStatus: data.enrollment_status,
    forceEnroll: data.force_enroll ?? false,
  };
}

// Its own key: the auth feature caches the whole personal_info answer under ['personal-info'].
export const personalSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['personal-info', 'summary'], queryFn: () => getPersonalSummary() });

export const usePersonalSummary = () => useQuery(personalSummaryQueryOptions());
