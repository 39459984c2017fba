import { enrollmentStatusSchema } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

export const personalInfoSchema = z.object({
  data: z.object({
    enrollment_status: enrollmentStatusSchema.optional(),
    force_enroll: z.boolean().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    email: z.string().nullish(),
    email_confirmed: z.boolean().nullish(),
  }),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>['data'];

/** GET /api/personal_info: enrolment status and the force_enroll flag (000 §4). */
export async function getPersonalInfo(client: ApiClient = api): Promise<PersonalInfo> {
  return personalInfoSchema.parse(await client.get('/api/personal_info')).data;
}

export const personalInfoQueryOptions = () =>
  queryOptions({ queryKey: ['personal-info'], queryFn: () => getPersonalInfo() });

export function usePersonalInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...personalInfoQueryOptions(), enabled });
}
