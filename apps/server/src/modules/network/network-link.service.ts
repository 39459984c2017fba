import { AppError } from '../../lib/app-error';
import { findUserByEmail } from '../accounts/accounts.repository';
import { audit, type AuditOrigin } from '../audit/audit.service';
import type { NetworkDeps } from './network.deps';
import { insertFederatedUser, linkIdentity, lockIdentity } from './network.repository';
import { insertHolderActor } from '../accounts/holder-actor.service';

export const linkFailed = () =>
  new AppError(409, 'auth.link-failed', 'The professional network account could not be linked');

type Outcome =
  | { linked: true; userId: string; via: 'already-linked' | 'verified-email' | 'new-account' }
  | { linked: false; reason: 'unknown-identity' | 'email-missing' | 'unverified-email-in-use' };

/**
 * GET /api/v2/user/link: ties the session's upstream identity to a Credence user. A verified upstream
 * e-mail that matches a user links to that user; an unused e-mail gets a new user and holder actor; an
 * unverified (or missing) e-mail never takes over someone else's account. Every outcome is audited.
 */
export async function linkFederatedIdentity(
  deps: NetworkDeps,
  { identityId, origin }: { identityId: string; origin: AuditOrigin },
): Promise<{ linked: true }> {
  const { connection } = deps.network.settings;
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const identity = await lockIdentity(trx, identityId);
    if (!identity) return { linked: false, reason: 'unknown-identity' };
    if (identity.user_id) return { linked: true, userId: identity.user_id, via: 'already-linked' };
    if (!identity.email) return { linked: false, reason: 'email-missing' };
    const now = deps.clock();
    let userId: string | null = null;
    let via: 'verified-email' | 'new-account' = 'verified-email';
    const existing = await findUserByEmail(trx, identity.email);
    if (!existing) {
      userId = await createHolder(trx, identity, now, origin);
      via = 'new-account';
    }
    // Also reached when the address was taken between the look-up and the insert.
    if (!userId) {
      const owner = existing ?? (await findUserByEmail(trx, identity.email));
      if (!owner || !identity.email_verified) return { linked: false, reason: 'unverified-email-in-use' };
      userId = owner.id;
    }
    await linkIdentity(trx, identity.id, userId, now);
    await audit(trx, origin, {
      action: 'account.link',
      outcome: 'success',
      user_id: userId,
      target_type: 'federated_identity',
      target_id: identity.id,
      details: { connection, via },
    });
    return { linked: true, userId, via };
  });
  if (!outcome.linked) {
    await audit(deps.db, origin, {
      action: 'account.link',
      outcome: 'failure',
      target_type: 'federated_identity',
      target_id: identityId,
      details: { connection, reason: outcome.reason },
    });
    throw linkFailed();
  }
  if (outcome.via === 'already-linked') {
    await audit(deps.db, origin, {
      action: 'account.link',
      outcome: 'success',
      user_id: outcome.userId,
      target_type: 'federated_identity',
      target_id: identityId,
      details: { connection, via: outcome.via },
    });
  }
  return { linked: true };
}

/** A clinician who signs in upstream only: no password, the e-mail verified as far as upstream says. */
async function createHolder(
  trx: NetworkDeps['db'],
  identity: {
    email: string | null;
    email_verified: boolean;
    given_name: string | null;
    family_name: string | null;
  },
  now: Date,
  origin: AuditOrigin,
): Promise<string | null> {
  const userId = await insertFederatedUser(trx, {
    email: identity.email!,
    email_verified_at: identity.email_verified ? now : null,
    first_name: identity.given_name,
    last_name: identity.family_name,
  });
  if (!userId) return null;
  const actorId = await insertHolderActor(trx, {
    userId,
    firstName: identity.given_name,
    lastName: identity.family_name,
    email: identity.email!,
  });
  await audit(trx, origin, {
    action: 'account.create',
    outcome: 'success',
    user_id: userId,
    actor_id: actorId,
    target_type: 'user',
    target_id: userId,
    details: { via: 'network' },
  });
  return userId;
}
