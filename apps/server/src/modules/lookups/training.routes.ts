import { makeTrainingInputSchema, trainingPositionSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import { addTrainingPosition } from './training.service';

export const trainingRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/api/training',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'Adds a training position (from the program list or typed in) to the work history',
        // The server's clock decides the date limits, so tests that move time see the same rules.
        body: makeTrainingInputSchema({ now: () => deps.clock() }),
        response: { 200: z.object({ data: trainingPositionSchema }) },
      },
    },
    async (request) => ({
      data: await addTrainingPosition(
        deps,
        { userId: request.auth!.userId, actorId: request.auth!.actorId, origin: auditOrigin(request) },
        request.body,
      ),
    }),
  );
};
