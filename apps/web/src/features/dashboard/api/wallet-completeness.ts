import { walletApi } from '@credence/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/lib/api-endpoint';

/** GET /api/wallet_completeness: the percent and the sections behind it (rule in packages/shared). */
export const walletCompletenessQueryOptions = () => endpointQuery(walletApi.completeness, {});

export const useWalletCompleteness = () => useQuery(walletCompletenessQueryOptions());
