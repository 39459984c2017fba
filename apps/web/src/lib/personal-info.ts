import { sessionApi, type PersonalInfoData } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { callEndpoint } from './api-endpoint';

export type PersonalInfo = PersonalInfoData;

/** GET /api/personal_info: enrolment status and the force_enroll flag (000 §4). */
export async function getPersonalInfo(client?: ApiClient): Promise<PersonalInfo> {
  return callEndpoint(sessionApi.personalInfo, {}, { client });
}

/**
 * The key of every query built on GET /api/personal_info (the dashboard's summary is one under it): the end
 * of enrolment invalidates it. Here in lib, not in a feature, because sign-in, enrolment and the dashboard
 * all read it (features do not import each other).
 */
export const PERSONAL_INFO_KEY = ['personal-info'] as const;

export const personalInfoQueryOptions = () =>
  queryOptions({ queryKey: PERSONAL_INFO_KEY, queryFn: () => getPersonalInfo() });

export function usePersonalInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...personalInfoQueryOptions(), enabled });
}
