import { z } from 'zod';

// The NPI Registry API v2.1 answer, as documented by CMS (data-sources.md). Unknown fields are ignored so a
// new field on their side never breaks a lookup; a missing required one is a bad answer.

const text = z.string().nullish();
const epoch = z.union([z.string(), z.number()]).nullish();

export const nppesAddressSchema = z.object({
  address_1: text,
  address_2: text,
  address_purpose: z.string(),
  address_type: text,
  city: text,
  state: text,
  postal_code: text,
  country_code: text,
  country_name: text,
  telephone_number: text,
  fax_number: text,
});

export const nppesTaxonomySchema = z.object({
  code: z.string(),
  desc: text,
  license: text,
  primary: z.boolean().nullish(),
  state: text,
  taxonomy_group: text,
});

export const nppesIdentifierSchema = z.object({
  code: text,
  desc: text,
  identifier: text,
  issuer: text,
  state: text,
});

export const nppesOtherNameSchema = z.object({
  code: text,
  type: text,
  credential: text,
  first_name: text,
  last_name: text,
  middle_name: text,
  prefix: text,
  suffix: text,
  organization_name: text,
});

export const nppesBasicSchema = z.object({
  first_name: text,
  last_name: text,
  middle_name: text,
  credential: text,
  sole_proprietor: text,
  gender: text,
  sex: text,
  enumeration_date: text,
  last_updated: text,
  certification_date: text,
  status: text,
  name_prefix: text,
  name_suffix: text,
  organization_name: text,
});

export const nppesResultSchema = z.object({
  number: z.union([z.string(), z.number()]).transform(String),
  enumeration_type: z.string(),
  created_epoch: epoch,
  last_updated_epoch: epoch,
  basic: nppesBasicSchema,
  addresses: z.array(nppesAddressSchema).default([]),
  taxonomies: z.array(nppesTaxonomySchema).default([]),
  identifiers: z.array(nppesIdentifierSchema).default([]),
  other_names: z.array(nppesOtherNameSchema).default([]),
});

/** A search answer: { result_count, results }. */
export const nppesSearchSchema = z.object({
  result_count: z.number().int().min(0),
  results: z.array(nppesResultSchema).default([]),
});

/** An invalid query is answered with HTTP 200 and only this. */
export const nppesErrorsSchema = z.object({
  Errors: z.array(
    z.object({
      description: z.string().nullish(),
      field: z.string().nullish(),
      number: z.union([z.string(), z.number()]).nullish(),
    }),
  ),
});

export type NppesResult = z.infer<typeof nppesResultSchema>;
export type NppesSearchAnswer = z.infer<typeof nppesSearchSchema>;
