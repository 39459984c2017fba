import { z } from 'zod';
import { contract } from './contract';

// The contract of the hospital-affiliation routes (apps/server/src/modules/affiliations; decision 020), the
// third step of /professional-history. Same conventions as api/work-history.ts: the `{ data }` envelope;
// 400 request.invalid with details at the affiliation's field paths (the keys of
// schemas/affiliation.ts, which the web's form runs too); 404 request.not-found for an unknown id or a
// requirement the caller is not subscribed to; 409 request.conflict for a create whose id exists (the web
// ignores it, as for work history). Storage: the self-attested keys hospital_affiliations|list (the
// positions) and hospital_affiliations|answer ('yes' | 'no': whether the clinician has affiliations to list,
// 000 §3 "hospital_affiliations and its answer"); each change writes history and audit rows (ids only).
// Actions: get_self_attested to read, post_self_attested to write.

const uuid = z.uuid({ error: 'request.invalid' });

export const AFFILIATION_ANSWERS = ['yes', 'no'] as const;
export const affiliationAnswerSchema = z.enum(AFFILIATION_ANSWERS, { error: 'validation.choose-option' });
export type AffiliationAnswer = z.infer<typeof affiliationAnswerSchema>;

/** A stored affiliation position, in the field names of schemas/affiliation.ts (dates YYYY-MM-DD). */
export const affiliationEntrySchema = z.looseObject({ id: z.string() });
export type AffiliationEntry = z.infer<typeof affiliationEntrySchema>;

/**
 * What the requirement asks (application_config): `verification.hospital_affiliations.required` — each
 * affiliation needs a reference (000 §5: '*A reference is required to verify your work history here');
 * `affiliation_look_back_years` (default: look_back_years, else 5) — the years the clinician is asked about.
 */
export const affiliationConfigDataSchema = z.object({
  reference_required: z.boolean(),
  look_back_years: z.number().int(),
});
export type AffiliationConfigData = z.infer<typeof affiliationConfigDataSchema>;

export function affiliationConfigOf(applicationConfig: unknown): AffiliationConfigData {
  const config =
    applicationConfig !== null && typeof applicationConfig === 'object'
      ? (applicationConfig as Record<string, unknown>)
      : {};
  const verification = (config.verification ?? {}) as Record<string, unknown>;
  const affiliations = (verification.hospital_affiliations ?? {}) as Record<string, unknown>;
  const years = [config.affiliation_look_back_years, config.look_back_years].find(
    (value): value is number =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 85,
  );
  return { reference_required: affiliations?.required === true, look_back_years: years ?? 5 };
}

// GET /api/affiliations?app_req_id=<uuid> → data: { affiliations (newest start first, current first), answer
//   (null until given), incomplete_ids (entries failing a rule under this requirement), complete, config }.
//   complete: answer 'no', or answer 'yes' with at least one affiliation and none incomplete.
export const affiliationsQuerySchema = z.object({ app_req_id: uuid.optional() });
export const affiliationsDataSchema = z.object({
  affiliations: z.array(affiliationEntrySchema),
  answer: affiliationAnswerSchema.nullable(),
  incomplete_ids: z.array(z.string()),
  complete: z.boolean(),
  config: affiliationConfigDataSchema,
});
export type AffiliationsData = z.infer<typeof affiliationsDataSchema>;

// POST /api/affiliations body { app_req_id?, affiliation } → 201 data: the stored affiliation, checked with
//   makeAffiliationPositionSchema({ referenceRequired: config.reference_required, now }); sets answer 'yes'.
// PUT /api/affiliations same body → data: the stored affiliation; 404 when no affiliation has its id.
// DELETE /api/affiliations?id=<uuid> → data: { id }; 404 when none has it.
// PUT /api/affiliations/answer body { answer } → data: { answer } (our addition: the spec keeps the answer
//   but names no call for it). Answering 'no' while affiliations are listed is 400 with detail
//   { path: 'answer', message: 'affiliation.remove-first' }.
export const affiliationWriteBodySchema = z.object({
  app_req_id: uuid.optional(),
  affiliation: z.looseObject({ id: uuid }),
});
export const affiliationDeleteQuerySchema = z.object({ id: uuid });
export const affiliationAnswerBodySchema = z.object({ answer: affiliationAnswerSchema });

/** The endpoints of the hospital-affiliations step (decision 030). */
export const affiliationsApi = {
  list: contract({
    method: 'GET',
    path: '/api/affiliations',
    access: { action: 'get_self_attested' },
    tags: ['affiliations'],
    summary: 'The hospital affiliations newest first, the answer, and those that need details',
    query: affiliationsQuerySchema,
    response: affiliationsDataSchema,
    errors: ['request.not-found'],
  }),
  create: contract({
    method: 'POST',
    path: '/api/affiliations',
    access: { action: 'post_self_attested' },
    tags: ['affiliations'],
    summary: "Adds an affiliation and answers 'yes' (409 when its id exists)",
    body: affiliationWriteBodySchema,
    response: affiliationEntrySchema,
    status: 201,
    errors: ['request.not-found', 'request.conflict'],
  }),
  update: contract({
    method: 'PUT',
    path: '/api/affiliations',
    access: { action: 'post_self_attested' },
    tags: ['affiliations'],
    summary: 'Replaces the affiliation with the same id (404 when none has it)',
    body: affiliationWriteBodySchema,
    response: affiliationEntrySchema,
    errors: ['request.not-found'],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/affiliations',
    access: { action: 'post_self_attested' },
    tags: ['affiliations'],
    summary: 'Removes the affiliation with this id (404 when none has it)',
    query: affiliationDeleteQuerySchema,
    response: z.object({ id: z.string() }),
    errors: ['request.not-found'],
  }),
  answer: contract({
    method: 'PUT',
    path: '/api/affiliations/answer',
    access: { action: 'post_self_attested' },
    tags: ['affiliations'],
    summary: "Whether the clinician has affiliations to list ('no' only once none is listed)",
    body: affiliationAnswerBodySchema,
    response: affiliationAnswerBodySchema,
    errors: [],
  }),
};
