import { subscriptionsApi, type HolderSubscription } from '@credence/shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

export type { HolderSubscription };

/** POST /api/holder_subscriptions: joins the organization of an invitation (active or pending). */
export async function acceptInvitation(inviteId: string, client?: ApiClient): Promise<HolderSubscription> {
  return callEndpoint(subscriptionsApi.join, { body: { invite_id: inviteId } }, { client });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: (inviteId: string) => acceptInvitation(inviteId) });
}
