import { jobSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { getJob } from './jobs.service';

export const jobsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/job/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['jobs'],
        summary: 'A background job of the signed-in person: status, progress, result or error code',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ data: jobSchema }) },
      },
    },
    async (request) => ({
      data: await getJob(deps, { userId: request.auth!.userId, jobId: request.params.id }),
    }),
  );
};
