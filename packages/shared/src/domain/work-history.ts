import { z } from 'zod';

/**
 * Position types of a work-history entry. The spec names job, training and gap and says there are others;
 * military is our addition because the disclosure questions ask about military discharge and a DD 214.
 */
export const POSITION_TYPES = ['job', 'training', 'gap', 'military'] as const;
export const positionTypeSchema = z.enum(POSITION_TYPES);
export type PositionType = z.infer<typeof positionTypeSchema>;

export const TRAINING_TYPES = ['internship', 'residency', 'fellowship'] as const;
export const trainingTypeSchema = z.enum(TRAINING_TYPES);
export type TrainingType = z.infer<typeof trainingTypeSchema>;
