import { z } from 'zod';

/** A policy marked not on hand is valid only with one of these coverage types. */
export const NOT_ON_HAND_COVERAGE_TYPES = ['Employer-Provided', 'Self-Insured'] as const;
export const notOnHandCoverageTypeSchema = z.enum(NOT_ON_HAND_COVERAGE_TYPES);
export type NotOnHandCoverageType = z.infer<typeof notOnHandCoverageTypeSchema>;

/** The ways a clinician can answer the malpractice question (001 §5 wording: manual, face sheet, employer, none). */
export const MALPRACTICE_METHODS = ['manual', 'upload', 'employer_provided', 'none'] as const;
export const malpracticeMethodSchema = z.enum(MALPRACTICE_METHODS);
export type MalpracticeMethod = z.infer<typeof malpracticeMethodSchema>;

/** Required unless the application config overrides them. */
export const MALPRACTICE_DEFAULT_REQUIRED_FIELDS = [
  'name',
  'policy_number',
  'effective_date',
  'expiration_date',
] as const;
export const MALPRACTICE_DEFAULT_OPTIONAL_FIELDS = ['retro_date', 'per_occurrence', 'agg_coverage'] as const;
export type MalpracticePolicyField =
  (typeof MALPRACTICE_DEFAULT_REQUIRED_FIELDS)[number] | (typeof MALPRACTICE_DEFAULT_OPTIONAL_FIELDS)[number];
