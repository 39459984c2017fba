import { workHistoryPrefillDataSchema } from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { callerOf } from './caller';
import { dismissPrefillOfCaller, prefillOfCaller } from './prefill.service';

/** The positions read from the clinician's resume, waiting to be confirmed or dismissed. */
export const prefillRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/work_history/prefill',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: 'Positions from the latest resume not yet confirmed or dismissed (null when none)',
        response: { 200: z.object({ data: workHistoryPrefillDataSchema }) },
      },
    },
    async (request) => ({ data: await prefillOfCaller(deps, callerOf(request)) }),
  );

  app.delete(
    '/api/work_history/prefill',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: 'Dismisses what is left of the resume prefill',
        response: { 200: z.object({ data: z.object({ dismissed: z.literal(true) }) }) },
      },
    },
    async (request) => ({ data: await dismissPrefillOfCaller(deps, callerOf(request)) }),
  );
};
