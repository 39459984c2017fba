import { z } from 'zod';
import { formMessages } from '../schemas/form-fields';
import { contract } from './contract';

// The education institution directory and the education list's prefill (apps/server/src/modules/education;
// decision 049). Spec 000 §7: GET /api/education with q; POST /api/education/prefill. The directory is the
// NCES IPEDS "HD" file loaded whole into a table and searched in SQL (pg_trgm), like the hospitals'.

/** At most this many institutions answer q. */
export const EDUCATION_SEARCH_LIMIT = 10;
/** Fewer characters than this match too much to be worth asking about (the editor waits for them). */
export const EDUCATION_QUERY_MIN = 2;
export const EDUCATION_QUERY_MAX = 100;
/** The editor asks this long after the last key (the address autocomplete's pace, 001 §5). */
export const EDUCATION_SEARCH_DEBOUNCE_MS = 300;

export const educationSearchQuerySchema = z.object({
  q: z
    .string({ error: formMessages.invalid })
    .trim()
    .min(EDUCATION_QUERY_MIN, { error: formMessages.invalid })
    .max(EDUCATION_QUERY_MAX, { error: formMessages.invalid }),
});
export type EducationSearchQuery = z.input<typeof educationSearchQuerySchema>;

/** One institution, in the education entry's institution fields (000 §3) so the editor fills them as is. */
export const educationInstitutionSchema = z.object({
  name: z.string(),
  /** The IPEDS UNITID, six digits. */
  code: z.string(),
  city: z.string(),
  /** Two letters (US states and territories). */
  state: z.string(),
  country: z.literal('US'),
});
export type EducationInstitution = z.infer<typeof educationInstitutionSchema>;

/** Where a proposed entry comes from: a degree record of the clinician's wallet (clearinghouse). */
export const EDUCATION_PREFILL_SOURCES = ['nsc_education'] as const;
/** An education entry as saved (schemas/education.ts), plainly typed for the answer. */
export const educationEntryDataSchema = z.object({
  institution: z.object({
    name: z.string(),
    code: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  degree_level: z.string(),
  foreign_education: z.boolean(),
  graduation_month: z.string(),
  graduation_year: z.string(),
  highest_practicing_degree: z.boolean(),
  nursing_program: z.union([z.boolean(), z.string()]).nullable(),
});
export const educationPrefillEntrySchema = z.object({
  source: z.enum(EDUCATION_PREFILL_SOURCES),
  entry: educationEntryDataSchema,
});
export type EducationPrefillEntry = z.infer<typeof educationPrefillEntrySchema>;
export const educationPrefillDataSchema = z.object({ entries: z.array(educationPrefillEntrySchema) });
export type EducationPrefillData = z.infer<typeof educationPrefillDataSchema>;

export const educationApi = {
  search: contract({
    method: 'GET',
    path: '/api/education',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'Schools of the NCES IPEDS directory by name (every word of q), best match first',
    description: `At most ${EDUCATION_SEARCH_LIMIT} answers. Rate limited per account.`,
    query: educationSearchQuerySchema,
    response: z.array(educationInstitutionSchema),
    errors: [],
  }),
  prefill: contract({
    method: 'POST',
    path: '/api/education/prefill',
    access: { action: 'get_self_attested' },
    tags: ['self-attested'],
    summary:
      "Proposed education entries from what Credence already holds (the clinician's clearinghouse records), not saved",
    description:
      'Answers entries the clinician does not list yet; nothing is written. The clinician reviews and saves them ' +
      'with POST /api/self_attested (education|list). Audited (counts only).',
    response: educationPrefillDataSchema,
    errors: [],
  }),
};
