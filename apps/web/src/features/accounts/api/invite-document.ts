import { inviteDocumentSchema, type InviteDocument } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import type { ApiClient } from '#web/lib/api-client';

export type { InviteDocument };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isInviteId = (value: string | null): value is string => value !== null && UUID.test(value);

/** GET /{id}.json (000 §7, outside /api so not a contract): the public document of an open invitation. */
export async function getInviteDocument(id: string, client: ApiClient = api): Promise<InviteDocument> {
  return inviteDocumentSchema.parse(await client.get(`/${encodeURIComponent(id)}.json`, { auth: false }));
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
