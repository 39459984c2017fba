import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { getSelfAttested, getUnmaskedSelfAttested, postSelfAttested } from './self-attested.service';

const valuesSchema = z.object({ data: z.record(z.string(), z.unknown()) });

/** `?keys=basic_info|first_name,address|zip`: only those keys. */
const keysQuery = z.object({
  keys: z
    .string()
    .max(4000)
    .transform((text) => [...new Set(text.split(',').map((key) => key.trim()))].filter(Boolean))
    .optional(),
});

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
        summary:
          "The signed-in clinician's self-attested profile by key section|field (optionally only ?keys=a,b); the SSN, date of birth and DEA and CDS numbers are masked",
        querystring: keysQuery,
        response: { 200: valuesSchema },
      },
    },
    async (request) => ({ data: await getSelfAttested(deps, who(request), request.query.keys) }),
  );

  app.get(
    '/api/self_attested/unmasked',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['self-attested'],
        summary:
          "The signed-in clinician's own date of birth and licenses list (DEA and CDS numbers) in clear, for the enrolment steps that edit them; ?keys= names them; audited",
        querystring: z.object({ keys: keysQuery.shape.keys.unwrap() }),
        response: { 200: valuesSchema },
      },
    },
    async (request) => ({
      data: await getUnmaskedSelfAttested(deps, who(request), request.query.keys),
    }),
  );

  app.post(
    '/api/self_attested',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['self-attested'],
        summary:
          'Saves self-attested values by key section|field, all or none, with history; answers the saved values (sensitive ones masked)',
        body: z.object({ data: z.record(z.string(), z.unknown()) }),
        response: { 200: valuesSchema },
      },
    },
    async (request) => ({ data: await postSelfAttested(deps, who(request), request.body.data) }),
  );
};
