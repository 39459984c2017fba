import { createHmac, randomBytes } from 'node:crypto';
import type { EnrollmentStatus } from '@credence/shared';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { anonymousBinding, grantBinding, issueXsrfToken } from '../../lib/xsrf';
import type { RequestAuth } from '../../plugins/auth';
import { audit, type AuditOrigin } from '../audit/audit.service';
import { publish } from '../notifications/notifications.bus';
import { revokeGrant } from '../oidc/oidc.repository';
import { readValues } from '../self-attested/self-attested.repository';
import { ENROLLMENT_STATUS_KEY, firstUnfinishedStepOf } from '../self-attested/self-attested.service';
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
  { auth, anonymousId }: { auth: RequestAuth | null; anonymousId: string | undefined },
) {
  if (auth) return { token: issueXsrfToken(xsrfKey, grantBinding(auth.grantId)), anonymousId: undefined };
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

export async function describeActors(deps: SessionDeps, auth: RequestAuth) {
  const chat = await chatIdentity(deps, auth.userId);
  return {
    actors: auth.actors.map((actor) => ({
      id: actor.id,
      access_level: actor.access_level,
      actions: actor.actions,
      settings: actor.settings,
      name: actor.name,
      subscriber_group: actor.subscriber_group_id,
      subscriber_group_name: actor.subscriber_group_name,
      chat_hash: chat.hash,
    })),
    chatToken: chat.token,
  };
}

/** Ends the grant: its refresh tokens go, and its access tokens are refused from now on. */
export async function logout(deps: SessionDeps, auth: RequestAuth, origin: AuditOrigin) {
  await deps.db.transaction().execute(async (trx) => {
    await revokeGrant(trx, auth.grantId);
    await audit(trx, origin, { action: 'logout', outcome: 'success' });
    // Live connections of this session, on every instance, close when this commits.
    await publish(trx, { kind: 'session_ended', grant_id: auth.grantId });
  });
}

export async function recordLoginEvent(deps: SessionDeps, auth: RequestAuth, origin: AuditOrigin) {
  await deps.db.transaction().execute(async (trx) => {
    await recordLogin(trx, auth.userId, deps.clock());
    await audit(trx, origin, { action: 'login', outcome: 'success' });
  });
}

export async function lookupAccount(deps: SessionDeps, auth: RequestAuth) {
  const user = await findSessionUser(deps.db, auth.userId);
  return { claimed: Boolean(user?.password_hash), has_actor: auth.actors.length > 0, job_id: null };
}

export async function personalInfo(deps: SessionDeps, auth: RequestAuth, origin: AuditOrigin) {
  const user = await findSessionUser(deps.db, auth.userId);
  const [status] = await readValues(deps.db, auth.userId, [ENROLLMENT_STATUS_KEY]);
  await audit(deps.db, origin, {
    action: 'personal_info.read',
    outcome: 'success',
    target_type: 'user',
    target_id: auth.userId,
  });
  const enrollment = (status?.value ?? null) as EnrollmentStatus;
  return {
    enrollment_status: enrollment,
    force_enroll: Boolean(user?.force_enroll),
    first_unfinished_step: await firstUnfinishedStepOf(deps.db, auth.userId),
    first_name: user?.first_name ?? null,
    last_name: user?.last_name ?? null,
    email: user?.email ?? null,
    // A clinician may enrol before confirming the address (decision 029); the wizard reminds them.
    email_confirmed: user?.email ? user.email_verified_at !== null : null,
  };
}
