/** The only values /enroll/{hash} accepts; any other hash redirects to /enroll (000 §2). */
export const ENROLL_STEP_HASHES = [
  'name',
  'dob',
  'pob',
  'citizenship',
  'ssn',
  'address',
  'mobile-number',
  'review',
] as const;
export type EnrollStepHash = (typeof ENROLL_STEP_HASHES)[number];

export function isEnrollHash(value: unknown): value is EnrollStepHash {
  return (ENROLL_STEP_HASHES as readonly unknown[]).includes(value);
}

/** /reset-password/{error}: the two open error pages; any other value is not a page. */
export const RESET_PASSWORD_ERRORS = ['expired', 'invalid'] as const;
export type ResetPasswordError = (typeof RESET_PASSWORD_ERRORS)[number];

// Any RFC 4122 layout; the version is not checked because ids come from more than one generator.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** appReqID of /professional-history and taskId of /task must be UUIDs, else the user goes to the dashboard. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
