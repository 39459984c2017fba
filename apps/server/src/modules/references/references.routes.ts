import {
  peerReferenceEntrySchema,
  referenceDeleteQuerySchema,
  referenceLastUpdatedDataSchema,
  referencesDataSchema,
  referencesQuerySchema,
  referencesWriteBodySchema,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { callerOf } from '../work-history/caller';
import {
  readReferences,
  referencesLastUpdated,
  removeReference,
  writeReferences,
} from './references.service';

/**
 * The peer references of /professional-history (000 §4, §7 'References'; 001 §5; decision 021). The request
 * and answer shapes are the contract in packages/shared/src/api/references.ts; storage is peer_references.
 */
export const referencesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/reference',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['references'],
        summary: 'The peer references oldest first, those failing a rule, and whether the step is complete',
        querystring: referencesQuerySchema,
        response: { 200: z.object({ data: referencesDataSchema }) },
      },
    },
    async (request) => ({ data: await readReferences(deps, callerOf(request), request.query.app_req_id) }),
  );

  app.post(
    '/api/reference',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['references'],
        summary: 'Adds new references and replaces stored ones by id; answers the whole list',
        body: referencesWriteBodySchema,
        response: { 200: z.object({ data: z.object({ references: z.array(peerReferenceEntrySchema) }) }) },
      },
    },
    async (request) => ({ data: await writeReferences(deps, callerOf(request), request.body) }),
  );

  app.delete(
    '/api/reference',
    {
      config: { access: { action: 'post_self_attested' } },
      schema: {
        tags: ['references'],
        summary: 'Removes the reference with this id (404 when none has it)',
        querystring: referenceDeleteQuerySchema,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => ({ data: await removeReference(deps, callerOf(request), request.query.id) }),
  );

  app.get(
    '/api/reference_last_updated',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['references'],
        summary: 'When any reference last changed, deletions included (null when never)',
        response: { 200: z.object({ data: referenceLastUpdatedDataSchema }) },
      },
    },
    async (request) => ({ data: await referencesLastUpdated(deps, callerOf(request)) }),
  );
};
