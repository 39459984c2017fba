import { randomBytes } from 'node:crypto';
import {
  DEFAULT_VERIFICATION_WINDOW_DAYS,
  sharingErrors,
  translate,
  type CreateShareBody,
  type OrgShare,
  type Share,
  type ShareChecklist,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database, ShareItem } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit } from '../audit/audit.service';
import { issuePortable } from '../credentials/portable';
import { issuerOf, type IssuerDeps } from '../issuer/issuer.service';
import { PresentationRejected, verifyPresentation } from '../issuer/verify';
import { buildChecklist } from './checklist';
import { omitProblems, signatureOf } from './consent';
import { audienceOf, ENVELOPE_CLAIMS, localDocuments, presentItem } from './present-item';

export { audienceOf, localDocuments } from './present-item';
import { receiptOf, receiptPdf } from './receipt';
import { shareBundle } from './fhir';
import { shareDocumentsFor } from './share-documents';
import { insertShareDocuments } from './share-documents.repository';
import {
  adoptSignature,
  endShare,
  findGroupShare,
  findOwnShare,
  findOwnSubscription,
  insertShare,
  insertShareEvent,
  listGroupShares,
  listOwnShares,
  listRequiredTasks,
  listShareableCandidates,
  listShareCredentials,
  listShareEvents,
  readSpecialtyCode,
  readAdoptedSignature,
  readUserName,
  type ShareRow,
} from './sharing.repository';

// Sharing (issue 17, decision 043): the pre-share checklist, POST /api/presentations, the clinician's activity
// and "end access", and the organization's read of a share. A presentation is made from the clinician's
// SD-JWT VCs with only the chosen claims, bound to the organization (audience + a fresh nonce), and checked at
// once with verifyPresentation, the code an outside verifier runs, over the same public documents.

export type SharingDeps = IssuerDeps & { clock: Clock; db: Kysely<Database> };

export async function checklistFor(deps: SharingDeps, userId: string, subscriptionId: string) {
  const subscription = await findOwnSubscription(deps.db, userId, subscriptionId);
  if (!subscription) return undefined;
  const [credentials, tasks, adoptedSignature] = await Promise.all([
    listShareableCandidates(deps.db, userId),
    listRequiredTasks(deps.db, userId, subscription.group_id, subscription.app_req_id),
    readAdoptedSignature(deps.db, userId),
  ]);
  return {
    subscription,
    checklist: buildChecklist({ subscription, credentials, tasks, adoptedSignature, now: deps.clock() }),
  };
}

/** GET /api/presentations/checklist/:subscription_id */
export async function shareChecklist(
  deps: SharingDeps,
  { userId, origin }: Caller,
  subscriptionId: string,
): Promise<ShareChecklist> {
  const found = await checklistFor(deps, userId, subscriptionId);
  await audit(deps.db, origin, {
    action: 'share.checklist',
    outcome: found ? 'success' : 'failure',
    user_id: userId,
    target_type: 'subscription',
    target_id: subscriptionId,
    details: found ? { ready: found.checklist.ready, items: found.checklist.items.length } : undefined,
  });
  if (!found) throw notFound();
  const { rows: _rows, ...checklist } = found.checklist;
  return checklist;
}

/**
 * 001 §5: the signature is the full name, and that exact spelling is used for future signatures (consent.ts).
 */
export async function checkSignature(deps: SharingDeps, userId: string, typed: string) {
  const adopted = await readAdoptedSignature(deps.db, userId);
  return signatureOf(typed, adopted, adopted === null ? await readUserName(deps.db, userId) : undefined);
}

async function eventsOf(deps: SharingDeps, rows: { id: string }[]) {
  const events = await listShareEvents(
    deps.db,
    rows.map((row) => row.id),
  );
  const byShare = new Map<string, Share['events']>();
  for (const event of events) {
    const list = byShare.get(event.share_id) ?? [];
    list.push({ kind: event.kind, at: new Date(event.at).toISOString(), by: event.actor_name });
    byShare.set(event.share_id, list);
  }
  return byShare;
}

