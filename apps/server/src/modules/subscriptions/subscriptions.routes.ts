import { subscriptionStatusSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { inviteDocument, joinAsHolder, listHolderSubscriptions } from './subscriptions.service';

const organizationSchema = z.object({ name: z.string(), logo: z.string().nullable() });
const subscriptionSchema = z.object({
  id: z.string(),
  app_req_id: z.string().nullable(),
  status: subscriptionStatusSchema,
  subscriber_group: z.string(),
  subscriber_group_id: z.string(),
  subscriber_settings: z.object({ logo_cobranded: z.boolean() }),
  organization: organizationSchema,
  their_did: z.string().nullable(),
  facilities: z.array(z.string()),
});

export const subscriptionsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  // 000 §7 "a static invite document by invite id (path shape /{id}.json)": public, outside /api.
  app.get(
    '/:id.json',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The public document of an open invitation (404 once withdrawn, accepted or expired)',
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: z.object({
            id: z.string(),
            organization: organizationSchema,
            first_name: z.string().nullable(),
            app_req_id: z.string().nullable(),
            status: z.literal('open'),
          }),
        },
      },
    },
    async (request, reply) => {
      const document = await inviteDocument(deps, { id: request.params.id, origin: auditOrigin(request) });
      reply.header('cache-control', 'no-store');
      return document;
    },
  );

  app.get(
    '/api/holder_subscriptions',
    {
      config: { access: { action: 'get_subscriptions' } },
      schema: {
        tags: ['subscriptions'],
        summary: "The clinician's organizations: active ones, or every one with all=true",
        querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ data: z.array(subscriptionSchema) }) },
      },
    },
    async (request) => ({
      data: await listHolderSubscriptions(deps, {
        userId: request.auth!.userId,
        all: request.query.all === 'true',
        origin: auditOrigin(request),
      }),
    }),
  );

  app.post(
    '/api/holder_subscriptions',
    {
      config: { access: { action: 'accept_invites' } },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Joins an organization by invitation or requirement: active for the invited verified address, else pending',
        body: z
          .object({ invite_id: z.uuid().optional(), app_req_id: z.uuid().optional() })
          .refine((body) => body.invite_id || body.app_req_id, {
            message: 'validation.required',
            path: ['invite_id'],
          }),
        response: { 200: z.object({ data: subscriptionSchema }) },
      },
    },
    async (request) => ({
      data: await joinAsHolder(deps, {
        userId: request.auth!.userId,
        inviteId: request.body.invite_id,
        appReqId: request.body.app_req_id,
        origin: auditOrigin(request),
      }),
    }),
  );
};
