import {
  boardCertConfigDataSchema,
  boardCertConfigQuerySchema,
  physicianTrainingDataSchema,
  physicianTrainingQuerySchema,
  specialtyDataSchema,
  specialtyQuerySchema,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { fromSource } from './lookup-guard';
import { boardConfigsFor, listSpecialties, searchPrograms } from './reference.service';

/** Look-ups in lists shipped with the server: nothing personal is sent or read, so no audit. */
export const referenceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/board_cert_config',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'The certifying boards of a provider type and how to ask for their id numbers',
        querystring: boardCertConfigQuerySchema,
        response: { 200: z.object({ data: boardCertConfigDataSchema }) },
      },
    },
    async (request) => ({ data: boardConfigsFor(request.query.provider_type) }),
  );

  app.get(
    '/api/specialty',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'NUCC provider taxonomy codes, by provider type and words',
        querystring: specialtyQuerySchema,
        response: { 200: z.object({ data: specialtyDataSchema }) },
      },
    },
    async (request) => ({
      data: await fromSource('taxonomy', request.log, () =>
        listSpecialties(deps.adapters.taxonomy, request.query),
      ),
    }),
  );

  app.get(
    '/api/physician_training',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'Graduate medical training programs by words and training type (default residency)',
        querystring: physicianTrainingQuerySchema,
        response: { 200: z.object({ data: physicianTrainingDataSchema }) },
      },
    },
    async (request) => ({ data: searchPrograms(request.query) }),
  );
};