function presentShare(row: ShareRow, events: Share['events']): Share {
  const items = row.items as ShareItem[];
  return {
    id: row.id,
    subscription_id: row.subscription_id,
    organization: { name: row.group_name, logo: row.group_logo },
    purpose: row.purpose,
    retention_days: row.retention_days,
    status: row.status,
    shared_at: new Date(row.created_at).toISOString(),
    ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    verified_at: row.verified_at ? new Date(row.verified_at).toISOString() : null,
    signature: { full_name: row.signature_name, signed_at: new Date(row.signed_at).toISOString() },
    attestations: row.attestations as string[],
    credentials: items.map((item) => ({
      credential_id: item.credential_id,
      schema_name: item.schema_name,
      name: item.name,
      disclosed: item.disclosed,
      omitted: item.omitted,
      pending_identity: item.pending_identity,
    })),
    events: [{ kind: 'shared', at: new Date(row.created_at).toISOString(), by: null }, ...events],
  };
}

/** POST /api/presentations */
export async function createShare(
  deps: SharingDeps,
  { userId, origin }: Caller,
  body: CreateShareBody & { omit: Record<string, string[]> },
): Promise<Share> {
  const found = await checklistFor(deps, userId, body.subscription_id);
  if (!found) {
    await audit(deps.db, origin, {
      action: 'share.create',
      outcome: 'failure',
      user_id: userId,
      target_type: 'subscription',
      target_id: body.subscription_id,
    });
    throw notFound();
  }
  const { subscription, checklist } = found;
  if (!checklist.ready) throw new AppError(409, sharingErrors.notReady, translate('share.incomplete'));

  const details = omitProblems(checklist.credentials, body.omit);
  if (details.length) throw badRequest(details);
  const signature = await checkSignature(deps, userId, body.signature.full_name);

  // A credential in the wallet whose portable copy is missing (identity verified since) is issued first.
  for (const row of checklist.rows)
    if (!row.sd_jwt && !row.awaiting_identity) await issuePortable(deps, row.id);
  const fresh = await checklistFor(deps, userId, body.subscription_id);
  if (!fresh?.checklist.ready) throw new AppError(409, sharingErrors.notReady, translate('share.incomplete'));

  const audience = audienceOf(deps, subscription.group_slug);
  const nonce = randomBytes(16).toString('base64url');
  const now = deps.clock();
  const items: ShareItem[] = [];
  for (const row of fresh.checklist.rows) {
    const credential = fresh.checklist.credentials.find((c) => c.id === row.id)!;
    const omitted = [...new Set(body.omit[row.id] ?? [])];
    if (row.awaiting_identity || !row.sd_jwt) {
      // 001 §4: pending identity approval, shared now and issued once identity is verified.
      if (!row.awaiting_identity)
        throw new AppError(409, sharingErrors.notReady, translate('share.incomplete'));
      items.push({
        credential_id: row.id,
        schema_name: row.schema_name,
        name: row.name,
        presentation: null,
        disclosed: [],
        omitted,
        pending_identity: true,
      });
      continue;
    }
    const issued = { ...row, sd_jwt: row.sd_jwt };
    items.push(
      await presentItem(deps, { userId, row: issued, credential, omitted, audience, nonce, now }, origin),
    );
  }
  const settings = fresh.checklist;
  // Decision 066: the files behind what is shared (the checklist's task uploads, the signed consent forms).
  const documents = await shareDocumentsFor(deps.db, userId, subscription.group_id, subscription.app_req_id);
  const id = await deps.db.transaction().execute(async (trx) => {
    if (signature.adopt) await adoptSignature(trx, userId, signature.name);
    const inserted = await insertShare(trx, {
      user_id: userId,
      subscription_id: subscription.id,
      subscriber_group_id: subscription.group_id,
      app_req_id: subscription.app_req_id,
      audience,
      nonce,
      purpose: settings.purpose,
      retention_days: settings.retention_days,
      items,
      attestations: Object.keys(body.attestations),
      signature_name: signature.name,
      signed_at: now,
      verified_at: items.some((item) => item.presentation) ? now : null,
      created_at: now,
    });
    await insertShareDocuments(trx, inserted.id, documents);
    await audit(trx, origin, {
      action: 'share.create',
      outcome: 'success',
      user_id: userId,
      target_type: 'share',
      target_id: inserted.id,
      details: { subscription_id: subscription.id, credentials: items.length, documents: documents.length },
    });
    return inserted.id;
  });
  const row = await findOwnShare(deps.db, userId, id);
  return presentShare(row!, []);
}

