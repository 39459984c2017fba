import { walletCompletenessSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { getWalletCompleteness } from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/wallet_completeness',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['wallet'],
        summary: 'How complete the self-attested profile is: a percent and each counted section',
        response: { 200: z.object({ data: walletCompletenessSchema }) },
      },
    },
    async (request) => ({
      data: await getWalletCompleteness(deps, { userId: request.auth!.userId, origin: auditOrigin(request) }),
    }),
  );
};
