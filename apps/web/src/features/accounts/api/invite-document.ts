import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const inviteSchema = z.object({
  id: z.string(),
  organization: z.object({ name: z.string(), logo: z.string().nullable() }),
  first_name: z.string().nullable(),
  app_req_id: z.string().nullable(),
  status: z.string(),
});
export type InviteDocument = z.infer<typeof inviteSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isInviteId = (value: string | null): value is string => value !== null && UUID.test(value);

/** GET /{id}.json (000 §7): the public document of an open invitation. */
export async function getInviteDocument(id: string, client: ApiClient = api): Promise<InviteDocument> {
  return inviteSchema.parse(await client.get(`/${encodeURIComponent(id)}.json`, { auth: false }));
}

export function useInviteDocument(id: string | null) {
  return useQuery({
    queryKey: ['invite-document', id],
    queryFn: () => getInviteDocument(id!),
    enabled: isInviteId(id),
    // An unknown or withdrawn invitation will not appear by asking again.
    retry: false,
    // Accepting closes the invitation, so a refetch would turn the page into "not found".
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
