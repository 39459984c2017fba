import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({ data: z.object({ first_name: z.string().nullish() }) });

/** The first name from GET /api/personal_info, for the welcome line. */
export async function getWelcomeName(client: ApiClient = api): Promise<string | null> {
  return responseSchema.parse(await client.get('/api/personal_info')).data.first_name?.trim() || null;
}

// Its own key: the auth feature caches the whole personal_info answer under ['personal-info'].
export const welcomeNameQueryOptions = () =>
  queryOptions({ queryKey: ['personal-info', 'first-name'], queryFn: () => getWelcomeName() });

export const useWelcomeName = () => useQuery(welcomeNameQueryOptions());
