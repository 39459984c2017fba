import { z } from 'zod';
import { contract } from './contract';
import { PEER_REFERENCES_MAX, WORK_HISTORY_LOOK_BACK_YEARS } from '../constants';

// The contract of the peer-reference routes (apps/server/src/modules/references; decision 021), the fourth
// step of /professional-history (000 §4, §7 'References'). Conventions as api/work-history.ts: the `{ data }`
// envelope; 400 request.invalid with details at `references.{index}.{field}` (the keys of
// schemas/peer-reference.ts, which the web's form runs too); 404 request.not-found for an unknown id or a
// requirement the caller is not subscribed to. Storage: table peer_references (migration 0012), one row per
// reference, at most PEER_REFERENCES_MAX per clinician. Changes are audited with ids only. Actions:
// get_self_attested to read, post_self_attested to write.

const uuid = z.uuid({ error: 'request.invalid' });

/**
 * What the requirement asks (application_config.references): `required_count` (default 3, at most
 * PEER_REFERENCES_MAX; 0 means the requirement asks for none), `locum_tenens` (the 001 §5 locum-tenens rules)
 * and `look_back_years` (default: the requirement's look_back_years, else 5).
 */
export const referencesConfigDataSchema = z.object({
  required_count: z.number().int(),
  locum_tenens: z.boolean(),
  look_back_years: z.number().int(),
});
export type ReferencesConfigData = z.infer<typeof referencesConfigDataSchema>;

export const DEFAULT_REQUIRED_REFERENCES = 3;

const wholeNumber = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

export function referencesConfigOf(applicationConfig: unknown): ReferencesConfigData {
  const config =
    applicationConfig !== null && typeof applicationConfig === 'object'
      ? (applicationConfig as Record<string, unknown>)
      : {};
  const references = (config.references ?? {}) as Record<string, unknown>;
  return {
    required_count:
      wholeNumber(references.required_count, 0, PEER_REFERENCES_MAX) ?? DEFAULT_REQUIRED_REFERENCES,
    locum_tenens: references.locum_tenens === true,
    look_back_years:
      wholeNumber(references.look_back_years, 1, 85) ??
      wholeNumber(config.look_back_years, 1, 85) ??
      WORK_HISTORY_LOOK_BACK_YEARS,
  };
}

/** A stored reference, in the field names of schemas/peer-reference.ts, with `id` and `updated_at` (ISO). */
export const peerReferenceEntrySchema = z.looseObject({ id: z.string(), updated_at: z.string() });
export type PeerReferenceEntry = z.infer<typeof peerReferenceEntrySchema>;

// GET /api/reference?app_req_id=<uuid> → data: { references (oldest first: the order they are numbered
//   1st to 5th), incomplete_ids (failing a rule under this requirement), complete (at least required_count
//   references pass), config, provider_type (the clinician's basic_info|occupation_code, for the
//   discipline rule; null when not given) }.
export const referencesQuerySchema = z.object({ app_req_id: uuid.optional() });
export const referencesDataSchema = z.object({
  references: z.array(peerReferenceEntrySchema),
  incomplete_ids: z.array(z.string()),
  complete: z.boolean(),
  config: referencesConfigDataSchema,
  provider_type: z.string().nullable(),
});
export type ReferencesData = z.infer<typeof referencesDataSchema>;

// POST /api/reference body { app_req_id?, references: [reference, …] } → data: { references } (the whole
//   stored list, as GET orders it). Each reference has a uuid `id` the web makes: an id already stored is
//   replaced, a new one added. Checked with makePeerReferenceSchema under the requirement's config; all are
//   checked before any is written. More than PEER_REFERENCES_MAX in all → 400 with detail
//   { path: 'references', message: 'reference.too-many' }.
// DELETE /api/reference?id=<uuid> → data: { id }; 404 when none has it.
// GET /api/reference_last_updated → data: { last_updated: ISO 8601 | null } (the newest change of any
//   reference, deletions included; null when there has never been one).
export const referencesWriteBodySchema = z.object({
  app_req_id: uuid.optional(),
  references: z
    .array(z.looseObject({ id: uuid }))
    .min(1)
    .max(PEER_REFERENCES_MAX),
});
export const referenceDeleteQuerySchema = z.object({ id: uuid });
export const referenceLastUpdatedDataSchema = z.object({ last_updated: z.string().nullable() });

/** The endpoints of the peer-reference step (decision 030: one contract per endpoint). */
export const referencesApi = {
  list: contract({
    method: 'GET',
    path: '/api/reference',
    access: { action: 'get_self_attested' },
    tags: ['references'],
    summary: 'The peer references oldest first, those failing a rule, and whether the step is complete',
    query: referencesQuerySchema,
    response: referencesDataSchema,
    errors: ['request.not-found'],
  }),
  save: contract({
    method: 'POST',
    path: '/api/reference',
    access: { action: 'post_self_attested' },
    tags: ['references'],
    summary: 'Adds new references and replaces stored ones by id; answers the whole list',
    body: referencesWriteBodySchema,
    response: z.object({ references: z.array(peerReferenceEntrySchema) }),
    errors: ['request.not-found'],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/reference',
    access: { action: 'post_self_attested' },
    tags: ['references'],
    summary: 'Removes the reference with this id (404 when none has it)',
    query: referenceDeleteQuerySchema,
    response: z.object({ id: z.string() }),
    errors: ['request.not-found'],
  }),
  lastUpdated: contract({
    method: 'GET',
    path: '/api/reference_last_updated',
    access: { action: 'get_self_attested' },
    tags: ['references'],
    summary: 'When any reference last changed, deletions included (null when never)',
    response: referenceLastUpdatedDataSchema,
    errors: [],
  }),
};
