import { createHmac, randomBytes } from 'node:crypto';
import type { EnrollmentStatus } from '@credence/shared';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { anonymousBinding, grantBinding, issueXsrfToken } from '../../lib/xsrf';
import type { Caller } from '../../lib/caller';
import { audit } from '../audit/audit.service';
import { publish } from '../notifications/notifications.bus';
import { revokeGrant } from '../oidc/oidc.repository';
import { readValues } from '../self-attested/self-attested.repository';
import { ENROLLMENT_STATUS_KEY, firstUnfinishedStepOf } from '../self-attested/self-attested.service';
import { lookupOrganizationAccount } from '../users/account-lookup.service';
import { findSessionUser, recordLogin } from './session.repository';

export interface SessionDeps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
}

const CHAT_TOKEN_TTL_SECONDS = 10 * 60;

/** Bound to the grant when signed in, otherwise to an anonymous id the caller keeps in a cookie. */
export function issueXsrf(
  xsrfKey: Buffer,
  { caller, anonymousId }: { caller: Caller | null; anonymousId: string | undefined },
) {
  if (caller) return { token: issueXsrfToken(xsrfKey, grantBinding(caller.grantId)), anonymousId: undefined };
  const id =
    anonymousId && /^[A-Za-z0-9_-]{22,64}$/.test(anonymousId)
      ? anonymousId
      : randomBytes(18).toString('base64url');
  return { token: issueXsrfToken(xsrfKey, anonymousBinding(id)), anonymousId: id };
}

/** The support chat verifies who is chatting with an HMAC of the user id; off unless configured. */
async function chatIdentity({ config, clock }: SessionDeps, userId: string) {
  const secret = config.SUPPORT_CHAT_SECRET;
  if (!secret || !config.SUPPORT_CHAT_APP_ID) return { hash: null, token: null };
  const hash = createHmac('sha256', secret).update(userId).digest('hex');
  const now = Math.floor(clock().getTime() / 1000);
  const token = await new SignJWT({ app_id: config.SUPPORT_CHAT_APP_ID })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + CHAT_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
  return { hash, token };
}

export async function describeActors(deps: SessionDeps, caller: Caller) {
  const chat = await chatIdentity(deps, caller.userId);
  return {
    data: {
      actors: caller.actors.map((actor) => ({
        id: actor.id,
        access_level: actor.access_level,
        actions: actor.actions,
        settings: actor.settings,
        name: actor.name,
        subscriber_group: actor.subscriber_group_id,
        subscriber_group_name: actor.subscriber_group_name,
        chat_hash: chat.hash,
      })),
    },
    chat_token: chat.token,
  };
}

/** Ends the grant: its refresh tokens go, and its access tokens are refused from now on. */
export async function logout(deps: SessionDeps, caller: Caller) {
  await deps.db.transaction().execute(async (trx) => {
    await revokeGrant(trx, caller.grantId);
    await audit(trx, caller.origin, { action: 'logout', outcome: 'success' });
    // Live connections of this session, on every instance, close when this commits.
    await publish(trx, { kind: 'session_ended', grant_id: caller.grantId });
  });
  return { ok: true as const };
}

export async function recordLoginEvent(deps: SessionDeps, caller: Caller) {
  await deps.db.transaction().execute(async (trx) => {
    await recordLogin(trx, caller.userId, deps.clock());
    await audit(trx, caller.origin, { action: 'login', outcome: 'success' });
  });
  return { ok: true as const };
}

/** GET /api/account_lookup: the caller's own account, or with an e-mail a person of the staff's organization. */
export async function lookupAccount(deps: SessionDeps, caller: Caller, email: string | undefined) {
  if (email) return lookupOrganizationAccount(deps, caller, email);
  const user = await findSessionUser(deps.db, caller.userId);
  return { claimed: Boolean(user?.password_hash), has_actor: caller.actors.length > 0, job_id: null };
}

export async function personalInfo(deps: SessionDeps, caller: Caller) {
  const user = await findSessionUser(deps.db, caller.userId);
  const [status] = await readValues(deps.db, caller.userId, [ENROLLMENT_STATUS_KEY]);
  await audit(deps.db, caller.origin, {
    action: 'personal_info.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
  });
  const enrollment = (status?.value ?? null) as EnrollmentStatus;
  return {
    enrollment_status: enrollment,
    force_enroll: Boolean(user?.force_enroll),
    first_unfinished_step: await firstUnfinishedStepOf(deps.db, caller.userId),
    first_name: user?.first_name ?? null,
    last_name: user?.last_name ?? null,
    email: user?.email ?? null,
    // A clinician may enrol before confirming the address (decision 029); the wizard reminds them.
    email_confirmed: user?.email ? user.email_verified_at !== null : null,
  };
}
