import { z } from 'zod';
import {
  MALPRACTICE_DEFAULT_REQUIRED_FIELDS,
  NOT_ON_HAND_COVERAGE_TYPES,
  type MalpracticeMethod,
} from '../domain/malpractice';
import { MALPRACTICE_POLICY_FIELDS } from '../schemas/malpractice';
import { contract } from './contract';

// Malpractice insurance (000 §3 'Malpractice policy', 'No-coverage explanation record', §4, §5, §7
// 'Malpractice'; 001 §3, §5, §7; issue 15; decision 046). Module: apps/server/src/modules/malpractice.
// GET /api/malpractice answers the clinician's policies and no-coverage explanations; POST adds one record,
// PUT replaces one, DELETE removes one. A record is checked with schemas/malpractice.ts (the same rules the
// web's form runs): a policy with makeMalpracticePolicySchema({ required }) where `required` comes from the
// application config's `malpractice` (see malpracticeRequiredFieldsOf), an explanation (is_explanation:
// true) with noCoverageExplanationSchema. 400 request.invalid with details [{ path, message: wording key }].
// A policy's document is one of the clinician's uploads (POST /api/document with document_type
// 'malpractice'); another clinician's document, position or record answers the same 404 as a missing one.
// A document shared by several policies holds one set of policy details: saving one policy with it writes
// its details to every policy that uses it (the form warns before: 'malpractice.document-shared-warning').
// Actions: get_self_attested to read, post_self_attested to write (malpractice insurance is self-attested
// data, 000 §3). Every read and write is audited with ids only.

const uuid = z.uuid({ error: 'request.invalid' });

/**
 * The fields the requirement's application_config.malpractice asks for: `{ required: [...] }` (or the list
 * itself) replaces the default list (name, policy_number, effective_date, expiration_date); names that are
 * not policy fields are dropped. Anything else keeps the default.
 */
export function malpracticeRequiredFieldsOf(applicationConfig: unknown): string[] {
  const config =
    applicationConfig !== null && typeof applicationConfig === 'object'
      ? (applicationConfig as Record<string, unknown>).malpractice
      : undefined;
  const list = Array.isArray(config)
    ? config
    : config !== null && typeof config === 'object'
      ? (config as Record<string, unknown>).required
      : undefined;
  if (!Array.isArray(list)) return [...MALPRACTICE_DEFAULT_REQUIRED_FIELDS];
  return MALPRACTICE_POLICY_FIELDS.filter((field) => list.includes(field));
}

/** The document a policy points at, as the list shows it. */
export const malpracticeDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});

/** A stored policy (000 §3 fields; work_history_id always a list). */
export const malpracticePolicyRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  policy_number: z.string(),
  per_occurrence: z.string(),
  agg_coverage: z.string(),
  effective_date: z.string(),
  retro_date: z.string(),
  expiration_date: z.string(),
  document: malpracticeDocumentSchema.nullable(),
  document_details: z.record(z.string(), z.unknown()).nullable(),
  display_name: z.string(),
  not_on_hand: z.boolean(),
  not_on_hand_coverage_type: z.enum([...NOT_ON_HAND_COVERAGE_TYPES, '']),
  work_history_id: z.array(z.string()),
  /** How many other policies use the same document (their details change with this one's). */
  document_shared_with: z.number().int().nonnegative(),
  /**
   * Set on a policy made by a work-history position's certificate of insurance (the position's id, decision
   * 063): read only, edited with the position; PUT and DELETE do not take its id.
   */
  from_position: z.string().optional(),
});
export type MalpracticePolicyRecord = z.infer<typeof malpracticePolicyRecordSchema>;

export const noCoverageRecordSchema = z.object({
  id: z.string(),
  no_coverage_reason: z.string(),
  is_explanation: z.literal(true),
  work_history_id: z.array(z.string()),
});
export type NoCoverageRecord = z.infer<typeof noCoverageRecordSchema>;

export const malpracticeRecordSchema = z.union([noCoverageRecordSchema, malpracticePolicyRecordSchema]);
export type MalpracticeRecord = z.infer<typeof malpracticeRecordSchema>;

export const malpracticeQuerySchema = z.object({ app_req_id: uuid.optional() });
export const malpracticeDataSchema = z.object({
  policies: z.array(malpracticePolicyRecordSchema),
  explanations: z.array(noCoverageRecordSchema),
  /** The policy fields the requirement asks for (the default list without one). */
  required: z.array(z.string()),
});
export type MalpracticeData = z.infer<typeof malpracticeDataSchema>;

/**
 * POST body: `record` is a policy or, with is_explanation: true, a no-coverage explanation (the server
 * gives it its id). PUT body: the same with record.id naming the record to replace.
 */
export const malpracticeWriteBodySchema = z.object({
  app_req_id: uuid.optional(),
  record: z.looseObject({}, { error: 'request.invalid' }),
});
export type MalpracticeWriteBody = z.infer<typeof malpracticeWriteBodySchema>;
export const malpracticeUpdateBodySchema = z.object({
  app_req_id: uuid.optional(),
  record: z.looseObject({ id: uuid }, { error: 'request.invalid' }),
});
export type MalpracticeUpdateBody = z.infer<typeof malpracticeUpdateBodySchema>;
export const malpracticeDeleteQuerySchema = z.object({ id: uuid });

/**
 * The method the form asks for first (001 §5: manual, upload face sheet, employer-provided, none) that a
 * stored record was made with: an explanation is 'none'; a policy not on hand and employer-provided is
 * 'employer_provided'; a policy with a document is 'upload'; anything else 'manual'.
 */
export function malpracticeMethodOf(record: MalpracticeRecord): MalpracticeMethod {
  if ('is_explanation' in record) return 'none';
  if (record.not_on_hand && record.not_on_hand_coverage_type === 'Employer-Provided') {
    return 'employer_provided';
  }
  return record.document ? 'upload' : 'manual';
}

export const malpracticeApi = {
  list: contract({
    method: 'GET',
    path: '/api/malpractice',
    access: { action: 'get_self_attested' },
    tags: ['malpractice'],
    summary: 'The clinician’s malpractice policies and no-coverage explanations',
    query: malpracticeQuerySchema,
    response: malpracticeDataSchema,
    errors: ['request.not-found'],
  }),
  create: contract({
    method: 'POST',
    path: '/api/malpractice',
    access: { action: 'post_self_attested' },
    tags: ['malpractice'],
    summary: 'Adds a policy or a no-coverage explanation',
    description:
      'A policy sharing its document with other policies writes its details to them too. 404 when the ' +
      'document or a position in work_history_id is not the clinician’s.',
    body: malpracticeWriteBodySchema,
    status: 201,
    response: malpracticeRecordSchema,
    errors: ['request.not-found'],
  }),
  update: contract({
    method: 'PUT',
    path: '/api/malpractice',
    access: { action: 'post_self_attested' },
    tags: ['malpractice'],
    summary: 'Replaces the policy or explanation with the same id (404 when the clinician has none)',
    body: malpracticeUpdateBodySchema,
    response: malpracticeRecordSchema,
    errors: ['request.not-found'],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/malpractice',
    access: { action: 'post_self_attested' },
    tags: ['malpractice'],
    summary: 'Removes the policy or explanation with this id (its document stays in /documents)',
    query: malpracticeDeleteQuerySchema,
    response: z.object({ id: z.string() }),
    errors: ['request.not-found'],
  }),
};
