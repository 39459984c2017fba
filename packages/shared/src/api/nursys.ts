import { z } from 'zod';
import { formMessages } from '../schemas/form-fields';
import { contract } from './contract';
import { foundLicenseSchema, LOOKUP_ERRORS, lookupSourceSchema } from './lookup-sources';

// Prefill from Nursys by NCSBN id (apps/server/src/modules/lookups): rate limited per account and audited.
// Conventions as api/lookup-sources.ts.

export const NCSBN_ID_PATTERN = /^\d{1,10}$/;
export const nursysParamsSchema = z.object({
  id: z.string().regex(NCSBN_ID_PATTERN, { error: formMessages.invalid }),
});
export const nursysLicenseSchema = foundLicenseSchema.extend({
  record_type: z.literal('rn_license'),
  /** RN, APRN-CNP, APRN-CRNA … as Nursys writes it. */
  license_type: z.string(),
});
export const nursysDataSchema = z.object({
  ncsbn_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  licenses: z.array(nursysLicenseSchema),
  source: lookupSourceSchema,
});
export type NursysData = z.infer<typeof nursysDataSchema>;

export const nursysApi = {
  enrollment: contract({
    method: 'GET',
    path: '/api/nursys_enrollment/:id',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: "A nurse's active licenses from Nursys by NCSBN id, as rn_license records",
    description: 'Only active licenses. 404 lookup.not-found when Nursys has no such nurse.',
    params: nursysParamsSchema,
    // The NCSBN id is Nursys's own number for a nurse, looked up; nothing of the caller's is addressed.
    idIsNotOwned: 'lookup',
    response: nursysDataSchema,
    errors: LOOKUP_ERRORS,
  }),
};
