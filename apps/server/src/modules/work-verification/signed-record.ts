import { canonicalJson, sha256Hex } from '../../lib/signed-pdf';
import type { WorkVerificationFields } from '@credence/shared';

// The signed record and its hash (decision 039; credentials.md §6 "association of the signature with the
// record"). The canonical form is JSON with object keys sorted at every level and no spaces, so the same
// record always hashes the same, whoever recomputes it from the stored columns.

export { canonicalJson, sha256Hex } from '../../lib/signed-pdf';

/** What is signed: the request, the clinician's position as they described it, and the verifier's answers. */
export interface SignedContent {
  signature_request_id: string;
  kind: string;
  subject: Record<string, unknown>;
  record: WorkVerificationFields;
  signer: { name: string; title: string; email: string };
  intent: string;
  consent_version: string;
  signed_at: string;
}

/** The SHA-256 the signature record holds: of the canonical JSON of the signed content. */
export const recordHashOf = (content: SignedContent): string => sha256Hex(canonicalJson(content));

/** The signature record kept beside the record (credentials.md §6). */
export interface SignatureRecord {
  signer: { name: string; title: string; email: string };
  intent: string;
  consent_version: string;
  record_sha256: string;
  signed_at: string;
  ip: string | null;
  user_agent: string | null;
  events: { event: 'sent' | 'opened' | 'consented' | 'signed'; at: string; ip?: string | null }[];
  /** The SHA-256 of the PDF made of the record (the retained copy). */
  document_sha256?: string;
}
