import { walletCompletenessSchema } from '@credence/shared';
import type { WalletCompleteness } from '@credence/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({ data: walletCompletenessSchema });

/** GET /api/wallet_completeness: the percent and the sections behind it (rule in packages/shared). */
export async function getWalletCompleteness(client: ApiClient = api): Promise<WalletCompleteness> {
  return responseSchema.parse(await client.get('/api/wallet_completeness')).data;
}

export const walletCompletenessQueryOptions = () =>
  queryOptions({ queryKey: ['wallet-completeness'], queryFn: () => getWalletCompleteness() });

export const useWalletCompleteness = () => useQuery(walletCompletenessQueryOptions());
