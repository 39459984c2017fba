import { z } from 'zod';
import { contract } from './contract';
import { PROFESSIONAL_HISTORY_STEPS } from '../domain/professional-history';
import type { WorkHistoryConfig } from '../work-history/config';
import { TEXT_FIELD_MAX_LENGTH } from '../schemas/form-fields';

// The contract of the professional-history routes (apps/server/src/modules/work-history and
// modules/resume-parser; decision 019). Every answer is the `{ data: ... }` envelope; failures use the error
// envelope (errors.ts): 400 request.invalid with details [{ path, message: wording key }] — the same keys
// the web's forms show, because both run schemas/work-history.ts and schemas/work-gap.ts; 404
// request.not-found for an unknown entry, or a requirement the clinician is not subscribed to (never 403,
// so ids cannot be probed); 409 request.conflict for a create whose id exists (000 §8: the web ignores it,
// which makes a retried create harmless).
//
// Storage: the entries are the self-attested list work_history|history (000 §3; POST /api/training appends
// enrolment training to the same list). Each change writes a self_attested_history row and an audit row.
// Shapes only ever grow.

const uuid = z.uuid({ error: 'request.invalid' });

/** A stored entry: a position (type job, training or military) or an explained gap (type gap), in the field
 * names of schemas/work-history.ts and schemas/work-gap.ts. */
export const workHistoryEntrySchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
  isCurrent: z.boolean().nullish(),
});
export type WorkHistoryEntry = z.infer<typeof workHistoryEntrySchema>;

export const workGapSpanSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
});

/** What the requirement asks of the history (work-history/config.ts), in the API's snake case. */
export const workHistoryConfigDataSchema = z.object({
  required: z.boolean(),
  look_back_years: z.number().int(),
  optional_work_history: z.boolean(),
  allowed_gap_days: z.number().int(),
  certificate_of_insurance: z.boolean(),
  no_coverage_reason: z.boolean(),
});
export type WorkHistoryConfigData = z.infer<typeof workHistoryConfigDataSchema>;

/** The config in the API's snake case (the server answers it)… */
export const workHistoryConfigData = (config: WorkHistoryConfig): WorkHistoryConfigData => ({
  required: config.required,
  look_back_years: config.lookBackYears,
  optional_work_history: config.optionalWorkHistory,
  allowed_gap_days: config.allowedGapDays,
  certificate_of_insurance: config.certificateOfInsuranceRequired,
  no_coverage_reason: config.noCoverageReasonRequired,
});

/** …and back in the rules' own shape (the web checks with it). */
export const workHistoryConfigFromData = (data: WorkHistoryConfigData): WorkHistoryConfig => ({
  required: data.required,
  lookBackYears: data.look_back_years,
  optionalWorkHistory: data.optional_work_history,
  allowedGapDays: data.allowed_gap_days,
  certificateOfInsuranceRequired: data.certificate_of_insurance,
  noCoverageReasonRequired: data.no_coverage_reason,
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/application_requirement/{id} → data: the requirement, when one of the clinician's subscriptions
// (active or pending) names it; else 404. Action get_self_attested.
// ---------------------------------------------------------------------------------------------------------
export const applicationRequirementParamsSchema = z.object({ id: uuid });
export const applicationRequirementDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  subscriber_group: z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable() }),
  application_config: z.record(z.string(), z.unknown()),
  attested_reqs: z.array(z.unknown()),
  credential_set: z.array(z.unknown()),
  /** application_config read for work history. */
  work_history: workHistoryConfigDataSchema,
});
export type ApplicationRequirementData = z.infer<typeof applicationRequirementDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// GET /api/work_history?app_req_id=<uuid> → data: { history, gaps, incomplete_ids, complete, config }.
// Without app_req_id the default config applies. Action get_self_attested; audited (work_history.read).
// ---------------------------------------------------------------------------------------------------------
export const workHistoryQuerySchema = z.object({ app_req_id: uuid.optional() });
export const workHistoryDataSchema = z.object({
  /** Newest first: current positions, then by start date descending; gaps among them by start date. */
  history: z.array(workHistoryEntrySchema),
  /** Unexplained gaps in the look-back period (work-history/gaps.ts). */
  gaps: z.array(workGapSpanSchema),
  /** Entries that fail a rule under this requirement ("Needs details"). */
  incomplete_ids: z.array(z.string()),
  /** The history step is complete (work-history/history-step.ts). */
  complete: z.boolean(),
  config: workHistoryConfigDataSchema,
});
export type WorkHistoryData = z.infer<typeof workHistoryDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /api/work_history  body { app_req_id?, entry } → 201 data: the stored entry. entry.id is a uuid the
//   web makes (crypto.randomUUID), so a retried create answers 409 request.conflict. The entry is checked
//   with makeWorkHistoryPositionSchema(positionOptionsOf(config)) or, for type 'gap', makeWorkGapSchema;
//   400 with details at the entry's field paths (no 'entry.' prefix). Action post_self_attested.
// PUT /api/work_history   body { app_req_id?, entry } → data: the stored entry; 404 when no entry has its id.
// DELETE /api/work_history?id=<uuid> → data: { id }; 404 when none has it.
// ---------------------------------------------------------------------------------------------------------
export const workHistoryWriteBodySchema = z.object({
  app_req_id: uuid.optional(),
  entry: z.looseObject({ id: uuid, type: z.string() }),
});
export type WorkHistoryWriteBody = z.infer<typeof workHistoryWriteBodySchema>;
export const workHistoryDeleteQuerySchema = z.object({ id: uuid });

