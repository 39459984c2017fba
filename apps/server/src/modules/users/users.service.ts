import {
  accountDegreeType,
  accountEmailMismatch,
  actorMayDo,
  userAccountSchema,
  type DegreeType,
  type UserAccount,
} from '@credence/shared';
import { badRequest, forbidden } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { AccountDeps, RequestOrigin } from '../accounts/accounts.deps';
import { audit } from '../audit/audit.service';
import { joinOrganization } from '../subscriptions/subscriptions.service';
import { createOnBehalf } from './on-behalf.service';
import { writeProfile } from './users.profile';
import { findUserDetails, updateAccountDetails } from './users.repository';

export interface PostUserRequest {
  caller: Caller;
  input: unknown;
  origin: RequestOrigin;
}

export type Joined = Awaited<ReturnType<typeof joinOrganization>>;

export function validateUserAccount(input: unknown): UserAccount {
  const parsed = userAccountSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

/** The shared schema has already refused a degree_type that contradicts the derivation. */
export const degreeOf = (input: UserAccount): DegreeType | null => accountDegreeType(input);

/** POST /api/user: a subscriber's staff create an account for a clinician; a clinician completes their own. */
export async function postUser(deps: AccountDeps, caller: Caller, body: unknown) {
  const request: PostUserRequest = {
    caller,
    input: body,
    origin: { ...caller.origin, ip: caller.origin.ip ?? '' },
  };
  const input = validateUserAccount(body);
  const degree = degreeOf(input);
  const actor = caller.actor;
  if (actor?.subscriber_group_id && actorMayDo(actor, 'invite_clinicians')) {
    return createOnBehalf(deps, { ...request, actor, groupId: actor.subscriber_group_id, input, degree });
  }
  if (!actorMayDo(actor, 'post_self_attested')) {
    await audit(deps.db, request.origin, { action: 'account.complete', outcome: 'denied' });
    throw forbidden();
  }
  return completeOwnAccount(deps, { ...request, input, degree });
}

async function completeOwnAccount(
  deps: AccountDeps,
  { caller, input, degree, origin }: PostUserRequest & { input: UserAccount; degree: DegreeType | null },
) {
  const user = (await findUserDetails(deps.db, caller.userId))!;
  if (input.email && input.email !== user.email) {
    throw badRequest([{ path: 'email', message: accountEmailMismatch }]);
  }
  const now = deps.clock();
  const joined = await deps.db.transaction().execute(async (trx) => {
    const keys = await writeProfile(trx, { userId: user.id, actorId: caller.actorId, at: now, input });
    await updateAccountDetails(trx, user.id, {
      first_name: input.first_name,
      last_name: input.last_name,
      degree_type: degree ?? user.degree_type,
      updated_at: now,
    });
    const joins: Joined[] = [];
    if (input.invite_id || input.app_req_id) {
      joins.push(
        await joinOrganization(trx, now, origin, {
          userId: user.id,
          inviteId: input.invite_id,
          appReqId: input.app_req_id,
        }),
      );
    }
    for (const groupId of new Set(input.subscribers ?? [])) {
      joins.push(await joinOrganization(trx, now, origin, { userId: user.id, groupId }));
    }
    await audit(trx, origin, {
      action: 'account.complete',
      outcome: 'success',
      target_type: 'user',
      target_id: user.id,
      details: { keys: keys.join(','), degree_type: degree ?? user.degree_type },
    });
    return joins;
  });
  return {
    user_id: user.id,
    claimed: user.password_hash !== null,
    degree_type: degree ?? (user.degree_type as DegreeType | null),
    invite_id: input.invite_id ?? null,
    subscriptions: joined.map(({ id, status, app_req_id, subscriber_group_id }) => ({
      id,
      status,
      app_req_id,
      subscriber_group_id,
    })),
  };
}
