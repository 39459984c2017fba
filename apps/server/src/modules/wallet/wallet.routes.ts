import { walletApi } from '@credence/shared';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/contract-route';
import type { ModuleDeps } from '../../module-deps';
import { getWalletCompleteness } from './wallet.service';

/** GET /api/wallet_completeness, registered from its contract in packages/shared/src/api/wallet.ts. */
export const walletRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  route(app, walletApi.completeness, ({ caller }) => getWalletCompleteness(deps, caller));
};
