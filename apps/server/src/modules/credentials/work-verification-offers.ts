import { WORK_VERIFICATION_CREDENTIAL_FIELDS, type WorkVerificationFields } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { insertCredential } from './credentials.repository';
import { valuesHash } from './offers';

// A signed work verification becomes a work_verification credential offer (issue 16, "A signed verification
// becomes a work_verification credential offer in the wallet"; decision 042). The verifier is the primary
// source: the institution's own answer, signed electronically. The offer's evidence is the signature record's
// hash and time. No verification job re-checks it: source `work_verification`, one row per request
// (item_key: the request id, the record's signature_request_id).

export const WORK_VERIFICATION_SOURCE = 'work_verification';

const SYSTEM: AuditOrigin = { ip: null, request_id: null };

/** What the work-verification module hands over once a verifier signed. */
export interface SignedRecordForWallet {
  /** The request's id (signature_request_id). */
  id: string;
  userId: string;
  record: WorkVerificationFields;
  recordSha256: string;
  signedAt: string;
}

/** Yes / no answers as the catalogue's 'True' / 'False' (form kind yes-no); text as typed; blanks dropped. */
function fieldValue(value: unknown): string | null {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** The credential's fields from the signed record, in WORK_VERIFICATION_CREDENTIAL_FIELDS order. */
export function workVerificationFields(signed: SignedRecordForWallet): Record<string, string | null> {
  const source: Record<string, unknown> = {
    ...signed.record,
    signature_request_id: signed.id,
    record_sha256: signed.recordSha256,
    signed_at: signed.signedAt,
  };
  const fields: Record<string, string | null> = {};
  for (const key of WORK_VERIFICATION_CREDENTIAL_FIELDS) {
    const value = fieldValue(source[key]);
    if (value !== null) fields[key] = value;
  }
  return fields;
}

/**
 * Offers the signed record as a work_verification credential. Once per request: a second call for the same
 * request (a retried hand-over) finds the row and offers nothing.
 */
export async function offerWorkVerification(
  db: Kysely<Database>,
  signed: SignedRecordForWallet,
): Promise<string | null> {
  const existing = await db
    .selectFrom('credentials')
    .select('id')
    .where('user_id', '=', signed.userId)
    .where('source', '=', WORK_VERIFICATION_SOURCE)
    .where('item_key', '=', signed.id)
    .executeTakeFirst();
  if (existing) return null;
  const fields = workVerificationFields(signed);
  const signedAt = new Date(signed.signedAt);
  const created = await insertCredential(db, {
    user_id: signed.userId,
    source: WORK_VERIFICATION_SOURCE,
    schema_name: 'work_verification',
    item_key: signed.id,
    name: `Work verification, ${signed.record.institution.trim()}`,
    fields: JSON.stringify(fields),
    values_hash: valuesHash(fields),
    origin: 'verifier',
    method: 'primary_source',
    expires_on: null,
    verified_at: signedAt,
    checked_at: signedAt,
    needs_review: false,
    offered_at: signedAt,
    created_at: signedAt,
    updated_at: signedAt,
  });
  await audit(db, SYSTEM, {
    action: 'credential.offer',
    outcome: 'success',
    user_id: signed.userId,
    target_type: 'credential',
    target_id: created.id,
    details: { schema_name: created.schema_name, needs_review: false, work_verification_id: signed.id },
  });
  return created.id;
}
