import { z } from 'zod';

/** The professional-history flow, in the order the clinician walks it (000 §4). */
export const PROFESSIONAL_HISTORY_STEPS = [
  'resume',
  'history',
  'affiliations',
  'references',
  'verifications',
] as const;

export const professionalHistoryStepSchema = z.enum(PROFESSIONAL_HISTORY_STEPS);
export type ProfessionalHistoryStep = z.infer<typeof professionalHistoryStepSchema>;

export function isProfessionalHistoryStep(value: unknown): value is ProfessionalHistoryStep {
  return professionalHistoryStepSchema.safeParse(value).success;
}
