import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { claimResetLink, useAccountClaim } from './claims.service';

// Generous bounds: a wrong value is a 404 from the service, not a 400 that tells which part was off.
const secretsSchema = z.object({ hash: z.string().max(200), nonce: z.string().max(200) });

export const claimsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const origin = (request: Parameters<typeof auditOrigin>[0]) => ({
    ...auditOrigin(request),
    ip: request.ip,
  });

  app.get(
    '/api/claim_account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          'Checks a claim link and answers a one-time set-password link (reset_uri); PUT uses the claim',
        querystring: secretsSchema,
        response: { 200: z.object({ data: z.object({ reset_uri: z.string() }) }) },
      },
    },
    async (request) => ({
      data: await claimResetLink(deps, { secrets: request.query, origin: origin(request) }),
    }),
  );

  app.put(
    '/api/claim_account',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Uses up a claim link (single use): verifies the e-mail and accepts the invitation',
        body: secretsSchema,
        response: { 200: z.object({ data: z.object({ claimed: z.literal(true) }) }) },
      },
    },
    async (request) => ({
      data: await useAccountClaim(deps, { secrets: request.body, origin: origin(request) }),
    }),
  );
};
