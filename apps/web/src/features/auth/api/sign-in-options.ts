import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const signInOptionsSchema = z.object({
  data: z.object({
    network: z.object({ name: z.string().min(1), connection: z.string().min(1) }).nullable(),
  }),
});
export type SignInOptionsAnswer = z.infer<typeof signInOptionsSchema>['data'];

/** GET /api/sign_in_options (public): the professional-network provider, when the server has one. */
export async function getSignInOptions(client: ApiClient = api): Promise<SignInOptionsAnswer> {
  return signInOptionsSchema.parse(await client.get('/api/sign_in_options', { auth: false })).data;
}

export function useSignInOptions() {
  return useQuery({
    queryKey: ['sign-in-options'],
    queryFn: () => getSignInOptions(),
    // Configuration does not change while the page is open; without it the hosted sign-in still works.
    staleTime: Infinity,
    retry: false,
  });
}
