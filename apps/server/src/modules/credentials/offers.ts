import { createHash } from 'node:crypto';
import {
  translate,
  verificationErrors,
  verificationSourceSchema,
  type NotificationType,
  type VerificationSource,
  type WordingKey,
} from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { notify, type NotifyDeps } from '../notifications/notifications.service';
import type { ServerSecrets } from '../secrets/secrets.service';
import { readSubject } from '../verifications/subject';
import { draftsOf, type OfferDraft } from './offer-drafts';
import {
  answerDispute,
  insertCredential,
  listExpiring,
  listSourceCredentials,
  openDisputeOf,
  updateCredential,
  type CredentialRow,
} from './credentials.repository';

// Offers from verification outcomes, dispute answers and expiry (issue 14, decision 035). A verification
// job that ended verified or flagged hands its stored evidence here; each item the source answered for
// updates its own row (found by schema and item key), never a second one. This file imports nothing of the
// verifications service, which calls it (no import cycle).

export interface OfferDeps extends NotifyDeps {
  db: Kysely<Database>;
  clock: Clock;
  secrets: Pick<ServerSecrets, 'dataKeys'>;
}

const SYSTEM: AuditOrigin = { ip: null, request_id: null };
/** Rows that still stand for their item (an offer, or a credential in the wallet). */
const HELD = new Set(['added', 'pending_verification', 'suspended', 'expired', 'disputed']);
const IN_FORCE = new Set(['added', 'pending_verification', 'suspended']);
const ENDED = new Set(['revoked', 'failed', 'declined']);

