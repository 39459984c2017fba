import {
  applicationRequirementDataSchema,
  applicationRequirementParamsSchema,
  calculateGapsBodySchema,
  calculateGapsDataSchema,
  progressStepsDataSchema,
  progressStepsQuerySchema,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { callerOf } from './caller';
import { calculateGaps, progressSteps, requirementOfCaller } from './requirement.service';

/** What a requirement asks of /professional-history and how far the clinician is with it. */
export const requirementRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/application_requirement/:id',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: "An application requirement one of the clinician's subscriptions names (else 404)",
        params: applicationRequirementParamsSchema,
        response: { 200: z.object({ data: applicationRequirementDataSchema }) },
      },
    },
    async (request) => ({
      data: await requirementOfCaller(deps.db, request.auth!.userId, request.params.id),
    }),
  );

  app.post(
    '/api/calculate_gaps',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: "The unexplained gaps of a work-history list under the requirement's look-back",
        body: calculateGapsBodySchema,
        response: { 200: z.object({ data: calculateGapsDataSchema }) },
      },
    },
    async (request) => ({ data: await calculateGaps(deps, request.auth!.userId, request.body) }),
  );

  app.get(
    '/api/progress_steps',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: 'Which professional-history steps are complete for this requirement',
        querystring: progressStepsQuerySchema,
        response: { 200: z.object({ data: progressStepsDataSchema }) },
      },
    },
    async (request) => ({
      data: await progressSteps(deps, callerOf(request), request.query.app_req_id),
    }),
  );
};
