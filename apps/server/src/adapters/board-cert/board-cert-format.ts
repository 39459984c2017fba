import { z } from 'zod';

// Our proposed JSON exchange with a certification-verification service (ABMS CertiFacts for the physician
// boards; AANP, ANCC, NBCRNA, NCC, NCCPA for PAs and APRNs). None of them publishes a JSON interface in our
// references, so this format is ours and must be confirmed with the provider before production (adapters/README.md).

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish();

export const boardCertificationSchema = z.object({
  /** The board's id in the board config (packages/shared /api/board_cert_config): 'aanp', 'abim', … */
  boardId: z.string().min(1),
  boardName: z.string().min(1),
  certificateNumber: z.string(),
  certification: z.string(),
  /** The board's word; only 'Active' (or 'Certified') counts. */
  status: z.string(),
  initialDate: date,
  expirationDate: date,
});
export type BoardCertificationRecord = z.infer<typeof boardCertificationSchema>;

export const boardCertAnswerSchema = z.object({ certifications: z.array(boardCertificationSchema) });

export const boardCertSampleSchema = z.object({
  practitioners: z.array(
    z.object({ npi: z.string(), lastName: z.string(), certifications: z.array(boardCertificationSchema) }),
  ),
});
