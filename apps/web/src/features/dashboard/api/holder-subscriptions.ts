import { subscriptionStatusSchema } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

export const holderSubscriptionSchema = z.object({
  id: z.string(),
  app_req_id: z.string().nullish(),
  status: subscriptionStatusSchema,
  subscriber_group: z.string().nullish(),
  subscriber_group_id: z.string(),
  subscriber_settings: z.object({ logo_cobranded: z.boolean().nullish() }).nullish(),
  organization: z.object({ name: z.string(), logo: z.string().nullish() }),
  their_did: z.string().nullish(),
  facilities: z.array(z.unknown()).nullish(),
});
export type HolderSubscription = z.infer<typeof holderSubscriptionSchema>;

const responseSchema = z.object({ data: z.array(holderSubscriptionSchema) });

/** GET /api/holder_subscriptions?all=true: pending organizations too, so the clinician sees both. */
export async function getHolderSubscriptions(client: ApiClient = api): Promise<HolderSubscription[]> {
  return responseSchema.parse(await client.get('/api/holder_subscriptions', { query: { all: 'true' } })).data;
}

export const holderSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: ['holder-subscriptions', 'all'], queryFn: () => getHolderSubscriptions() });

export const useHolderSubscriptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...holderSubscriptionsQueryOptions(), enabled });
