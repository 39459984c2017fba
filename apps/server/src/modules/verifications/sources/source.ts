import type { ExpiringItem, VerificationMethod, VerificationSource, WordingKey } from '@credence/shared';
import type { Adapters } from '#server/adapters/registry';
import type { ScreeningDeps } from '../../exclusions/screening';
import type { Subject } from '../subject';

/** What one check of one source concluded, and the evidence it rests on. */
export interface SourceOutcome {
  status: 'verified' | 'flagged';
  method: VerificationMethod;
  /** Why it is flagged (a stable code such as 'nppes.deactivated'); null when verified. */
  reason: string | null;
  /**
   * The exact record(s) the source returned, or for a list file its snapshot (origin, SHA-256, fetchedAt)
   * and the matching row if any. Stored as is: the audit trail an NCQA surveyor asks for.
   */
  evidence: Record<string, unknown>;
  expirations: ExpiringItem[];
  /** A notice beyond the status change: something the clinician must act on. */
  alert?: WordingKey;
}

export interface SourceCheckDeps {
  adapters: Adapters;
  /** The database, clock and data keys: the exclusion lists live in the database. */
  screening: ScreeningDeps;
  /** YYYY-MM-DD today, for expiry. */
  today: string;
}

/** One primary source: whether it applies to the clinician, and how to check it. */
export interface SourceChecker {
  source: VerificationSource;
  applies(subject: Subject): boolean;
  /** Throws an AdapterError when the source cannot answer (the job retries with backoff). */
  check(deps: SourceCheckDeps, subject: Subject): Promise<SourceOutcome>;
}

export const verified = (
  evidence: Record<string, unknown>,
  expirations: ExpiringItem[] = [],
): SourceOutcome => ({
  status: 'verified',
  method: 'primary_source',
  reason: null,
  evidence,
  expirations,
});

export const flagged = (
  reason: string,
  evidence: Record<string, unknown>,
  expirations: ExpiringItem[] = [],
  alert?: WordingKey,
): SourceOutcome => ({ status: 'flagged', method: 'primary_source', reason, evidence, expirations, alert });
