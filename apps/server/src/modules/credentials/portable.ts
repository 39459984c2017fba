import { audit, type AuditOrigin } from '../audit/audit.service';
import {
  IssuanceRefused,
  issueCredential,
  setCredentialStatus,
  type IssuerDeps,
} from '../issuer/issuer.service';
import type { CredentialStatus } from '../issuer/status-list';
import {
  findIssuable,
  listPublishable,
  listUnissued,
  markPublished,
  storePortable,
} from './credentials.repository';

/**
 * The wallet's portable copies (issue 14, decisions 035 and 036): a credential in the wallet whose holder's
 * identity is verified is issued as an SD-JWT VC, and every later change of its wallet status is published
 * on its status list (revoked, expired and declined: invalid, which is final; suspended; added: valid).
 * Status changes happen in many places (re-checks, disputes, monitoring), so rather than flip bits inside
 * each of them, `publishStatuses` reconciles what is published with what the wallet says, after each.
 */
export type PortableDeps = IssuerDeps;

const SYSTEM: AuditOrigin = { ip: null, request_id: null };

/** The status-list value a wallet status calls for; null while there is nothing to say (still an offer). */
export function publishedStatusFor(status: string): CredentialStatus | null {
  if (status === 'added' || status === 'pending_verification') return 'valid';
  if (status === 'suspended') return 'suspended';
  if (status === 'revoked' || status === 'expired' || status === 'declined') return 'invalid';
  return null;
}

/** The catalogue fields as claims: `status` is the status-list claim in an SD-JWT VC, so a record's goes as record_status. */
export function claimsOf(fields: Record<string, unknown>): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    claims[name === 'status' ? 'record_status' : name] = value;
  }
  return claims;
}

/** YYYY-MM-DD of a date column (PGlite answers a Date, pg a string). */
const isoDate = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
};

/**
 * Issues the portable copy of one credential once it is in the wallet and its holder's identity verified.
 * A refusal is recorded (audit, with the issuer's reason) and does not undo the acceptance: the monitoring
 * pass issues what is still missing (`issueMissing`).
 */
export async function issuePortable(deps: PortableDeps, credentialId: string): Promise<boolean> {
  const row = await findIssuable(deps.db, credentialId);
  if (!row || row.awaiting_identity || row.status !== 'added' || row.sd_jwt) return false;
  const validUntil = isoDate(row.expires_on);
  // Past its own expiry it is about to be expired by the monitoring pass: nothing portable to hand out.
  if (validUntil !== null && validUntil < deps.clock().toISOString().slice(0, 10)) return false;
  let issued;
  try {
    issued = await issueCredential(deps, {
      userId: row.user_id,
      schemaName: row.schema_name,
      claims: claimsOf((row.fields ?? {}) as Record<string, unknown>),
      validUntil,
    });
  } catch (error) {
    await audit(deps.db, SYSTEM, {
      action: 'credential.issue',
      outcome: 'failure',
      user_id: row.user_id,
      target_type: 'credential',
      target_id: row.id,
      details: { reason: error instanceof IssuanceRefused ? error.reason : 'error' },
    });
    return false;
  }
  await storePortable(deps.db, row.id, {
    sd_jwt: issued.sdJwt,
    status_uri: issued.status.uri,
    status_idx: issued.status.idx,
    vct: issued.vct,
  });
  return true;
}

/** Issues every credential in the wallet that should have a portable copy and has none (monitoring pass). */
export async function issueMissing(deps: PortableDeps): Promise<number> {
  const rows = await listUnissued(deps.db, 500);
  let issued = 0;
  for (const row of rows) if (await issuePortable(deps, row.id)) issued += 1;
  return issued;
}

/** Publishes every issued credential's wallet status that its status list does not show yet. */
export async function publishStatuses(deps: PortableDeps, userId?: string): Promise<number> {
  let published = 0;
  for (const row of await listPublishable(deps.db, userId)) {
    const wanted = publishedStatusFor(row.status);
    if (!wanted || wanted === row.status_published || row.status_uri === null || row.status_idx === null)
      continue;
    await setCredentialStatus(deps, { uri: row.status_uri, idx: row.status_idx }, wanted);
    await markPublished(deps.db, row.id, wanted);
    published += 1;
  }
  return published;
}
