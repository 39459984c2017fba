import { z } from 'zod';
import { contract } from './contract';

// Exclusion screening (apps/server/src/modules/exclusions; decision 033; issue 13). The clinician's own
// screening against the loaded exclusion lists (OIG LEIE, SAM, OFAC SDN, state Medicaid lists), with the
// evidence of each result: the list snapshot's SHA-256 and date and every matched row. A name-only hit is a
// candidate for review, never an exclusion; the clinician may pre-clear a candidate ("not me") with a statement
// and optionally a document. Only the caller's own results: another's match answers 404. Audited with ids.

export const EXCLUSION_EVIDENCE_MAX = 2000;

export const exclusionStatusSchema = z.enum([
  'clear',
  'candidate',
  'excluded',
  'auto_cleared',
  'unavailable',
]);
export const exclusionMatchStatusSchema = z.enum(['excluded', 'candidate', 'auto_cleared', 'not_me']);

export const exclusionMatchSchema = z.object({
  id: z.string(),
  status: exclusionMatchStatusSchema,
  /** How it matched: an identifier (NPI, license + state) or the name. */
  method: z.enum(['npi', 'license', 'name']),
  /** The dates of birth: equal, different (cleared automatically) or unknown (the list has none). */
  dob_check: z.enum(['equal', 'different', 'unknown']),
  row_key: z.string(),
  row_hash: z.string(),
  /** The list row as published. */
  row: z.record(z.string(), z.unknown()).nullable(),
});

export const exclusionSourceScreeningSchema = z.object({
  source: z.enum(['oig_leie', 'sam', 'ofac', 'odm_ny', 'odm_ca']),
  credential_type: z.enum(['oig_hhs', 'sam', 'ofac', 'odm']),
  status: exclusionStatusSchema,
  method: z.literal('primary_source'),
  snapshot: z
    .object({ sha256: z.string(), fetched_at: z.string(), url: z.string(), row_count: z.number().int() })
    .nullable(),
  matches: z.array(exclusionMatchSchema),
});

// GET /api/exclusion_screening → data: { sources: [one per list] } (the caller screened against the lists
// loaded now; an unchanged row does not alert again).
export const exclusionScreeningDataSchema = z.object({ sources: z.array(exclusionSourceScreeningSchema) });
export type ExclusionScreeningData = z.infer<typeof exclusionScreeningDataSchema>;

// POST /api/exclusion_screening/:id/not_me body { evidence, document_id? } → data: the match, now not_me.
// Only a candidate can be pre-cleared (409 otherwise); the statement holds until the list row changes.
export const exclusionNotMeParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });
export const exclusionNotMeBodySchema = z.object({
  evidence: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(EXCLUSION_EVIDENCE_MAX, { error: 'validation.too-long' }),
  document_id: z.uuid({ error: 'request.invalid' }).optional(),
});

export const exclusionsApi = {
  screening: contract({
    method: 'GET',
    path: '/api/exclusion_screening',
    access: { action: 'get_self_attested' },
    tags: ['exclusions'],
    summary:
      "The caller's exclusion screening per list, with each snapshot's SHA-256 and date and matched rows",
    response: exclusionScreeningDataSchema,
    errors: [],
  }),
  notMe: contract({
    method: 'POST',
    path: '/api/exclusion_screening/:id/not_me',
    access: { action: 'post_self_attested' },
    tags: ['exclusions'],
    summary: 'Pre-clears a candidate match as not the caller, with a statement and optionally a document',
    params: exclusionNotMeParamsSchema,
    body: exclusionNotMeBodySchema,
    response: exclusionMatchSchema,
    errors: ['request.not-found', 'request.conflict'],
  }),
};
