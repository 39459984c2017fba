import {
  workHistoryDataSchema,
  workHistoryDeleteQuerySchema,
  workHistoryEntrySchema,
  workHistoryQuerySchema,
  workHistoryWriteBodySchema,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { callerOf } from './caller';
import { createEntry, deleteEntry, listWorkHistory, updateEntry } from './entries.service';

const entryAnswer = z.object({ data: workHistoryEntrySchema });

/** The work-history list of /professional-history (packages/shared/src/api/work-history.ts). */
export const entriesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/work_history',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: 'The work history newest first, with its unexplained gaps and the entries that need details',
        querystring: workHistoryQuerySchema,
        response: { 200: z.object({ data: workHistoryDataSchema }) },
      },
    },
    async (request) => ({
      data: await listWorkHistory(deps, callerOf(request), request.query.app_req_id),
    }),
  );

  app.post(
    '/api/work_history',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary:
          'Adds a position or an explained gap (409 when its id exists; a confirmed one leaves the prefill)',
        body: workHistoryWriteBodySchema,
        response: { 201: entryAnswer },
      },
    },
    async (request, reply) => {
      const entry = await createEntry(deps, callerOf(request), request.body);
      return reply.status(201).send({ data: entry });
    },
  );

  app.put(
    '/api/work_history',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: 'Replaces the entry with the same id (404 when none has it)',
        body: workHistoryWriteBodySchema,
        response: { 200: entryAnswer },
      },
    },
    async (request) => ({ data: await updateEntry(deps, callerOf(request), request.body) }),
  );

  app.delete(
    '/api/work_history',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['work-history'],
        summary: 'Removes the entry with this id (404 when none has it)',
        querystring: workHistoryDeleteQuerySchema,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => ({ data: await deleteEntry(deps, callerOf(request), request.query.id) }),
  );
};
