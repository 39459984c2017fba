import { subscriptionStatusSchema } from '@credence/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const subscriptionSchema = z.object({
  id: z.string(),
  status: subscriptionStatusSchema,
  organization: z.object({ name: z.string(), logo: z.string().nullable() }),
});
export type HolderSubscription = z.infer<typeof subscriptionSchema>;

/** POST /api/holder_subscriptions: joins the organization of an invitation (active or pending). */
export async function acceptInvitation(
  inviteId: string,
  client: ApiClient = api,
): Promise<HolderSubscription> {
  const body = await client.post('/api/holder_subscriptions', { invite_id: inviteId });
  return z.object({ data: subscriptionSchema }).parse(body).data;
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: (inviteId: string) => acceptInvitation(inviteId) });
}
