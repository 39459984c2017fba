import { createHash } from 'node:crypto';
import type { WorkVerificationFields } from '@credence/shared';

// The signed record and its hash (decision 039; credentials.md §6 "association of the signature with the
// record"). The canonical form is JSON with object keys sorted at every level and no spaces, so the same
// record always hashes the same, whoever recomputes it from the stored columns.

/** JSON with sorted keys: one text per value, independent of the order the fields were written in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sha256Hex = (text: string | Uint8Array): string =>
  createHash('sha256').update(text).digest('hex');

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
