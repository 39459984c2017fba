import { accountEmailMismatch, type DegreeType, type UserAccount } from '@credence/shared';
import { badRequest, notFound } from '../../lib/app-error';
import type { ActorRow } from '../session/session.repository';
import type { AccountDeps, RequestOrigin } from '../accounts/accounts.deps';
import { accountExists } from '../accounts/accounts.errors';
import { claimAccountMessage } from '../account-claims/claim.mail';
import { claimLink, CLAIM_TTL_MS, createClaim } from '../account-claims/claims.service';
import { audit } from '../audit/audit.service';
import { findInvitation, findRequirement, insertInvitation } from '../subscriptions/subscriptions.repository';
import { joinOrganization } from '../subscriptions/subscriptions.service';
import { writeProfile } from './users.profile';
import { findGroupName, findUserByEmail, insertUnclaimedUser } from './users.repository';
import { insertHolderActor } from '../accounts/holder-actor.service';

interface OnBehalfRequest {
  actor: ActorRow;
  groupId: string;
  input: UserAccount;
  degree: DegreeType | null;
  origin: RequestOrigin;
}

/** Staff reach only their own organization: anything of another one answers like a missing object. */
async function checkTargets(deps: AccountDeps, { groupId, input }: OnBehalfRequest, email: string) {
  if (input.subscribers?.some((id) => id !== groupId)) throw notFound();
  if (input.app_req_id) {
    const requirement = await findRequirement(deps.db, input.app_req_id);
    if (requirement?.subscriber_group_id !== groupId) throw notFound();
  }
  if (!input.invite_id) return null;
  const invitation = await findInvitation(deps.db, input.invite_id);
  const open = invitation?.status === 'open' && new Date(invitation.expires_at) > deps.clock();
  if (!invitation || invitation.subscriber_group_id !== groupId || !open) throw notFound();
  if (invitation.email !== email) throw badRequest([{ path: 'email', message: accountEmailMismatch }]);
  if (input.app_req_id && input.app_req_id !== invitation.app_req_id) {
    throw badRequest([{ path: 'app_req_id', message: 'request.invalid' }]);
  }
  return invitation.id;
}

/**
 * An account for a clinician who has not signed up: no password, a clinician actor, an invitation to the
 * staff's organization with a pending subscription, and a claim link e-mailed to the clinician. Claiming
 * it (claims.service) sets the first password and accepts the invitation.
 */
export async function createOnBehalf(deps: AccountDeps, request: OnBehalfRequest) {
  const { actor, groupId, input, degree, origin } = request;
  const missing = (['email', 'first_name', 'last_name'] as const).filter((field) => !input[field]);
  if (missing.length) throw badRequest(missing.map((path) => ({ path, message: 'validation.required' })));
  const email = input.email!;
  const existingInvite = await checkTargets(deps, request, email);
  if (await findUserByEmail(deps.db, email)) {
    await audit(deps.db, origin, {
      action: 'account.create-on-behalf',
      outcome: 'failure',
      details: { reason: 'exists' },
    });
    throw accountExists();
  }
  const now = deps.clock();
  const result = await deps.db.transaction().execute(async (trx) => {
    const userId = await insertUnclaimedUser(trx, {
      email,
      first_name: input.first_name!,
      last_name: input.last_name!,
      degree_type: degree,
    });
    await insertHolderActor(trx, {
      userId,
      firstName: input.first_name,
      lastName: input.last_name,
      email,
    });
    await writeProfile(trx, { userId, actorId: actor.id, at: now, input, email });
    const invitationId =
      existingInvite ??
      (await insertInvitation(trx, {
        subscriber_group_id: groupId,
        app_req_id: input.app_req_id ?? null,
        email,
        first_name: input.first_name!,
        last_name: input.last_name!,
        expires_at: new Date(now.getTime() + CLAIM_TTL_MS),
      }));
    const subscription = await joinOrganization(trx, now, origin, { userId, inviteId: invitationId });
    const secrets = await createClaim(trx, { userId, invitationId, createdBy: actor.id, now });
    await audit(trx, origin, {
      action: 'account.create-on-behalf',
      outcome: 'success',
      target_type: 'user',
      target_id: userId,
      details: { invitation_id: invitationId, degree_type: degree },
    });
    return { userId, invitationId, subscription, secrets };
  });
  const organization = await findGroupName(deps.db, groupId);
  const link = claimLink(deps.config.PUBLIC_ORIGIN, result.secrets);
  await deps.mailer.send(claimAccountMessage(email, link, organization));
  const { id, status, app_req_id, subscriber_group_id } = result.subscription;
  return {
    user_id: result.userId,
    claimed: false,
    degree_type: degree,
    invite_id: result.invitationId,
    subscriptions: [{ id, status, app_req_id, subscriber_group_id }],
  };
}
