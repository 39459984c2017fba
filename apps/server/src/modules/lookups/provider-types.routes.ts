import {
  providerTypeFilteredDataSchema,
  providerTypeFilteredQuerySchema,
  providerTypesDataSchema,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { filteredProviderTypes, listProviderTypes } from './provider-types.service';

export const providerTypeRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/provider_type',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'Every provider type with its wizard steps and license types',
        response: { 200: z.object({ data: providerTypesDataSchema }) },
      },
    },
    async () => ({ data: listProviderTypes() }),
  );

  app.get(
    '/api/provider_type/filtered',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: "The provider types the clinician's application requirement allows, and its identity steps",
        querystring: providerTypeFilteredQuerySchema,
        response: { 200: z.object({ data: providerTypeFilteredDataSchema }) },
      },
    },
    async (request) => ({
      data: await filteredProviderTypes(deps, request.auth!.userId, request.query.app_req_id),
    }),
  );
};
