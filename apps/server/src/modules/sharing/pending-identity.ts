import { sql } from 'kysely';
import type { ShareItem } from '../../db/schema';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { presentItem } from './present-item';
import { checklistFor, type SharingDeps } from './sharing.service';

// 001 §4: a credential pending identity approval may be shared, and is issued once identity is verified. The
// share then holds no presentation for it. Once the credential is issued (identity verified: the
// identity-verification service calls completePendingShares; anything missed, e.g. an issuance that failed
// then, is caught up by the monitoring pass), each active share that holds it pending receives its
// presentation, made exactly as at sharing time: the same audience and nonce, the same fields left out.

const SYSTEM: AuditOrigin = { ip: null, request_id: null };

/** Completes the person's active shares that hold credentials issued since; answers how many changed. */
export async function completePendingShares(deps: SharingDeps, userId: string): Promise<number> {
  const shares = await deps.db
    .selectFrom('shares')
    .select(['id', 'subscription_id', 'audience', 'nonce', 'items'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where(sql<boolean>`items @> ${JSON.stringify([{ pending_identity: true }])}::jsonb`)
    .execute();
  let completed = 0;
  for (const share of shares) if (await completeShare(deps, userId, share)) completed += 1;
  return completed;
}

/** The monitoring pass: every person with an active share still waiting for an issued credential. */
export async function completeEveryPendingShare(deps: SharingDeps): Promise<number> {
  const users = await deps.db
    .selectFrom('shares')
    .select('user_id')
    .distinct()
    .where('status', '=', 'active')
    .where(sql<boolean>`items @> ${JSON.stringify([{ pending_identity: true }])}::jsonb`)
    .execute();
  let completed = 0;
  for (const { user_id } of users) completed += await completePendingShares(deps, user_id);
  return completed;
}

async function completeShare(
  deps: SharingDeps,
  userId: string,
  share: { id: string; subscription_id: string; audience: string; nonce: string; items: unknown },
): Promise<boolean> {
  const found = await checklistFor(deps, userId, share.subscription_id);
  if (!found) return false;
  const { rows, credentials } = found.checklist;
  const now = deps.clock();
  const items = share.items as ShareItem[];
  const presented: string[] = [];
  const next: ShareItem[] = [];
  // Made before the write (signing and the verifier's check read the database; the write holds a lock).
  for (const item of items) {
    const row = rows.find((candidate) => candidate.id === item.credential_id);
    const credential = credentials.find((candidate) => candidate.id === item.credential_id);
    if (!item.pending_identity || !row?.sd_jwt || row.awaiting_identity || !credential) {
      next.push(item);
      continue;
    }
    const issued = { ...row, sd_jwt: row.sd_jwt };
    const options = { audience: share.audience, nonce: share.nonce, now, omitted: item.omitted };
    next.push(await presentItem(deps, { userId, row: issued, credential, ...options }));
    presented.push(item.credential_id);
  }
  if (presented.length === 0) return false;
  return deps.db.transaction().execute(async (trx) => {
    // Written only over the items it was made from, while the share is active: an "end access" or another
    // completion meanwhile wins.
    const updated = await trx
      .updateTable('shares')
      .set({ items: JSON.stringify(next), verified_at: now })
      .where('id', '=', share.id)
      .where('status', '=', 'active')
      .where(sql<boolean>`items = ${JSON.stringify(items)}::jsonb`)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await audit(trx, SYSTEM, {
      action: 'share.complete-pending',
      outcome: 'success',
      user_id: userId,
      target_type: 'share',
      target_id: share.id,
      details: { credentials: presented.join(',') },
    });
    return true;
  });
}
