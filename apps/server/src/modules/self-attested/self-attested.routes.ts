import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { getSelfAttested, postSelfAttested } from './self-attested.service';

const valuesSchema = z.object({ data: z.record(z.string(), z.unknown()) });

export const selfAttestedRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const who = (request: Parameters<typeof auditOrigin>[0]) => ({
    userId: request.auth!.userId,
    actorId: request.auth!.actorId,
    origin: auditOrigin(request),
  });

  app.get(
    '/api/self_attested',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['self-attested'],
        summary: 'The self-attested profile, by key section|field',
        response: { 200: valuesSchema },
      },
    },
    async (request) => ({ data: await getSelfAttested(deps, who(request)) }),
  );

  app.post(
    '/api/self_attested',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['self-attested'],
        summary: 'Saves self-attested values by key section|field (with history)',
        body: z.object({ data: z.record(z.string(), z.unknown()) }),
        response: { 200: valuesSchema },
      },
    },
    async (request) => ({ data: await postSelfAttested(deps, who(request), request.body.data) }),
  );
};
