import { walletCompletenessSchema } from '../domain/wallet-completeness';
import { contract } from './contract';

// The contract of the wallet's completeness (apps/server/src/modules/wallet; the rule: domain/wallet-completeness.ts).

/** The endpoints of the wallet (decision 030: one contract per endpoint). */
export const walletApi = {
  completeness: contract({
    method: 'GET',
    path: '/api/wallet_completeness',
    access: { action: 'get_self_attested' },
    tags: ['wallet'],
    summary: 'How complete the self-attested profile is: a percent and each counted section',
    response: walletCompletenessSchema,
    errors: [],
  }),
};
