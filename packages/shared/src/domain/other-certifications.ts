import { z } from 'zod';

/**
 * The life-support certifications of `other_certifications` (000 §3), keyed by their usual abbreviation so
 * the keys stay stable if the labels are reworded. Each holds answer, expiration and document.
 */
export const OTHER_CERTIFICATIONS = [
  { key: 'bls', label: 'Basic Life Support (BLS)' },
  { key: 'cpr', label: 'Cardiopulmonary Resuscitation (CPR)' },
  { key: 'acls', label: 'Advanced Cardiac Life Support (ACLS)' },
  { key: 'atls', label: 'Advanced Trauma Life Support (ATLS)' },
  { key: 'also', label: 'Advanced Life Support in Obstetrics (ALSO)' },
  { key: 'nals', label: 'Neonatal Advanced Life Support (NALS)' },
  { key: 'nrp', label: 'Neonatal Resuscitation Program (NRP)' },
  { key: 'pals', label: 'Pediatric Advanced Life Support (PALS)' },
] as const;

export type OtherCertificationKey = (typeof OTHER_CERTIFICATIONS)[number]['key'];
export const OTHER_CERTIFICATION_KEYS = OTHER_CERTIFICATIONS.map(
  (cert) => cert.key,
) as readonly OtherCertificationKey[];
export const otherCertificationKeySchema = z.enum(OTHER_CERTIFICATION_KEYS);

/** Fields every certification entry carries. */
export const OTHER_CERTIFICATION_FIELDS = ['answer', 'expiration', 'document'] as const;
