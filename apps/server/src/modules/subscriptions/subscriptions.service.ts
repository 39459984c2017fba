import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { audit, type AuditOrigin } from '../audit/audit.service';
import {
  acceptInvitation,
  activateSubscription,
  findGroup,
  findInvitation,
  findRequirement,
  findSubscription,
  findUserForJoin,
  insertSubscription,
  listSubscriptions,
} from './subscriptions.repository';

export interface SubscriptionDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type Db = Kysely<Database>;
type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isOpen = (invitation: Invitation, now: Date) =>
  invitation.status === 'open' && new Date(invitation.expires_at).getTime() > now.getTime();

/**
 * GET /{id}.json: the public invitation document. Unknown, withdrawn, accepted and expired invitations all
 * answer 404, and the e-mail address is never part of it.
 */
export async function inviteDocument(
  deps: SubscriptionDeps,
  { id, origin }: { id: string; origin: AuditOrigin },
) {
  const invitation = UUID.test(id) ? await findInvitation(deps.db, id) : undefined;
  const open = invitation !== undefined && isOpen(invitation, deps.clock());
  await audit(deps.db, origin, {
    action: 'invitation.read',
    outcome: open ? 'success' : 'failure',
    target_type: 'invitation',
    target_id: invitation?.id ?? null,
  });
  if (!invitation || !open) throw notFound();
  return {
    id: invitation.id,
    organization: { name: invitation.organization_name, logo: invitation.organization_logo },
    first_name: invitation.first_name,
    app_req_id: invitation.app_req_id,
    status: 'open' as const,
  };
}

export interface JoinRequest {
  userId: string;
  inviteId?: string | undefined;
  appReqId?: string | undefined;
  /** A subscriber group joined without a requirement (POST /api/user `subscribers`). */
  groupId?: string | undefined;
}

/**
 * Joins an organization in the caller's transaction. The subscription is active only when the invitation
 * was addressed to this person's verified e-mail address; any other join is pending until the organization
 * approves it, and leaves the invitation open for the person it was meant for. Joining again changes
 * nothing, except that a pending join becomes active once the invited address is verified.
 */
export async function joinOrganization(db: Db, now: Date, origin: AuditOrigin, request: JoinRequest) {
  const user = await findUserForJoin(db, request.userId);
  if (!user) throw notFound();
  let invitation: Invitation | undefined;
  let groupId: string;
  let appReqId: string | null = null;
  if (request.inviteId) {
    invitation = await findInvitation(db, request.inviteId);
    const mine = invitation?.status === 'accepted' && invitation.accepted_by === user.id;
    if (!invitation || !(mine || isOpen(invitation, now))) throw notFound();
    if (request.appReqId && request.appReqId !== invitation.app_req_id) {
      throw badRequest([{ path: 'app_req_id', message: 'request.invalid' }]);
    }
    groupId = invitation.subscriber_group_id;
    appReqId = invitation.app_req_id;
  } else if (request.appReqId) {
    const requirement = await findRequirement(db, request.appReqId);
    if (!requirement) throw notFound();
    groupId = requirement.subscriber_group_id;
    appReqId = requirement.id;
  } else if (request.groupId) {
    if (!(await findGroup(db, request.groupId))) throw notFound();
    groupId = request.groupId;
  } else {
    throw badRequest([{ path: 'invite_id', message: 'validation.required' }]);
  }
  const invitedHere =
    invitation !== undefined && user.email_verified_at !== null && invitation.email === user.email;
  const status = invitedHere ? ('active' as const) : ('pending' as const);
  const key = { userId: user.id, groupId, appReqId };
  let subscription = await findSubscription(db, key);
  if (!subscription) {
    subscription = await insertSubscription(db, {
      user_id: user.id,
      subscriber_group_id: groupId,
      app_req_id: appReqId,
      status,
    });
  } else if (subscription.status === 'pending' && status === 'active') {
    await activateSubscription(db, subscription.id);
    subscription = { ...subscription, status };
  }
  if (invitation && invitedHere) await acceptInvitation(db, invitation.id, user.id);
  await audit(db, origin, {
    action: 'subscription.join',
    outcome: 'success',
    user_id: user.id,
    target_type: 'subscription',
    target_id: subscription.id,
    details: { status: subscription.status, via: invitation ? 'invitation' : appReqId ? 'app_req' : 'group' },
  });
  return {
    id: subscription.id,
    status: subscription.status,
    app_req_id: appReqId,
    subscriber_group_id: groupId,
  };
}

export async function joinAsHolder(
  deps: SubscriptionDeps,
  { userId, origin }: Caller,
  { inviteId, appReqId }: Pick<JoinRequest, 'inviteId' | 'appReqId'>,
) {
  const joined = await deps.db
    .transaction()
    .execute((trx) => joinOrganization(trx, deps.clock(), origin, { userId, inviteId, appReqId }));
  const [listed] = (await listHolderSubscriptions(deps, { userId, origin }, true)).filter(
    (row) => row.id === joined.id,
  );
  return listed!;
}

const cobranded = (settings: unknown) =>
  typeof settings === 'object' &&
  settings !== null &&
  (settings as Record<string, unknown>).logo_cobranded === true;

/** The spec's subscription shape. Credentials are not issued yet, so their_did is null and facilities []. */
export async function listHolderSubscriptions(
  deps: SubscriptionDeps,
  { userId, origin }: Pick<Caller, 'userId' | 'origin'>,
  all: boolean,
) {
  const rows = await listSubscriptions(deps.db, userId, all);
  await audit(deps.db, origin, {
    action: 'subscription.read',
    outcome: 'success',
    target_type: 'user',
    target_id: userId,
  });
  return rows.map((row) => ({
    id: row.id,
    app_req_id: row.app_req_id,
    status: row.status,
    subscriber_group: row.slug,
    subscriber_group_id: row.subscriber_group_id,
    subscriber_settings: { logo_cobranded: cobranded(row.settings) },
    organization: { name: row.name, logo: row.logo_url },
    their_did: null,
    facilities: [] as string[],
  }));
}