/** GET /api/presentations: every share with its views, downloads and end. */
export async function listShares(deps: SharingDeps, { userId, origin }: Caller): Promise<Share[]> {
  const rows = await listOwnShares(deps.db, userId);
  const events = await eventsOf(deps, rows);
  await audit(deps.db, origin, {
    action: 'share.list',
    outcome: 'success',
    user_id: userId,
    target_type: 'user',
    target_id: userId,
    details: { count: rows.length },
  });
  return rows.map((row) => presentShare(row, events.get(row.id) ?? []));
}

/** DELETE /api/presentations/:id: ends the organization's access (idempotent). */
export async function endShareAccess(deps: SharingDeps, { userId, origin }: Caller, shareId: string) {
  const row = await findOwnShare(deps.db, userId, shareId);
  if (!row) throw notFound();
  if (row.status === 'active') {
    const now = deps.clock();
    await deps.db.transaction().execute(async (trx) => {
      await endShare(trx, shareId, now);
      await insertShareEvent(trx, {
        share_id: shareId,
        kind: 'ended',
        actor_id: null,
        actor_name: null,
        at: now,
      });
      await audit(trx, origin, {
        action: 'share.end',
        outcome: 'success',
        user_id: userId,
        target_type: 'share',
        target_id: shareId,
      });
    });
  }
  const updated = (await findOwnShare(deps.db, userId, shareId))!;
  const events = await eventsOf(deps, [updated]);
  return presentShare(updated, events.get(shareId) ?? []);
}

/**
 * The organization the calling staff member acts for. An actor of no organization holding view_shares (a
 * clinician never does) sees no share: an empty list, and the 404 of a missing one.
 */
const staffGroupOf = (caller: Caller) => caller.actor?.subscriber_group_id ?? null;

const fullName = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

/** GET /api/org/shares: the shares still open to the caller's organization. */
export async function listOrgShares(deps: SharingDeps, caller: Caller) {
  const groupId = staffGroupOf(caller);
  const rows = groupId ? await listGroupShares(deps.db, groupId) : [];
  await audit(deps.db, caller.origin, {
    action: 'share.org-list',
    outcome: 'success',
    user_id: caller.userId,
    target_type: 'subscriber_group',
    target_id: groupId,
    details: { count: rows.length },
  });
  return rows.map((row) => ({
    id: row.id,
    clinician: { name: fullName(row) },
    shared_at: new Date(row.created_at).toISOString(),
    credential_count: (row.items as ShareItem[]).length,
  }));
}

/**
 * GET /api/org/shares/:id: one share of the caller's organization, each presentation verified again now (a
 * credential revoked since shows as such). Every read is recorded as a view the clinician sees.
 */
export async function readOrgShare(deps: SharingDeps, caller: Caller, shareId: string): Promise<OrgShare> {
  const groupId = staffGroupOf(caller);
  const row = groupId ? await findGroupShare(deps.db, groupId, shareId) : undefined;
  const outcome = !row ? 'failure' : row.status === 'ended' ? 'failure' : 'success';
  await audit(deps.db, caller.origin, {
    action: 'share.org-read',
    outcome,
    user_id: caller.userId,
    target_type: 'share',
    target_id: shareId,
    details: row?.status === 'ended' ? { reason: 'ended' } : undefined,
  });
  if (!row) throw notFound();
  if (row.status === 'ended')
    throw new AppError(410, sharingErrors.accessEnded, translate('share.access-ended'));
  const now = deps.clock();
  const ageSeconds = Math.ceil((now.getTime() - new Date(row.created_at).getTime()) / 1000);
  const fetchDocument = localDocuments(deps);
  const credentials: OrgShare['credentials'] = [];
  for (const item of row.items as ShareItem[]) {
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
          maxKeyBindingAgeSeconds: Math.max(ageSeconds + 60, 300),
        });
        verification = 'verified';
        claims = Object.fromEntries(
          Object.entries(verified.claims).filter(([name]) => !ENVELOPE_CLAIMS.has(name)),
        );
      } catch (error) {
        if (!(error instanceof PresentationRejected)) throw error;
        verification = error.reason;
      }
    }
    credentials.push({
      credential_id: item.credential_id,
      schema_name: item.schema_name,
      name: item.name,
      pending_identity: item.pending_identity,
      verification,
      claims,
      presentation: item.presentation,
    });
  }
  await insertShareEvent(deps.db, {
    share_id: row.id,
    kind: 'viewed',
    actor_id: caller.actorId,
    actor_name: caller.actor?.name ?? null,
    at: now,
  });
  return {
    id: row.id,
    clinician: { name: fullName(row) },
    shared_at: new Date(row.created_at).toISOString(),
    signature: { full_name: row.signature_name, signed_at: new Date(row.signed_at).toISOString() },
    attestations: row.attestations as string[],
    credentials,
    audience: row.audience,
    nonce: row.nonce,
  };
}

