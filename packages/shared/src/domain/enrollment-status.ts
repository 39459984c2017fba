import { z } from 'zod';

/**
 * Self-attested `enrollment_status`. Null means the clinician never started; login moves an unfinished (or
 * force-enrolled) clinician to in_progress, and the review step moves them to finished.
 */
export const ENROLLMENT_STATUSES = ['in_progress', 'finished'] as const;

export const enrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES).nullable();
export type EnrollmentStatus = z.infer<typeof enrollmentStatusSchema>;

export function isEnrollmentFinished(status: EnrollmentStatus | undefined): boolean {
  return status === 'finished';
}
