import { TRAINING_GAP_THRESHOLD_DAYS, WORK_HISTORY_LOOK_BACK_YEARS } from '../constants';
import type { WorkHistoryOptions } from '../schemas/work-history';

/**
 * What an application requirement's `application_config` says about work history (000 §3, 001 §5, §9):
 * - `verification.work_history.required` — the requirement asks for verified work history; while it does,
 *   leaving /professional-history asks about unsaved progress (000 §2);
 * - `look_back_years` (default 5) — how far back the history must reach without unexplained gaps;
 * - `optional_work_history` — only the institution is required and addresses are not checked;
 * - `allowed_gap_days` (default 60, the spec's training-gap length) — a break longer than this needs an
 *   explanation (a gap entry);
 * - `work_history.certificate_of_insurance` / `work_history.no_coverage_reason` — each position asks for
 *   its professional-liability coverage, and a position without coverage needs a reason.
 * Missing or malformed values fall back to the defaults, so an old requirement never breaks the flow.
 */
export interface WorkHistoryConfig {
  readonly required: boolean;
  readonly lookBackYears: number;
  readonly optionalWorkHistory: boolean;
  readonly allowedGapDays: number;
  readonly certificateOfInsuranceRequired: boolean;
  readonly noCoverageReasonRequired: boolean;
}

export const DEFAULT_WORK_HISTORY_CONFIG: WorkHistoryConfig = {
  required: false,
  lookBackYears: WORK_HISTORY_LOOK_BACK_YEARS,
  optionalWorkHistory: false,
  allowedGapDays: TRAINING_GAP_THRESHOLD_DAYS,
  certificateOfInsuranceRequired: false,
  noCoverageReasonRequired: false,
};

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const isInteger = (value: unknown): value is number => Number.isInteger(value);

const wholeNumber = (value: unknown, min: number, max: number, fallback: number): number =>
  isInteger(value) && value >= min && value <= max ? value : fallback;

export function workHistoryConfigOf(applicationConfig: unknown): WorkHistoryConfig {
  const config = record(applicationConfig);
  const verification = record(record(config.verification).work_history);
  const workHistory = record(config.work_history);
  const defaults = DEFAULT_WORK_HISTORY_CONFIG;
  return {
    required: verification.required === true,
    lookBackYears: wholeNumber(config.look_back_years, 1, 85, defaults.lookBackYears),
    optionalWorkHistory: config.optional_work_history === true,
    allowedGapDays: wholeNumber(config.allowed_gap_days, 0, 3650, defaults.allowedGapDays),
    certificateOfInsuranceRequired: workHistory.certificate_of_insurance === true,
    noCoverageReasonRequired: workHistory.no_coverage_reason === true,
  };
}

/** The options checkWorkHistoryPosition takes, from a requirement's config. */
export function positionOptionsOf(
  config: WorkHistoryConfig,
  now?: WorkHistoryOptions['now'],
): WorkHistoryOptions {
  return {
    now,
    optionalWorkHistory: config.optionalWorkHistory,
    lookBackYears: config.lookBackYears,
    certificateOfInsuranceRequired: config.certificateOfInsuranceRequired,
    noCoverageReasonRequired: config.noCoverageReasonRequired,
  };
}