// ---------------------------------------------------------------------------------------------------------
// GET /api/work_history/prefill → data: { positions, source, created_at } | null: the positions read from
//   the clinician's latest resume that they have not yet confirmed or dismissed. Each position has a fresh
//   id and the position field names; the web opens one in the editor to confirm it (POST, then the web
//   removes it from its list) — confirmed ids are dropped from the prefill by the POST.
// DELETE /api/work_history/prefill → data: { dismissed: true }: the clinician dismissed what is left.
// ---------------------------------------------------------------------------------------------------------
export const workHistoryPrefillDataSchema = z
  .object({
    source: z.literal('resume'),
    created_at: z.string(),
    positions: z.array(workHistoryEntrySchema),
  })
  .nullable();
export type WorkHistoryPrefillData = z.infer<typeof workHistoryPrefillDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /api/calculate_gaps body { work_history: entries, app_req_id? } → data: { gaps } (work-history/gaps.ts,
//   with the requirement's look-back and allowed gap). Lets the web show gaps of an unsaved list.
// ---------------------------------------------------------------------------------------------------------
/** Whether every text in a JSON value, however deep, is within a form field's bound (TEXT_FIELD_MAX_LENGTH). */
const textsWithinBound = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.length <= TEXT_FIELD_MAX_LENGTH
    : !!value && typeof value === 'object'
      ? Object.values(value).every(textsWithinBound)
      : true;
/**
 * An entry the web has not saved, sent to have its gaps counted: the service reads only id, type, the dates
 * and isCurrent, but the whole draft is sent, so every text in it is bounded like a form field's.
 */
const unsavedEntrySchema = z
  .object({
    id: z.string().max(TEXT_FIELD_MAX_LENGTH),
    type: z.string().max(TEXT_FIELD_MAX_LENGTH),
    start_date: z.string().max(TEXT_FIELD_MAX_LENGTH).nullish(),
    end_date: z.string().max(TEXT_FIELD_MAX_LENGTH).nullish(),
    isCurrent: z.boolean().nullish(),
  })
  .catchall(z.unknown().refine(textsWithinBound, { message: 'validation.too-long' }));
export const calculateGapsBodySchema = z.object({
  app_req_id: uuid.optional(),
  work_history: z.array(unsavedEntrySchema).max(200),
});
export const calculateGapsDataSchema = z.object({ gaps: z.array(workGapSpanSchema) });

// ---------------------------------------------------------------------------------------------------------
// GET /api/progress_steps?app_req_id=<uuid> → data: { steps: [{ step, complete }] } in
//   PROFESSIONAL_HISTORY_STEPS order (000 §4). resume: a resume was read (a prefill exists, even dismissed)
//   or the history holds a job; history: historyStepStatus(...).complete; affiliations: the `complete` of
//   GET /api/affiliations (api/affiliations.ts); references: the `complete` of GET /api/reference
//   (api/references.ts); verifications: false until that step exists (decisions 019–021). 404 for a requirement not subscribed to.
// ---------------------------------------------------------------------------------------------------------
export const progressStepsQuerySchema = z.object({ app_req_id: uuid });
export const progressStepsDataSchema = z.object({
  steps: z.array(z.object({ step: z.enum(PROFESSIONAL_HISTORY_STEPS), complete: z.boolean() })),
});
export type ProgressStepsData = z.infer<typeof progressStepsDataSchema>;

const entryResponse = workHistoryEntrySchema;

/** The endpoints of the work-history step and the requirement of /professional-history (decision 030). */
export const workHistoryApi = {
  requirement: contract({
    method: 'GET',
    path: '/api/application_requirement/:id',
    access: { action: 'get_self_attested' },
    tags: ['work-history'],
    summary: "An application requirement one of the clinician's subscriptions names (else 404)",
    params: applicationRequirementParamsSchema,
    response: applicationRequirementDataSchema,
    errors: ['request.not-found'],
  }),
  calculateGaps: contract({
    method: 'POST',
    path: '/api/calculate_gaps',
    access: { action: 'get_self_attested' },
    tags: ['work-history'],
    summary: "The unexplained gaps of a work-history list under the requirement's look-back",
    body: calculateGapsBodySchema,
    response: calculateGapsDataSchema,
    errors: ['request.not-found'],
  }),
  progressSteps: contract({
    method: 'GET',
    path: '/api/progress_steps',
    access: { action: 'get_self_attested' },
    tags: ['work-history'],
    summary: 'Which professional-history steps are complete for this requirement',
    query: progressStepsQuerySchema,
    response: progressStepsDataSchema,
    errors: ['request.not-found'],
  }),
  list: contract({
    method: 'GET',
    path: '/api/work_history',
    access: { action: 'get_self_attested' },
    tags: ['work-history'],
    summary: 'The work history newest first, with its unexplained gaps and the entries that need details',
    query: workHistoryQuerySchema,
    response: workHistoryDataSchema,
    errors: ['request.not-found'],
  }),
  create: contract({
    method: 'POST',
    path: '/api/work_history',
    access: { action: 'post_self_attested' },
    tags: ['work-history'],
    summary:
      'Adds a position or an explained gap (409 when its id exists; a confirmed one leaves the prefill)',
    body: workHistoryWriteBodySchema,
    response: entryResponse,
    status: 201,
    errors: ['request.not-found', 'request.conflict'],
  }),
  update: contract({
    method: 'PUT',
    path: '/api/work_history',
    access: { action: 'post_self_attested' },
    tags: ['work-history'],
    summary: 'Replaces the entry with the same id (404 when none has it)',
    body: workHistoryWriteBodySchema,
    response: entryResponse,
    errors: ['request.not-found'],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/work_history',
    access: { action: 'post_self_attested' },
    tags: ['work-history'],
    summary: 'Removes the entry with this id (404 when none has it)',
    query: workHistoryDeleteQuerySchema,
    response: z.object({ id: z.string() }),
    errors: ['request.not-found'],
  }),
  prefill: contract({
    method: 'GET',
    path: '/api/work_history/prefill',
    access: { action: 'get_self_attested' },
    tags: ['work-history'],
    summary: 'Positions from the latest resume not yet confirmed or dismissed (null when none)',
    response: workHistoryPrefillDataSchema,
    errors: [],
  }),
  dismissPrefill: contract({
    method: 'DELETE',
    path: '/api/work_history/prefill',
    access: { action: 'post_self_attested' },
    tags: ['work-history'],
    summary: 'Dismisses what is left of the resume prefill',
    response: z.object({ dismissed: z.literal(true) }),
    errors: [],
  }),
};
