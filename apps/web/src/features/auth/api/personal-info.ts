import { sessionApi, type PersonalInfoData } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/api-endpoint';

export type PersonalInfo = PersonalInfoData;

/** GET /api/personal_info: enrolment status and the force_enroll flag (000 §4). */
export async function getPersonalInfo(client?: ApiClient): Promise<PersonalInfo> {
  return callEndpoint(sessionApi.personalInfo, {}, { client });
}

// Kept as ['personal-info'] rather than endpointKey: the review step invalidates this key when enrolment ends.
export const personalInfoQueryOptions = () =>
  queryOptions({ queryKey: ['personal-info'], queryFn: () => getPersonalInfo() });

export function usePersonalInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...personalInfoQueryOptions(), enabled });
}
