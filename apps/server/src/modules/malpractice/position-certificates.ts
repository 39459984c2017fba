import type { MalpracticePolicyRecord } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { storedDocumentsAmong } from '../documents/documents.repository';
import { readValues } from '../self-attested/self-attested.repository';
import { WORK_HISTORY_KEY } from '../lookups/training.service';
import { certificatesOf } from '../work-history/certificate-uses';

type Db = Kysely<Database>;

/** The id GET /api/malpractice gives the policy a position's certificate makes (never a stored record's). */
export const certificatePolicyId = (positionId: string, documentId: string) =>
  `certificate:${positionId}:${documentId}`;

/**
 * The policies the positions' certificates of insurance make (decision 063): a derived read of the stored
 * work-history list, not a stored record, so removing the certificate or the position removes the policy
 * with nothing to keep in step. Only a certificate that is one of the clinician's stored documents counts:
 * another clinician's or a deleted one makes no policy and is never named. Read only here; edited with the
 * position (PUT and DELETE /api/malpractice take stored records' ids only).
 */
export async function positionCertificatePolicies(
  db: Db,
  userId: string,
): Promise<MalpracticePolicyRecord[]> {
  const [row] = await readValues(db, userId, [WORK_HISTORY_KEY]);
  const certificates = certificatesOf(Array.isArray(row?.value) ? (row.value as unknown[]) : []);
  const ids = certificates.map((certificate) => certificate.document_id);
  const documents = new Map(
    (await storedDocumentsAmong(db, userId, ids)).map((document) => [document.id, document]),
  );
  return certificates.flatMap((certificate) => {
    const document = documents.get(certificate.document_id);
    if (!document) return [];
    return [
      {
        id: certificatePolicyId(certificate.position_id, document.id),
        name: '',
        policy_number: '',
        per_occurrence: '',
        agg_coverage: '',
        effective_date: '',
        retro_date: '',
        expiration_date: '',
        document: {
          id: document.id,
          name: document.name,
          created_at: new Date(document.created_at).toISOString(),
        },
        document_details: null,
        display_name: certificate.institution,
        not_on_hand: false,
        not_on_hand_coverage_type: '',
        work_history_id: [certificate.position_id],
        document_shared_with: 0,
        from_position: certificate.position_id,
      } satisfies MalpracticePolicyRecord,
    ];
  });
}
