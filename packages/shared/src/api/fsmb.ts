import { z } from 'zod';
import { makeDateOfBirthSchema, type Now } from '../fields/date-rules';
import { makeNpiSchema } from '../fields/npi';
import { formMessages } from '../schemas/form-fields';
import { contract } from './contract';
import { foundLicenseSchema, LOOKUP_ERRORS, lookupSourceSchema } from './lookup-sources';

// Prefill from FSMB (apps/server/src/modules/lookups): POST /api/fsmb/state_licenses and
// /api/fsmb/dea_licenses, body FsmbLookupInput → data: { licenses, source }: what FSMB holds for the NPI, for
// the clinician to confirm or edit ([] when nothing). The names narrow the match; date_of_birth is checked
// and kept for a future matching rule (our FSMB format does not send it yet). Rate limited per account and
// audited. Conventions as api/lookup-sources.ts.

export function makeFsmbLookupInputSchema({ now }: { now?: Now } = {}) {
  return z.object(
    {
      npi: makeNpiSchema(),
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
      date_of_birth: makeDateOfBirthSchema({ now, required: false }).optional(),
    },
    { error: formMessages.invalid },
  );
}
export type FsmbLookupInput = z.input<ReturnType<typeof makeFsmbLookupInputSchema>>;

/**
 * The body's shape; the rules (the NPI check digit, the date of birth whose limits follow the server's
 * clock) run in the service with makeFsmbLookupInputSchema, so every issue is answered at once.
 */
export const fsmbLookupBodySchema = z.object(
  {
    npi: z.string({ error: formMessages.invalid }).max(100).optional(),
    first_name: z.string().max(100).optional(),
    last_name: z.string().max(100).optional(),
    date_of_birth: z.string({ error: formMessages.invalid }).max(100).optional(),
  },
  { error: formMessages.invalid },
);

export const fsmbStateLicenseSchema = foundLicenseSchema.extend({
  record_type: z.literal('state_license'),
  /** MD, DO or PA. */
  license_type: z.string(),
  board: z.string(),
  status: z.string(),
  issue_date: z.string().nullable(),
});
export const fsmbStateLicensesDataSchema = z.object({
  licenses: z.array(fsmbStateLicenseSchema),
  source: lookupSourceSchema,
});
export type FsmbStateLicensesData = z.infer<typeof fsmbStateLicensesDataSchema>;

export const fsmbDeaLicenseSchema = foundLicenseSchema.extend({
  record_type: z.literal('dea'),
  schedules: z.array(z.string()),
  business_activity: z.string(),
  /** False when the number fails the DEA check digit: the clinician should look at it. */
  check_digit_valid: z.boolean(),
});
export const fsmbDeaLicensesDataSchema = z.object({
  licenses: z.array(fsmbDeaLicenseSchema),
  source: lookupSourceSchema,
});
export type FsmbDeaLicensesData = z.infer<typeof fsmbDeaLicensesDataSchema>;

export const fsmbApi = {
  stateLicenses: contract({
    method: 'POST',
    path: '/api/fsmb/state_licenses',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'State medical licenses FSMB holds for an NPI, for the clinician to confirm',
    body: fsmbLookupBodySchema,
    response: fsmbStateLicensesDataSchema,
    errors: LOOKUP_ERRORS,
  }),
  deaLicenses: contract({
    method: 'POST',
    path: '/api/fsmb/dea_licenses',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'DEA registrations FSMB holds for an NPI, for the clinician to confirm',
    body: fsmbLookupBodySchema,
    response: fsmbDeaLicensesDataSchema,
    errors: LOOKUP_ERRORS,
  }),
};
