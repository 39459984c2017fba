import { z } from 'zod';
import { formMessages } from '../schemas/form-fields';
import { contract } from './contract';
import { LOOKUP_ERRORS } from './lookup-sources';

// Address autocomplete through the server's address adapter (places provider, or the shipped US ZIP data
// offline; apps/server/src/modules/lookups). Conventions as api/lookup-sources.ts.

export const ADDRESS_LOOKUP_TYPES = ['address', 'zip', 'city'] as const;
export const ADDRESS_DETAIL_FIELD_NAMES = ['address_component', 'formatted_phone_number'] as const;

export const addressQuerySchema = z.object({
  q: z.string().trim().min(1, { error: formMessages.required }).max(200),
  type: z.enum(ADDRESS_LOOKUP_TYPES).default('address'),
});
export type AddressQuery = z.input<typeof addressQuerySchema>;
export const addressPredictionSchema = z.object({ id: z.string(), description: z.string() });
export type AddressPredictionData = z.infer<typeof addressPredictionSchema>;
export const addressDataSchema = z.array(addressPredictionSchema);

export const addressDetailQuerySchema = z.object({
  q: z.string().trim().min(1, { error: formMessages.required }).max(500),
  /** Comma-separated ADDRESS_DETAIL_FIELD_NAMES. */
  f: z
    .string()
    .optional()
    .refine(
      (f) =>
        f === undefined ||
        f
          .split(',')
          .filter(Boolean)
          .every((field) => (ADDRESS_DETAIL_FIELD_NAMES as readonly string[]).includes(field)),
      { error: formMessages.invalid },
    ),
});
export type AddressDetailQuery = z.infer<typeof addressDetailQuerySchema>;
/** Field names of the profile's address section (address|line_1 …). */
export const addressDetailDataSchema = z.object({
  line_1: z.string(),
  line_2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  zip4: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type AddressDetailData = z.infer<typeof addressDetailDataSchema>;

export const addressApi = {
  suggest: contract({
    method: 'GET',
    path: '/api/address',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'Address suggestions for what is typed (street line, ZIP or city)',
    description: 'At most 10; type defaults to address. Rate limited per account.',
    query: addressQuerySchema,
    response: addressDataSchema,
    errors: LOOKUP_ERRORS,
  }),
  detail: contract({
    method: 'GET',
    path: '/api/address_detail',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'The street, city, state, ZIP and phone of a chosen suggestion',
    description:
      'q is a suggestion id; f (comma-separated address_component, formatted_phone_number) defaults to both; ' +
      "phone is digits only, '' when unknown. 404 lookup.not-found for an unknown or expired id.",
    query: addressDetailQuerySchema,
    response: addressDetailDataSchema,
    errors: LOOKUP_ERRORS,
  }),
};
