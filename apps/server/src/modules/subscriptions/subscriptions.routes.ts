import { inviteDocumentSchema, subscriptionsApi } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { route } from '../../lib/contract-route';
import { auditOrigin } from '../audit/audit.service';
import { inviteDocument, joinAsHolder, listHolderSubscriptions } from './subscriptions.service';

export const subscriptionsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  // 000 §7 "a static invite document by invite id (path shape /{id}.json)": public, outside /api.
  app.get(
    '/:id.json',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The public document of an open invitation (404 once withdrawn, accepted or expired)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: inviteDocumentSchema },
      },
    },
    async (request, reply) => {
      const document = await inviteDocument(deps, { id: request.params.id, origin: auditOrigin(request) });
      reply.header('cache-control', 'no-store');
      return document;
    },
  );

  route(app, subscriptionsApi.list, ({ caller, query }) =>
    listHolderSubscriptions(deps, caller, query.all === 'true'),
  );
  route(app, subscriptionsApi.join, ({ caller, body }) =>
    joinAsHolder(deps, caller, { inviteId: body.invite_id, appReqId: body.app_req_id }),
  );
};
