import { z } from 'zod';

/** A background job (document generation, parsing, verification) that a page waits on (000 §7 GET /api/job/{id}). */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: jobStatusSchema,
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  result: z.unknown().nullable(),
  /** A stable error code (wording key) when the job failed; never a raw message. */
  error: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const isJobFinished = (status: JobStatus) => status === 'succeeded' || status === 'failed';

/**
 * Where the processing page leads once a job succeeded: the result's `next_path` when it is a path inside the
 * app (a leading single slash), else null so the page offers the dashboard. Never an outside address.
 */
export function jobNextPath(result: unknown): string | null {
  if (!result || typeof result !== 'object') return null;
  const next = (result as { next_path?: unknown }).next_path;
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) ? next : null;
}
