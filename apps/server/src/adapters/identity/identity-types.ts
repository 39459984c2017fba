import type { IdVerificationStatus } from '@credence/shared';

/** The outcome the actor setting id_verification takes (spec 000 §3), without its starting value. */
export type IdentityCheckStatus = Exclude<IdVerificationStatus, 'not_started'>;

export interface IdentityPerson {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  email?: string;
  /** Nine digits, no dashes. */
  ssn?: string;
  address?: { line1: string; line2?: string; city: string; state: string; zip: string };
}

export interface IdentityCheck {
  checkId: string;
  status: IdentityCheckStatus;
}

/** Backs POST /api/id_applicant, /api/id_check and /api/id_verify. */
export interface IdentityAdapter {
  readonly mode: 'live' | 'sandbox';
  createApplicant(person: IdentityPerson): Promise<{ applicantId: string }>;
  startCheck(applicantId: string): Promise<IdentityCheck>;
  /** Throws adapter.not-found for an unknown check id. */
  getCheck(checkId: string): Promise<IdentityCheck>;
}
