import { z } from 'zod';
import { makeNpiSchema } from '../fields/npi';
import { contract } from './contract';
import { foundLicenseSchema, LOOKUP_ERRORS, lookupSourceSchema } from './lookup-sources';

// Prefill from NPPES, the NPI Registry v2.1 (apps/server/src/modules/lookups; our route: the spec names no
// NPPES call). Each call is rate limited per account and audited. Conventions as api/lookup-sources.ts.

export const otherNameSchema = z.object({
  /** As NPPES words it, e.g. 'Former Name', 'Professional Name'. */
  type: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  credential: z.string(),
  source: z.literal('NPPES'),
});
export type OtherName = z.infer<typeof otherNameSchema>;
export const otherNamesDataSchema = z.array(otherNameSchema);

export const nppesParamsSchema = z.object({ number: makeNpiSchema() });
export const nppesAddressSchema = z.object({
  purpose: z.enum(['LOCATION', 'MAILING']),
  line_1: z.string(),
  line_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  zip4: z.string(),
  country: z.string(),
  /** 10 digits, '' when none. */
  phone: z.string(),
});
export const nppesTaxonomyDataSchema = z.object({
  code: z.string(),
  desc: z.string(),
  primary: z.boolean(),
  state: z.string(),
  license: z.string(),
});
export const nppesDataSchema = z.object({
  npi: z.string(),
  /** 'A' is active; 'D' deactivated. */
  status: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  credential: z.string(),
  addresses: z.array(nppesAddressSchema),
  taxonomies: z.array(nppesTaxonomyDataSchema),
  licenses: z.array(foundLicenseSchema.extend({ taxonomy_code: z.string() })),
  other_names: z.array(otherNameSchema),
  source: lookupSourceSchema,
});
export type NppesData = z.infer<typeof nppesDataSchema>;

export const nppesApi = {
  record: contract({
    method: 'GET',
    path: '/api/nppes/:number',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'The NPPES record of an NPI, normalized for prefill (names, addresses, taxonomies, licenses)',
    description:
      'A number failing the NPI rule is 400 (details path params.number); 404 lookup.not-found when NPPES ' +
      "has no individual with it. Names keep NPPES's spelling (often upper case). `licenses` are derived from " +
      'the taxonomies that carry a license number: rn_license for nursing taxonomies (163W, 363L, 364S, ' +
      '367*), state_license for the others.',
    params: nppesParamsSchema,
    response: nppesDataSchema,
    errors: LOOKUP_ERRORS,
  }),
  otherNames: contract({
    method: 'GET',
    path: '/api/other_names',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'Other names NPPES holds for the NPI saved in the profile',
    description: '[] when no NPI is saved (identifiers|nppes_number) or NPPES has none.',
    response: otherNamesDataSchema,
    errors: LOOKUP_ERRORS,
  }),
};
