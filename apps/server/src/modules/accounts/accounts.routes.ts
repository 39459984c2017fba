import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { requestPasswordReset } from './password-reset.service';

export const accountsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/api/password_reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'E-mails a new password reset link; answers the same whether the account exists or not',
        body: z.object({ email: z.string().trim().min(1).max(320) }),
        response: { 202: z.object({ data: z.object({ sent: z.literal(true) }) }) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, {
        email: request.body.email,
        origin: { ...auditOrigin(request), ip: request.ip },
      });
      return reply.status(202).send({ data: { sent: true as const } });
    },
  );
};
