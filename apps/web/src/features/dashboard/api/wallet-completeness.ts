import { walletApi, type WalletCompleteness } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint, endpointQuery } from '#web/lib/api-endpoint';

/** GET /api/wallet_completeness: the percent and the sections behind it (rule in packages/shared). */
export async function getWalletCompleteness(client?: ApiClient): Promise<WalletCompleteness> {
  return callEndpoint(walletApi.completeness, {}, { client });
}

export const walletCompletenessQueryOptions = () => endpointQuery(walletApi.completeness, {});

export const useWalletCompleteness = () => useQuery(walletCompletenessQueryOptions());
