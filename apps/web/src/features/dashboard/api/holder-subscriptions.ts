import { subscriptionsApi, type HolderSubscription } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/lib/api-endpoint';

export type { HolderSubscription };

/** GET /api/holder_subscriptions?all=true: pending organizations too, so the clinician sees both. */
export const holderSubscriptionsQueryOptions = () =>
  endpointQuery(subscriptionsApi.list, { query: { all: 'true' } });

export const useHolderSubscriptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...holderSubscriptionsQueryOptions(), enabled });
