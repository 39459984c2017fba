import { z } from 'zod';

/** A hospital-affiliation reference must be a physician (000 §3, §5). */
export const REFERENCE_PROVIDER_TYPES = ['DO', 'MD'] as const;

export const referenceProviderTypeSchema = z.enum(REFERENCE_PROVIDER_TYPES);
export type ReferenceProviderType = z.infer<typeof referenceProviderTypeSchema>;
