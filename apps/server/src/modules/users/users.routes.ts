import { degreeTypeSchema, subscriptionStatusSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { postUser } from './users.service';

const bodySchema = z.object({
  npi: z.string().optional(),
  ncsbn: z.string().optional(),
  degree_type: z.string().optional(),
  provider_type: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  token: z.string().optional(),
  invite_id: z.string().optional(),
  subscribers: z.array(z.string()).optional(),
  app_req_id: z.string().optional(),
});

export const usersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/api/user',
    {
      // Two callers, one rule set: the service tells a subscriber's staff from a clinician by the actor.
      config: { access: 'authenticated' },
      schema: {
        tags: ['accounts'],
        summary:
          "Completes the signed-in clinician's account, or (staff with invite_clinicians) creates one for a clinician",
        // Shapes only: the shared userAccountSchema checks the values so each problem comes back at its field.
        body: bodySchema,
        response: {
          200: z.object({
            data: z.object({
              user_id: z.string(),
              claimed: z.boolean(),
              degree_type: degreeTypeSchema.nullable(),
              invite_id: z.string().nullable(),
              subscriptions: z.array(
                z.object({
                  id: z.string(),
                  status: subscriptionStatusSchema,
                  app_req_id: z.string().nullable(),
                  subscriber_group_id: z.string(),
                }),
              ),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await postUser(deps, {
        auth: request.auth!,
        input: request.body,
        origin: { ...auditOrigin(request), ip: request.ip },
      }),
    }),
  );
};
