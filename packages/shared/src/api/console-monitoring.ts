import { z } from 'zod';
import { hasUnsafeCharacters, textCharactersMessage } from '../fields/text-characters';
import { contract } from './contract';

// The console's monitoring (issue 18, decision 056): exclusion candidates of the group's clinicians to confirm
// or clear, and the monthly monitoring report (every source checked in a month, with the list snapshot or the
// primary-source record's time). Reviewers and admins only (view_shares to read, review_files to decide); a
// recruiter and a clinician are refused 403; another group's candidate is the same 404 as a missing one.

export const EXCLUSION_LISTS = ['oig_leie', 'sam', 'ofac', 'odm_ny', 'odm_ca'] as const;
/** How a candidate matched: an identifier, the name with an equal date of birth, or the name only. */
export const MATCH_BASES = ['identifier', 'name_dob', 'name'] as const;
export const EXCLUSION_DECISIONS = ['confirmed', 'cleared'] as const;

export const exclusionCandidateSchema = z.object({
  id: z.string(),
  clinician: z.object({ name: z.string() }),
  source: z.enum(EXCLUSION_LISTS),
  basis: z.enum(MATCH_BASES),
  /** Jaro-Winkler similarity (0–1) of the token-sorted full names, best pair of the clinician's names. */
  score: z.number().min(0).max(1),
  snapshot: z.object({ sha256: z.string(), fetched_at: z.string() }).nullable(),
  /** The list row as published. */
  row: z.record(z.string(), z.unknown()).nullable(),
  /** The clinician's "not me" statement, if any. */
  not_me: z
    .object({ statement: z.string(), has_document: z.boolean(), at: z.string().nullable() })
    .nullable(),
  /** The group's decision on this version of the row; null while open. */
  decision: z
    .object({
      decision: z.enum(EXCLUSION_DECISIONS),
      by: z.string().nullable(),
      at: z.string(),
      /** The reviewer's note (decision 062); null on a decision taken without one. */
      note: z.string().nullable(),
    })
    .nullable(),
});
export type ExclusionCandidate = z.infer<typeof exclusionCandidateSchema>;

export const exclusionCandidatesSchema = z.object({
  open: z.array(exclusionCandidateSchema),
  decided: z.array(exclusionCandidateSchema),
});
export type ExclusionCandidates = z.infer<typeof exclusionCandidatesSchema>;

/** The longest note a decision takes (decision 062). */
export const DECISION_NOTE_MAX = 1000;

/**
 * A decision and its note (decision 062): clearing a candidate says why the row is someone else, so its note
 * is required; confirming may add one. Blank reads as no note.
 */
export const exclusionDecisionBodySchema = z
  .object({
    decision: z.enum(EXCLUSION_DECISIONS, { error: 'validation.required' }),
    note: z
      .string({ error: 'request.invalid' })
      .trim()
      .refine((value) => value.length <= DECISION_NOTE_MAX, {
        message: 'validation.too-long',
        params: { max: DECISION_NOTE_MAX },
      })
      .refine((value) => !hasUnsafeCharacters(value), { message: textCharactersMessage })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'cleared' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'console.monitoring.note-required' });
  });
export type ExclusionDecisionBody = z.input<typeof exclusionDecisionBodySchema>;

/** A calendar month, YYYY-MM. */
export const reportMonthSchema = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'request.invalid' });
export const monitoringReportQuerySchema = z.object({ month: reportMonthSchema });

export const monitoringCheckSchema = z.object({
  clinician: z.object({ name: z.string() }),
  /** The verification source (nppes, licenses, exclusions…). */
  source: z.string(),
  /** For the exclusion screening, the list; null for a record source. */
  list: z.string().nullable(),
  snapshot_sha256: z.string().nullable(),
  /** The list snapshot's date, or null for a record source (then checked_at is the record's time). */
  snapshot_date: z.string().nullable(),
  checked_at: z.string(),
  result: z.string(),
  method: z.string().nullable(),
  /** For a list check, the group's decision on the clinician's candidate of that list and its note. */
  decision: z.enum(EXCLUSION_DECISIONS).nullable(),
  decision_note: z.string().nullable(),
});
export type MonitoringCheck = z.infer<typeof monitoringCheckSchema>;

export const monitoringReportSchema = z.object({
  month: z.string(),
  clinicians: z.number().int(),
  checks: z.array(monitoringCheckSchema),
});
export type MonitoringReport = z.infer<typeof monitoringReportSchema>;

const idParams = z.object({ id: z.uuid({ error: 'request.invalid' }) });

export const consoleMonitoringApi = {
  exclusions: contract({
    method: 'GET',
    path: '/api/console/exclusions',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'Exclusion candidates of the group’s clinicians: open ones to decide and the group’s decisions',
    response: exclusionCandidatesSchema,
    errors: [],
  }),
  decide: contract({
    method: 'POST',
    path: '/api/console/exclusions/:id/decision',
    access: { action: 'review_files' },
    tags: ['console'],
    summary: 'Confirms a candidate as an exclusion or clears it; remembered for this version of the list row',
    description:
      'A note of up to 1000 characters goes with the decision; clearing needs one (400 at note). The note ' +
      'shows in the candidate list and in the monthly report.',
    params: idParams,
    body: exclusionDecisionBodySchema,
    response: exclusionCandidateSchema,
    errors: ['request.not-found', 'request.conflict'],
  }),
  report: contract({
    method: 'GET',
    path: '/api/console/monitoring-report',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'The monthly monitoring report: every source checked for each of the group’s clinicians',
    query: monitoringReportQuerySchema,
    response: monitoringReportSchema,
    errors: [],
  }),
  reportCsv: contract({
    method: 'GET',
    path: '/api/console/monitoring-report.csv',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'The monthly monitoring report as CSV (cells safe from formula injection)',
    query: monitoringReportQuerySchema,
    envelope: 'none',
    response: z.string().meta({ description: 'CSV text', format: 'binary' }),
    errors: [],
  }),
};