/** GET /api/presentations/:id/receipt (and .pdf): the consent receipt of one of the caller's shares. */
export async function shareReceipt(deps: SharingDeps, { userId, origin }: Caller, shareId: string) {
  const row = await findOwnShare(deps.db, userId, shareId);
  await audit(deps.db, origin, {
    action: 'share.receipt',
    outcome: row ? 'success' : 'failure',
    user_id: userId,
    target_type: 'share',
    target_id: shareId,
  });
  if (!row) throw notFound();
  const user = await readUserName(deps.db, userId);
  return receiptOf(row, [user?.first_name, user?.last_name].filter(Boolean).join(' '));
}

export async function shareReceiptPdf(deps: SharingDeps, caller: Caller, shareId: string) {
  return receiptPdf(await shareReceipt(deps, caller, shareId));
}

/** The FHIR R4 Bundle of what a share disclosed (only disclosed fields of the credentials it holds). */
async function bundleOf(
  deps: SharingDeps,
  row: ShareRow & { user_id: string },
  clinician: { first_name: string | null; last_name: string | null },
) {
  const items = row.items as ShareItem[];
  const [rows, specialtyCode] = await Promise.all([
    listShareCredentials(
      deps.db,
      row.user_id,
      items.map((item) => item.credential_id),
    ),
    readSpecialtyCode(deps.db, row.user_id),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return shareBundle({
    shareId: row.id,
    sharedAt: new Date(row.created_at),
    signedAt: new Date(row.signed_at),
    clinician: { firstName: clinician.first_name, lastName: clinician.last_name },
    organization: row.group_name,
    specialtyCode,
    windowDays: DEFAULT_VERIFICATION_WINDOW_DAYS,
    credentials: items.map((item) => {
      const credential = byId.get(item.credential_id);
      const fields = Object.fromEntries(
        Object.entries((credential?.fields ?? {}) as Record<string, unknown>).filter(([name]) =>
          item.disclosed.includes(name === 'status' ? 'record_status' : name),
        ),
      );
      return {
        item,
        fields,
        source: credential?.source ?? item.schema_name,
        verifiedAt: credential?.verified_at ? new Date(credential.verified_at) : null,
      };
    }),
  });
}

/** GET /api/presentations/:id/fhir */
export async function shareFhir(deps: SharingDeps, { userId, origin }: Caller, shareId: string) {
  const row = await findOwnShare(deps.db, userId, shareId);
  await audit(deps.db, origin, {
    action: 'share.fhir',
    outcome: row ? 'success' : 'failure',
    user_id: userId,
    target_type: 'share',
    target_id: shareId,
  });
  if (!row) throw notFound();
  const user = await readUserName(deps.db, userId);
  return bundleOf(deps, row, { first_name: user?.first_name ?? null, last_name: user?.last_name ?? null });
}

/** GET /api/org/shares/:id/fhir: the organization's download, recorded for the clinician. */
export async function orgShareFhir(deps: SharingDeps, caller: Caller, shareId: string) {
  const groupId = staffGroupOf(caller);
  const row = groupId ? await findGroupShare(deps.db, groupId, shareId) : undefined;
  await audit(deps.db, caller.origin, {
    action: 'share.org-download',
    outcome: row && row.status === 'active' ? 'success' : 'failure',
    user_id: caller.userId,
    target_type: 'share',
    target_id: shareId,
  });
  if (!row) throw notFound();
  if (row.status === 'ended')
    throw new AppError(410, sharingErrors.accessEnded, translate('share.access-ended'));
  const bundle = await bundleOf(deps, row, row);
  await insertShareEvent(deps.db, {
    share_id: row.id,
    kind: 'downloaded',
    actor_id: caller.actorId,
    actor_name: caller.actor?.name ?? null,
    at: deps.clock(),
  });
  return bundle;
}
