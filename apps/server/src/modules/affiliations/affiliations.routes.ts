import {
  affiliationAnswerBodySchema,
  affiliationDeleteQuerySchema,
  affiliationEntrySchema,
  affiliationsDataSchema,
  affiliationsQuerySchema,
  affiliationWriteBodySchema,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { callerOf } from '../work-history/caller';
import {
  answerAffiliations,
  createAffiliation,
  deleteAffiliation,
  listAffiliations,
  updateAffiliation,
} from './affiliations.service';

const affiliationAnswer = z.object({ data: affiliationEntrySchema });

/**
 * The hospital affiliations of /professional-history (000 §3, §5; decision 020). The request and answer
 * shapes are the contract in packages/shared/src/api/affiliations.ts; the list and the has-affiliations
 * answer are the self-attested keys hospital_affiliations|list and hospital_affiliations|answer.
 */
export const affiliationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/affiliations',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['affiliations'],
        summary: 'The hospital affiliations newest first, the answer, and those that need details',
        querystring: affiliationsQuerySchema,
        response: { 200: z.object({ data: affiliationsDataSchema }) },
      },
    },
    async (request) => ({
      data: await listAffiliations(deps, callerOf(request), request.query.app_req_id),
    }),
  );

  app.post(
    '/api/affiliations',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['affiliations'],
        summary: "Adds an affiliation and answers 'yes' (409 when its id exists)",
        body: affiliationWriteBodySchema,
        response: { 201: affiliationAnswer },
      },
    },
    async (request, reply) => {
      const affiliation = await createAffiliation(deps, callerOf(request), request.body);
      return reply.status(201).send({ data: affiliation });
    },
  );

  app.put(
    '/api/affiliations',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['affiliations'],
        summary: 'Replaces the affiliation with the same id (404 when none has it)',
        body: affiliationWriteBodySchema,
        response: { 200: affiliationAnswer },
      },
    },
    async (request) => ({ data: await updateAffiliation(deps, callerOf(request), request.body) }),
  );

  app.delete(
    '/api/affiliations',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['affiliations'],
        summary: 'Removes the affiliation with this id (404 when none has it)',
        querystring: affiliationDeleteQuerySchema,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => ({ data: await deleteAffiliation(deps, callerOf(request), request.query.id) }),
  );

  app.put(
    '/api/affiliations/answer',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['affiliations'],
        summary: "Whether the clinician has affiliations to list ('no' only once none is listed)",
        body: affiliationAnswerBodySchema,
        response: { 200: z.object({ data: affiliationAnswerBodySchema }) },
      },
    },
    async (request) => ({
      data: await answerAffiliations(deps, callerOf(request), request.body.answer),
    }),
  );
};
