import { z } from 'zod';
import { isoDateSchema } from '../fields/date-rules';
import { makeNpiSchema } from '../fields/npi';
import { formMessages } from '../schemas/form-fields';
import { contract } from './contract';

// The hospital directory (apps/server/src/modules/hospitals; decision 044): the CMS "Hospital General
// Information" file loaded whole into the hospitals table, searched in SQL. Spec 000 §7 "Affiliations":
// GET /api/hospital_search with hospital_ids, q or address; POST /api/v2/affiliation_hints/{npi} with
// query start_date and body institutions, appReqID. Both are rate limited per account like the other
// look-ups; the hints read the caller's profile (NPI, work history), so they are audited (ids only).

/** A CCN (CMS Certification Number): six letters or digits, e.g. 220071, or 01014F for a VA facility. */
export const HOSPITAL_ID_PATTERN = /^[0-9A-Z]{6}$/;
/** At most this many ids in one hospital_ids call, and this many answers to q or address. */
export const HOSPITAL_IDS_MAX = 50;
export const HOSPITAL_SEARCH_LIMIT = 10;
/** Fewer characters than this match too much to be worth asking about (the editor waits for them). */
export const HOSPITAL_QUERY_MIN = 2;
/** The editor asks this long after the last key (the address autocomplete's pace, 001 §5). */
export const HOSPITAL_SEARCH_DEBOUNCE_MS = 300;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(HOSPITAL_QUERY_MIN, { error: formMessages.invalid })
    .max(max, { error: formMessages.invalid });

// GET /api/hospital_search?q=… | ?address=… | ?hospital_ids=220071,220110 → data: hospitals (at most 10 for
// q and address, best first; for hospital_ids those found, in the order asked). Exactly one of the three.
export const hospitalSearchQuerySchema = z
  .object({
    hospital_ids: z
      .string()
      .trim()
      .transform((value) => value.split(',').map((id) => id.trim().toUpperCase()))
      .refine(
        (ids) =>
          ids.length >= 1 &&
          ids.length <= HOSPITAL_IDS_MAX &&
          ids.every((id) => HOSPITAL_ID_PATTERN.test(id)),
        { error: formMessages.invalid },
      )
      .optional(),
    q: text(100).optional(),
    address: text(200).optional(),
  })
  .refine(
    (query) =>
      [query.hospital_ids, query.q, query.address].filter((value) => value !== undefined).length === 1,
    { error: formMessages.invalid },
  );
export type HospitalSearchQuery = z.input<typeof hospitalSearchQuerySchema>;

/** One hospital, in the affiliation position's field names (000 §3) so the editor can fill them as is. */
export const hospitalSchema = z.object({
  hospital_id: z.string(),
  institution: z.string(),
  address_line1: z.string(),
  address_city: z.string(),
  address_state: z.string(),
  /** Five digits. */
  address_zip: z.string(),
  address_country: z.literal('US'),
  county: z.string(),
  /** As the file writes it, e.g. '(334) 793-8701'; '' when none. */
  phone: z.string(),
  hospital_type: z.string(),
  ownership: z.string(),
  emergency_services: z.boolean(),
});
export type HospitalData = z.infer<typeof hospitalSchema>;

// POST /api/v2/affiliation_hints/{npi}?start_date=YYYY-MM-DD body { institutions?: string[], appReqID? }
// → data: hints, each a hospital of the directory and why it is offered: 'practice_location' (an NPPES
// practice location of the clinician's NPI is at the hospital's ZIP and street, or its city and name), 'work_history'
// (a position in the clinician's work history since start_date names it), 'institution' (one of the
// institutions sent names it). Only the NPI saved in the caller's own profile: any other answers 404.
// appReqID, when sent, must be a requirement the caller is subscribed to (else 404).
export const AFFILIATION_HINT_REASONS = ['practice_location', 'work_history', 'institution'] as const;
export const affiliationHintsParamsSchema = z.object({ npi: makeNpiSchema() });
export const affiliationHintsQuerySchema = z.object({ start_date: isoDateSchema.optional() });
export const affiliationHintsBodySchema = z.object({
  institutions: z
    .array(z.string().trim().max(200, { error: formMessages.invalid }))
    .max(50)
    .default([]),
  appReqID: z.uuid({ error: formMessages.invalid }).optional(),
});
export const affiliationHintSchema = hospitalSchema.extend({
  reasons: z.array(z.enum(AFFILIATION_HINT_REASONS)),
});
export type AffiliationHintData = z.infer<typeof affiliationHintSchema>;

export const hospitalsApi = {
  search: contract({
    method: 'GET',
    path: '/api/hospital_search',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'Hospitals of the CMS directory by name (q), by street address, or by CCN (hospital_ids)',
    description:
      'Exactly one of hospital_ids, q, address; at most 10 answers to q or address. Rate limited per account.',
    query: hospitalSearchQuerySchema,
    response: z.array(hospitalSchema),
    errors: [],
  }),
  hints: contract({
    method: 'POST',
    path: '/api/v2/affiliation_hints/:npi',
    access: { action: 'get_self_attested' },
    tags: ['affiliations'],
    summary:
      "Likely affiliations: the directory's hospitals at the NPI's practice locations and in the work history",
    description:
      "Only the caller's own NPI (any other answers 404). Rate limited per account; audited (ids only).",
    params: affiliationHintsParamsSchema,
    query: affiliationHintsQuerySchema,
    body: affiliationHintsBodySchema,
    response: z.array(affiliationHintSchema),
    errors: ['request.not-found'],
  }),
};
