import { z } from 'zod';

/** The actor setting `id_verification`; anything but not_started keeps a clinician out of /enroll. */
export const ID_VERIFICATION_STATUSES = ['not_started', 'pending', 'finished', 'invalid'] as const;

export const idVerificationStatusSchema = z.enum(ID_VERIFICATION_STATUSES);
export type IdVerificationStatus = z.infer<typeof idVerificationStatusSchema>;
