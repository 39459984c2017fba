import {
  fsmbDeaLicensesDataSchema,
  fsmbStateLicensesDataSchema,
  makeFsmbLookupInputSchema,
  nppesDataSchema,
  nppesParamsSchema,
  nursysDataSchema,
  nursysParamsSchema,
  otherNamesDataSchema,
} from '@credence/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps';
import { auditOrigin } from '../audit/audit.service';
import {
  fsmbDeaLicenses,
  fsmbStateLicenses,
  lookupNppes,
  nursysEnrollment,
  otherNames,
  type Lookup,
} from './registries.service';

const who = (request: FastifyRequest): Lookup => ({
  userId: request.auth!.userId,
  origin: auditOrigin(request),
  log: request.log,
});

/**
 * Prefill from the registries: NPPES (our route: the spec names no NPPES call), Nursys and FSMB. Each call
 * is rate limited per account and audited; a source that fails answers 503 lookup.unavailable.
 */
export const registriesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/api/nppes/:number',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary:
          'The NPPES record of an NPI, normalized for prefill (names, addresses, taxonomies, licenses)',
        params: nppesParamsSchema,
        response: { 200: z.object({ data: nppesDataSchema }) },
      },
    },
    async (request) => ({ data: await lookupNppes(deps, who(request), request.params.number) }),
  );

  app.get(
    '/api/other_names',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'Other names NPPES holds for the NPI saved in the profile',
        response: { 200: z.object({ data: otherNamesDataSchema }) },
      },
    },
    async (request) => ({ data: await otherNames(deps, who(request)) }),
  );

  app.get(
    '/api/nursys_enrollment/:id',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: "A nurse's active licenses from Nursys by NCSBN id, as rn_license records",
        params: nursysParamsSchema,
        response: { 200: z.object({ data: nursysDataSchema }) },
      },
    },
    async (request) => ({ data: await nursysEnrollment(deps, who(request), request.params.id) }),
  );

  const fsmbBody = makeFsmbLookupInputSchema({ now: () => deps.clock() });

  app.post(
    '/api/fsmb/state_licenses',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'State medical licenses FSMB holds for an NPI, for the clinician to confirm',
        body: fsmbBody,
        response: { 200: z.object({ data: fsmbStateLicensesDataSchema }) },
      },
    },
    async (request) => ({ data: await fsmbStateLicenses(deps, who(request), request.body) }),
  );

  app.post(
    '/api/fsmb/dea_licenses',
    {
      config: { access: { action: 'get_self_attested' } },
      schema: {
        tags: ['lookups'],
        summary: 'DEA registrations FSMB holds for an NPI, for the clinician to confirm',
        body: fsmbBody,
        response: { 200: z.object({ data: fsmbDeaLicensesDataSchema }) },
      },
    },
    async (request) => ({ data: await fsmbDeaLicenses(deps, who(request), request.body) }),
  );
};
