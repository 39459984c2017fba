import { z } from 'zod';
import { contract } from './contract';

// The console's work verifications (issue 18 part 2, decision 051): each outside-verifier request a
// subscribed clinician made for one of the group's requirement sets, with its state, and the signed PDF.
// Reviewers and admins (view_shares); another group's request is the same 404 as a missing one.

const id = z.uuid({ error: 'request.invalid' });

export const consoleWorkVerificationSchema = z.object({
  id: z.string(),
  clinician: z.object({ name: z.string() }),
  requirement: z.string().nullable(),
  kind: z.enum(['work_history', 'affiliation']),
  institution: z.string().nullable(),
  role: z.string().nullable(),
  verifier_name: z.string(),
  status: z.enum(['pending', 'in_progress', 'signed', 'verified', 'error']),
  error: z.enum(['declined', 'expired']).nullable(),
  sent_at: z.string(),
  signed_at: z.string().nullable(),
  /** True when the signed PDF can be downloaded. */
  has_document: z.boolean(),
});
export type ConsoleWorkVerification = z.infer<typeof consoleWorkVerificationSchema>;

export const consoleWorkApi = {
  workVerifications: contract({
    method: 'GET',
    path: '/api/console/work-verifications',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'The work verification requests of the group’s clinicians, with their state',
    response: z.array(consoleWorkVerificationSchema),
    errors: [],
  }),
  workVerificationPdf: contract({
    method: 'GET',
    path: '/api/console/work-verifications/:id/signed.pdf',
    access: { action: 'view_shares' },
    tags: ['console'],
    summary: 'The signed PDF of a work verification; the download is audited',
    params: z.object({ id }),
    envelope: 'none',
    response: z.string().meta({ description: 'The PDF’s bytes', format: 'binary' }),
    errors: ['request.not-found'],
  }),
};
