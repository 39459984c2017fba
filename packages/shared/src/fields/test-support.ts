import type { z } from 'zod';

// Test-only helpers (not exported from the barrel): what a schema reports, reduced to what a user sees.

export interface ReportedIssue {
  message: string;
  params?: unknown;
  path: PropertyKey[];
}

export function issuesOf(schema: z.ZodType, value: unknown): ReportedIssue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    message: issue.message,
    path: issue.path,
    ...('params' in issue && issue.params !== undefined ? { params: issue.params } : {}),
  }));
}

/** The message keys a schema reports for `value`, in order; [] when it is valid. */
export const messagesOf = (schema: z.ZodType, value: unknown): string[] =>
  issuesOf(schema, value).map((issue) => issue.message);
