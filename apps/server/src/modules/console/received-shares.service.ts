import {
  configSetting,
  DEFAULT_VERIFICATION_WINDOW_DAYS,
  sharingErrors,
  translate,
  type Expirable,
  type ReceivedShare,
  type ShareVerification,
} from '@credence/shared';
import type { ShareItem } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { issuerOf } from '../issuer/issuer.service';
import { PresentationRejected, verifyPresentation } from '../issuer/verify';
import { insertShareEvent } from '../sharing/sharing.repository';
import { localDocuments, type SharingDeps } from '../sharing/sharing.service';
import { documentsOfShare } from './share-documents.service';
import { daysUntil, horizonOf, panelOf } from './share-panel';
import { groupOf } from './staff-group';
import {
  findReceivedShare,
  listCredentialChecks,
  listReceivedShares,
  listSharedExpiring,
  listShareLog,
  type ReceivedShareRow,
} from './received-shares.repository';

// Received shares and expirables of the console (issue 18 part 2, decision 051). The group is the caller's
// staff actor's; a caller of no group sees none and gets the 404 of a missing share.

const iso = (value: Date | string) => new Date(value).toISOString();
const nameOf = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

const ENVELOPE_CLAIMS = new Set([
  'iss',
  'iat',
  'exp',
  'nbf',
  'vct',
  'cnf',
  'status',
  '_sd',
  '_sd_alg',
  'sub',
]);

/** The set's verification window, read through the application_config schema (1..365; default 120). */
function windowOf(row: ReceivedShareRow) {
  return (
    configSetting(row.application_config, 'verification_window_days') ?? DEFAULT_VERIFICATION_WINDOW_DAYS
  );
}

/** GET /api/console/shares */
export async function receivedShares(deps: SharingDeps, caller: Caller): Promise<ReceivedShare[]> {
  const groupId = groupOf(caller);
  const rows = groupId ? await listReceivedShares(deps.db, groupId) : [];
  await audit(deps.db, caller.origin, {
    action: 'console.shares.list',
    outcome: 'success',
    user_id: caller.userId,
    target_type: 'subscriber_group',
    target_id: groupId,
    details: { count: rows.length },
  });
  return rows.map((row) => ({
    id: row.id,
    clinician: { name: nameOf(row) },
    shared_at: iso(row.created_at),
    requirement: row.requirement,
    state: row.status,
    ended_at: row.ended_at ? iso(row.ended_at) : null,
    credential_count: (row.items as ShareItem[]).length,
  }));
}

/** The group's share, audited; 404 for a missing one or another group's, 410 once the clinician ended it. */
async function openShare(deps: SharingDeps, caller: Caller, shareId: string, action: string) {
  const groupId = groupOf(caller);
  const row = groupId ? await findReceivedShare(deps.db, groupId, shareId) : undefined;
  await audit(deps.db, caller.origin, {
    action,
    outcome: row?.status === 'active' ? 'success' : 'failure',
    user_id: caller.userId,
    target_type: 'share',
    target_id: shareId,
    details: row?.status === 'ended' ? { reason: 'ended' } : undefined,
  });
  if (!row) throw notFound();
  if (row.status === 'ended')
    throw new AppError(410, sharingErrors.accessEnded, translate('share.access-ended'));
  return row;
}

const record = (deps: SharingDeps, caller: Caller, shareId: string, kind: 'viewed') =>
  insertShareEvent(deps.db, {
    share_id: shareId,
    kind,
    actor_id: caller.actorId,
    actor_name: caller.actor?.name ?? null,
    at: deps.clock(),
  });

