import { timingSafeEqual } from 'node:crypto';
import { paths } from '@credence/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import type { AccountDeps, RequestOrigin } from '../accounts/accounts.deps';
import { markEmailVerified, retireOneTimeTokens } from '../accounts/accounts.repository';
import { issueResetLink } from '../accounts/password-reset.service';
import { audit } from '../audit/audit.service';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import { joinOrganization } from '../subscriptions/subscriptions.service';
import { claimExpired, claimInvalid, claimUsed } from './claims.errors';
import { findClaimByHash, insertClaim, useClaim } from './claims.repository';

export const CLAIM_TTL_MS = 14 * 24 * 60 * 60_000;

export interface ClaimSecrets {
  hash: string;
  nonce: string;
}

/** Two independent 256-bit values go into the link; the database keeps only their SHA-256 digests. */
export async function createClaim(
  db: Kysely<Database>,
  claim: { userId: string; invitationId: string | null; createdBy: string | null; now: Date },
): Promise<ClaimSecrets> {
  const secrets = { hash: newOneTimeToken(), nonce: newOneTimeToken() };
  await insertClaim(db, {
    user_id: claim.userId,
    invitation_id: claim.invitationId,
    hash_digest: hashToken(secrets.hash),
    nonce_digest: hashToken(secrets.nonce),
    expires_at: new Date(claim.now.getTime() + CLAIM_TTL_MS),
    created_by: claim.createdBy,
  });
  return secrets;
}

export const claimLink = (origin: string, secrets: ClaimSecrets) => `${origin}${paths.claimAccount(secrets)}`;

const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function checkClaim(deps: AccountDeps, secrets: ClaimSecrets, origin: RequestOrigin, action: string) {
  await consumeAttempt(deps, { action: 'claim-account', ip: origin.ip });
  const row = secrets.hash ? await findClaimByHash(deps.db, hashToken(secrets.hash)) : undefined;
  const problem =
    !row || !sameDigest(row.nonce_digest, hashToken(secrets.nonce))
      ? claimInvalid()
      : row.used_at
        ? claimUsed()
        : new Date(row.expires_at).getTime() <= deps.clock().getTime()
          ? claimExpired()
          : null;
  if (!problem) return row!;
  await audit(deps.db, origin, {
    action,
    outcome: 'failure',
    user_id: problem.code === 'claim.invalid' ? null : (row?.user_id ?? null),
    details: { reason: problem.code },
  });
  throw problem;
}

/**
 * GET /api/claim_account: checks the link and answers a fresh one-time set-password link (the password
 * reset page). It does not use up the claim: PUT does, so opening the link twice before the page goes on
 * still works. Each call retires the account's earlier set-password links.
 */
export async function claimResetLink(
  deps: AccountDeps,
  { secrets, origin }: { secrets: ClaimSecrets; origin: RequestOrigin },
) {
  const row = await checkClaim(deps, secrets, origin, 'claim.check');
  const now = deps.clock();
  const resetUri = await deps.db.transaction().execute(async (trx) => {
    await retireOneTimeTokens(trx, row.user_id, 'password_reset', now);
    const link = await issueResetLink({ ...deps, db: trx }, row.user_id);
    await audit(trx, origin, { action: 'claim.check', outcome: 'success', user_id: row.user_id });
    return link;
  });
  return { reset_uri: resetUri };
}

/**
 * PUT /api/claim_account: uses the claim up. Holding the mailed link proves the address, so it is marked
 * verified, and claiming accepts the invitation the organization sent with the account (the e-mail says
 * so). An invitation withdrawn meanwhile leaves the subscription pending.
 */
export async function useAccountClaim(
  deps: AccountDeps,
  { secrets, origin }: { secrets: ClaimSecrets; origin: RequestOrigin },
) {
  const row = await checkClaim(deps, secrets, origin, 'claim.use');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await useClaim(trx, row.id, now))) throw claimUsed();
    await markEmailVerified(trx, row.user_id, now);
    if (row.invitation_id) {
      try {
        await joinOrganization(
          trx,
          now,
          { ...origin, user_id: row.user_id },
          {
            userId: row.user_id,
            inviteId: row.invitation_id,
          },
        );
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 404)) throw error;
      }
    }
    await audit(trx, origin, {
      action: 'claim.use',
      outcome: 'success',
      user_id: row.user_id,
      target_type: 'user',
      target_id: row.user_id,
    });
  });
  return { claimed: true as const };
}