/** SHA-256 of the fields with sorted keys: the same values always hash the same. */
export function valuesHash(fields: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

interface Notice {
  userId: string;
  type: NotificationType;
  titleKey: WordingKey;
  titleParams: Record<string, string>;
  payload: Record<string, unknown>;
}

/**
 * Every status change the system makes goes through here, so the portable credential's status bit follows
 * (ISSUER: after merging, call setCredentialStatus(deps, {uri: row.status_uri, idx: row.status_idx},
 * 'invalid' | 'suspended' | 'valid') here for rows that were issued).
 */
export async function changeStatus(
  db: Kysely<Database>,
  row: CredentialRow,
  status: CredentialRow['status'],
  reason: string | null,
  at: Date,
  origin: AuditOrigin = SYSTEM,
) {
  const changed = await updateCredential(db, row.id, { status, status_reason: reason, updated_at: at });
  await audit(db, origin, {
    action: 'credential.status',
    outcome: 'success',
    user_id: row.user_id,
    target_type: 'credential',
    target_id: row.id,
    details: { from: row.status, to: status, reason },
  });
  return changed;
}

interface SyncContext {
  db: Kysely<Database>;
  at: Date;
  today: string;
  verification: { id: string; user_id: string; source: VerificationSource; checked_at: Date | null };
  evidence: unknown;
  notices: Notice[];
}

/** A re-check answered an open dispute: the same values reject it, changed or vanished values uphold it. */
async function answerOpenDispute(ctx: SyncContext, row: CredentialRow, draft: OfferDraft | undefined) {
  const dispute = await openDisputeOf(ctx.db, row.id);
  if (!dispute) return row;
  const rejected = draft !== undefined && valuesHash(draft.fields) === row.values_hash;
  const evidence = {
    source: ctx.verification.source,
    origin: row.origin,
    method: row.method,
    checked_at: (ctx.verification.checked_at ?? ctx.at).toISOString(),
    verification_id: ctx.verification.id,
  };
  const answered = await answerDispute(ctx.db, dispute.id, {
    status: rejected ? 'rejected' : 'upheld',
    answer: rejected ? 'credential.dispute.answer-rejected' : 'credential.dispute.answer-upheld',
    evidence,
    at: ctx.at,
  });
  if (!answered) return row;
  await audit(ctx.db, SYSTEM, {
    action: 'credential.dispute.answer',
    outcome: 'success',
    user_id: row.user_id,
    target_type: 'credential',
    target_id: row.id,
    details: { dispute_id: dispute.id, status: answered.status },
  });
  ctx.notices.push({
    userId: row.user_id,
    type: 'verification_update',
    titleKey: 'credential.notice.dispute-answered',
    titleParams: { name: row.name },
    payload: { credential_id: row.id, dispute_id: dispute.id, status: answered.status },
  });
  if (rejected) {
    const back = dispute.previous_status as CredentialRow['status'];
    return changeStatus(ctx.db, row, back, 'dispute.rejected', ctx.at);
  }
  return changeStatus(ctx.db, row, 'revoked', 'dispute.upheld', ctx.at);
}

function revokedNotice(row: CredentialRow): Notice {
  return {
    userId: row.user_id,
    type: 'verification_update',
    titleKey: 'credential.notice.revoked',
    titleParams: { name: row.name },
    payload: { credential_id: row.id },
  };
}

/** What the source said of one item, applied to that item's rows. */
async function applyDraft(
  ctx: SyncContext,
  rows: CredentialRow[],
  draft: OfferDraft,
): Promise<string | null> {
  const hash = valuesHash(draft.fields);
  let live = rows.filter((row) => !ENDED.has(row.status));
  const disputed = live.find((row) => row.status === 'disputed');
  if (disputed) {
    const after = await answerOpenDispute(ctx, disputed, draft);
    live = live.map((row) => (row.id === after.id ? after : row)).filter((row) => !ENDED.has(row.status));
  }
  const held = live.find((row) => HELD.has(row.status) && row.status !== 'disputed');
  const offer = live.find((row) => row.status === 'offered');
  const seen = {
    checked_at: ctx.verification.checked_at ?? ctx.at,
    verification_id: ctx.verification.id,
    updated_at: ctx.at,
  };

  if (draft.standing === 'inactive') {
    if (held && held.status !== 'expired') {
      await changeStatus(ctx.db, held, 'revoked', 'source.inactive', ctx.at);
      ctx.notices.push(revokedNotice(held));
    }
    if (offer) await changeStatus(ctx.db, offer, 'failed', 'source.inactive', ctx.at);
    return null;
  }
  if (draft.standing === 'suspended') {
    if (held && (held.status === 'added' || held.status === 'pending_verification'))
      await changeStatus(ctx.db, held, 'suspended', 'source.suspended', ctx.at);
    return null;
  }
  if (held && held.values_hash === hash) {
    await updateCredential(ctx.db, held.id, {
      ...seen,
      verified_at: ctx.at,
      expires_on: draft.expires_on,
    });
    const renewed = held.status === 'expired' && (!draft.expires_on || draft.expires_on >= ctx.today);
    if (held.status === 'suspended' || renewed)
      await changeStatus(ctx.db, held, 'added', renewed ? 'source.renewed' : 'source.active', ctx.at);
    if (offer && offer.replaces_id === held.id)
      await changeStatus(ctx.db, offer, 'failed', 'source.unchanged', ctx.at);
    return null;
  }
  // New or changed values: an offer to review. A changed value of a held credential always needs review.
  const needsReview = draft.needs_review || held !== undefined;
  const values = {
    name: draft.name,
    fields: JSON.stringify(draft.fields),
    values_hash: hash,
    origin: draft.origin,
    method: draft.method,
    expires_on: draft.expires_on,
    verified_at: draft.method === 'primary_source' ? ctx.at : null,
    needs_review: needsReview,
    replaces_id: held?.id ?? null,
    ...seen,
  };
  if (offer) {
    if (offer.values_hash !== hash) await updateCredential(ctx.db, offer.id, values);
    else await updateCredential(ctx.db, offer.id, seen);
    return offer.values_hash !== hash ? offer.id : null;
  }
  // A declined offer with the very same values is not offered again.
  if (rows.some((row) => row.status === 'declined' && row.values_hash === hash)) return null;
  const created = await insertCredential(ctx.db, {
    user_id: ctx.verification.user_id,
    source: ctx.verification.source,
    schema_name: draft.schema_name,
    item_key: draft.item_key,
    offered_at: ctx.at,
    created_at: ctx.at,
    ...values,
  });
  await audit(ctx.db, SYSTEM, {
    action: 'credential.offer',
    outcome: 'success',
    user_id: created.user_id,
    target_type: 'credential',
    target_id: created.id,
    details: { schema_name: created.schema_name, needs_review: created.needs_review },
  });
  return created.id;
}

/**
 * A verification ended verified or flagged: its evidence becomes offers (new items), updates (the same
 * values seen again), new offers needing review (changed values), revocations (an item the source no longer
 * holds in force) and dispute answers. The clinician is told of new offers, revocations and answers.
 */
export async function syncOffersFromVerification(deps: OfferDeps, verificationId: string) {
  const at = deps.clock();
  const today = at.toISOString().slice(0, 10);
  const notices: Notice[] = [];
  const offered = await deps.db.transaction().execute(async (trx) => {
    const verification = await trx
      .selectFrom('verifications')
      .select(['id', 'user_id', 'source', 'status', 'evidence', 'checked_at'])
      .where('id', '=', verificationId)
      .executeTakeFirst();
    const source = verificationSourceSchema.safeParse(verification?.source);
    if (!verification || !source.success) return [];
    if (verification.status !== 'verified' && verification.status !== 'flagged') return [];
    const subject = await readSubject({ db: trx, secrets: deps.secrets }, verification.user_id);
    const drafts = draftsOf(source.data, verification.evidence, {
      today,
      attested: {
        cds: subject.licenses
          .filter((license) => license.record_type === 'cds')
          .map((license) => ({ state: license.state, license_number: license.license_number })),
      },
    });
    const ctx: SyncContext = {
      db: trx,
      at,
      today,
      verification: {
        id: verification.id,
        user_id: verification.user_id,
        source: source.data,
        checked_at: verification.checked_at,
      },
      evidence: verification.evidence,
      notices,
    };
    const rows = await listSourceCredentials(trx, verification.user_id, source.data);
    const itemOf = (row: { schema_name: string; item_key: string }) => `${row.schema_name}\n${row.item_key}`;
    const ids: string[] = [];
    for (const draft of drafts) {
      const id = await applyDraft(
        ctx,
        rows.filter((row) => itemOf(row) === itemOf(draft)),
        draft,
      );
      if (id) ids.push(id);
    }
    // Items the source no longer answers for: a monitoring finding against what stood on them.
    const answered = new Set(drafts.map(itemOf));
    for (const row of rows) {
      if (answered.has(itemOf(row))) continue;
      if (row.status === 'disputed') await answerOpenDispute(ctx, row, undefined);
      else if (IN_FORCE.has(row.status)) {
        await changeStatus(trx, row, 'revoked', 'source.not-listed', at);
        notices.push(revokedNotice(row));
      } else if (row.status === 'offered') await changeStatus(trx, row, 'failed', 'source.not-listed', at);
    }
    return ids;
  });
  if (offered.length > 0) {
    const row = await deps.db
      .selectFrom('verifications')
      .select(['user_id', 'source'])
      .where('id', '=', verificationId)
      .executeTakeFirstOrThrow();
    notices.push({
      userId: row.user_id,
      type: 'credential_offered',
      titleKey: 'credential.notice.offered',
      titleParams: { source: translate(`verification.source.${row.source as VerificationSource}`) },
      payload: { offer_ids: offered },
    });
  }
  for (const notice of notices) await notify(deps, notice);
  return { offered };
}

/**
 * The re-check of a source failed on its last try (the verification settled in error): each open dispute of
 * that source's credentials is answered `unanswered` with the catalogue's "could not be checked, try again
 * later" (verification.dispute-unchecked), and the credential goes back to the status it had. While retries
 * remain, the verification is still in progress and the dispute stays open (decision 042).
 */
export async function answerUncheckedDisputes(deps: OfferDeps, verificationId: string) {
  const at = deps.clock();
  const notices: Notice[] = [];
  await deps.db.transaction().execute(async (trx) => {
    const verification = await trx
      .selectFrom('verifications')
      .select(['id', 'user_id', 'source', 'status'])
      .where('id', '=', verificationId)
      .executeTakeFirst();
    if (!verification || verification.status !== 'error') return;
    const rows = await listSourceCredentials(trx, verification.user_id, verification.source);
    for (const row of rows) {
      if (row.status !== 'disputed') continue;
      const dispute = await openDisputeOf(trx, row.id);
      if (!dispute) continue;
      const answered = await answerDispute(trx, dispute.id, {
        status: 'unanswered',
        answer: verificationErrors.disputeUnchecked,
        evidence: {
          source: verification.source,
          origin: row.origin,
          method: row.method,
          checked_at: null,
          verification_id: verification.id,
        },
        at,
      });
      if (!answered) continue;
      await audit(trx, SYSTEM, {
        action: 'credential.dispute.answer',
        outcome: 'success',
        user_id: row.user_id,
        target_type: 'credential',
        target_id: row.id,
        details: { dispute_id: dispute.id, status: answered.status },
      });
      await changeStatus(
        trx,
        row,
        dispute.previous_status as CredentialRow['status'],
        'dispute.unanswered',
        at,
      );
      notices.push({
        userId: row.user_id,
        type: 'verification_update',
        titleKey: 'credential.notice.dispute-answered',
        titleParams: { name: row.name },
        payload: { credential_id: row.id, dispute_id: dispute.id, status: answered.status },
      });
    }
  });
  for (const notice of notices) await notify(deps, notice);
  return notices.length;
}

/** The expiry pass (monitoring): credentials in force past their own expiry become expired, once. */
export async function expireCredentials(deps: OfferDeps): Promise<number> {
  const at = deps.clock();
  const expired = await deps.db.transaction().execute(async (trx) => {
    const rows = await listExpiring(trx, at.toISOString().slice(0, 10));
    for (const row of rows) await changeStatus(trx, row, 'expired', 'expired', at);
    return rows;
  });
  for (const row of expired) {
    await notify(deps, {
      userId: row.user_id,
      type: 'credential_expiring',
      titleKey: 'credential.notice.expired',
      titleParams: { name: row.name },
      payload: { credential_id: row.id, expires_on: row.expires_on },
    });
  }
  return expired.length;
}