/** GET /api/console/shares/:id: each presentation verified now by the outside verifier's code. */
export async function receivedShare(
  deps: SharingDeps,
  caller: Caller,
  shareId: string,
): Promise<ShareVerification> {
  const row = await openShare(deps, caller, shareId, 'console.shares.read');
  const now = deps.clock();
  const items = row.items as ShareItem[];
  const windowDays = windowOf(row);
  const checks = new Map(
    (
      await listCredentialChecks(
        deps.db,
        row.user_id,
        items.map((item) => item.credential_id),
      )
    ).map((c) => [c.id, c]),
  );
  const ageSeconds = Math.ceil((now.getTime() - new Date(row.created_at).getTime()) / 1000);
  const fetchDocument = localDocuments(deps);
  const credentials: ShareVerification['credentials'] = [];
  for (const item of items) {
    let verification = 'pending_identity';
    let claims: Record<string, unknown> = {};
    if (item.presentation) {
      try {
        const verified = await verifyPresentation({
          presentation: item.presentation,
          audience: row.audience,
          nonce: row.nonce,
          trustedIssuers: [issuerOf(deps)],
          fetchDocument,
          now,
          // The key binding was made at share time: its age is the share's, not a replay's.
          maxKeyBindingAgeSeconds: Math.max(ageSeconds + 60, 300),
        });
        verification = 'verified';
        claims = Object.fromEntries(
          Object.entries(verified.claims).filter(([claim]) => !ENVELOPE_CLAIMS.has(claim)),
        );
      } catch (error) {
        if (!(error instanceof PresentationRejected)) throw error;
        verification = error.reason;
      }
    }
    const credential = checks.get(item.credential_id);
    const verifiedAt = credential?.verified_at ? new Date(credential.verified_at) : null;
    const expiresOn = credential?.expires_on ? String(credential.expires_on).slice(0, 10) : null;
    credentials.push({
      credential_id: item.credential_id,
      name: item.name,
      schema_name: item.schema_name,
      pending_identity: item.pending_identity,
      ...panelOf({ verification, expiresOn, verifiedAt, windowDays, now }),
      expires_on: expiresOn,
      verified_at: verifiedAt ? verifiedAt.toISOString() : null,
      claims,
    });
  }
  await record(deps, caller, row.id, 'viewed');
  const [log, documents] = await Promise.all([listShareLog(deps.db, row.id), documentsOfShare(deps, row.id)]);
  return {
    id: row.id,
    clinician: { name: nameOf(row) },
    shared_at: iso(row.created_at),
    requirement: row.requirement,
    window_days: windowDays,
    verified: credentials.length > 0 && credentials.every((c) => c.reasons.length === 0),
    credentials,
    binding: { audience: row.audience, nonce: row.nonce },
    documents,
    log: [
      { kind: 'shared', at: iso(row.created_at), by: null, what: null },
      ...log.map((entry) => ({
        kind: entry.kind,
        at: iso(entry.at),
        by: entry.actor_name,
        what: entry.subject,
      })),
    ],
  };
}

/** GET /api/console/expirables: shared credentials expiring within 90 days, in the 30/60/90 horizons. */
export async function expirables(deps: SharingDeps, caller: Caller): Promise<Expirable[]> {
  const groupId = groupOf(caller);
  const now = deps.clock();
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 90));
  const rows = groupId ? await listSharedExpiring(deps.db, groupId, until.toISOString().slice(0, 10)) : [];
  const out: Expirable[] = [];
  for (const row of rows) {
    const expiresOn = String(row.expires_on).slice(0, 10);
    const daysLeft = daysUntil(expiresOn, now);
    const within = horizonOf(daysLeft);
    if (within === null) continue;
    out.push({
      credential_id: row.id,
      clinician: { name: nameOf(row) },
      name: row.name,
      schema_name: row.schema_name,
      expires_on: expiresOn,
      days_left: daysLeft,
      within,
    });
  }
  await audit(deps.db, caller.origin, {
    action: 'console.expirables.read',
    outcome: 'success',
    user_id: caller.userId,
    target_type: 'subscriber_group',
    target_id: groupId,
    details: { count: out.length },
  });
  return out;
}
