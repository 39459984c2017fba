import { z } from 'zod';
import { PROFESSIONAL_STEP_KEYS } from '../domain/enrollment-steps';
import { LICENSE_TYPES } from '../domain/licenses';
import { providerTypeNameSchema } from '../domain/provider-types';
import { formMessages } from '../schemas/form-fields';
import { contract } from './contract';

// The provider types the enrolment wizard offers (apps/server/src/modules/lookups; 000 §7 provider_type).
// Conventions as api/lookup-sources.ts.

export const providerTypeInfoSchema = z.object({
  name: providerTypeNameSchema,
  long: z.string(),
  professional_steps: z.array(z.enum(PROFESSIONAL_STEP_KEYS)),
  license_types: z.array(z.enum(LICENSE_TYPES)),
});
export type ProviderTypeInfo = z.infer<typeof providerTypeInfoSchema>;
export const providerTypesDataSchema = z.array(providerTypeInfoSchema);

export const providerTypeFilteredQuerySchema = z.object({
  app_req_id: z.uuid({ error: formMessages.invalid }),
});
export type ProviderTypeFilteredQuery = z.infer<typeof providerTypeFilteredQuerySchema>;
export const providerTypeFilteredDataSchema = z.object({
  provider_types: z.array(providerTypeInfoSchema),
  identity_check: z.boolean(),
  identity_verification: z.boolean(),
});
export type ProviderTypeFilteredData = z.infer<typeof providerTypeFilteredDataSchema>;

export const providerTypesApi = {
  /** GET /api/provider_type → data: every provider type, PROVIDER_TYPES order. */
  list: contract({
    method: 'GET',
    path: '/api/provider_type',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'Every provider type with its wizard steps and license types',
    response: providerTypesDataSchema,
    errors: [],
  }),
  filtered: contract({
    method: 'GET',
    path: '/api/provider_type/filtered',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: "The provider types the clinician's application requirement allows, and its identity steps",
    description:
      'The provider types the requirement allows (all when it names none) and whether it asks for the identity ' +
      'check / identity verification steps. 404 when the requirement is unknown or none of the ' +
      "clinician's subscriptions names it.",
    query: providerTypeFilteredQuerySchema,
    response: providerTypeFilteredDataSchema,
    errors: ['request.not-found'],
  }),
};
