import { z } from 'zod';
import { DEGREE_TYPES } from '../constants';

export const degreeTypeSchema = z.enum(DEGREE_TYPES);
export type DegreeType = z.infer<typeof degreeTypeSchema>;

const DEGREES_FROM_PROVIDER_TYPE: ReadonlySet<string> = new Set(['NP', 'PA', 'CRNA', 'CNM', 'CNS', 'RN']);

/**
 * `degree_type` for account creation (000 §5). The provider type wins over the NCSBN number: nurse
 * practitioners, CRNAs, midwives and clinical nurse specialists all hold NCSBN ids, so letting the number
 * decide would record every APRN as an RN. The number only decides when the provider type carries no degree
 * (unknown, or a physician who also has a nursing license). Physicians without one get null: MD and DO are
 * not degree types.
 */
export function deriveDegreeType(input: {
  providerType?: string | null;
  ncsbnNumber?: string | null;
}): DegreeType | null {
  const providerType = input.providerType?.trim().toUpperCase();
  if (providerType && DEGREES_FROM_PROVIDER_TYPE.has(providerType)) {
    return degreeTypeSchema.parse(providerType);
  }
  if (input.ncsbnNumber?.trim()) return 'RN';
  return null;
}
