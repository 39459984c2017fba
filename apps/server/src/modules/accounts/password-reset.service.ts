import { isValidEmail, newPasswordSchema } from '@credence/shared';
import { badRequest } from '../../lib/app-error';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import { hashPassword } from '../../lib/passwords';
import { audit } from '../audit/audit.service';
import { passwordResetMessage } from '../mail/mail.templates';
import { revokeAccountGrants } from '../oidc/oidc.repository';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import { PASSWORD_RESET_TTL_MS, type AccountDeps, type RequestOrigin } from './accounts.deps';
import {
  findOneTimeToken,
  findUserByEmail,
  insertOneTimeToken,
  retireOneTimeTokens,
  updatePasswordHash,
  useOneTimeToken,
} from './accounts.repository';

/**
 * Sends a reset link when the address belongs to an account. The caller answers the same either way, so
 * nobody learns which addresses have accounts.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  { email, origin }: { email: string; origin: RequestOrigin },
): Promise<void> {
  const typed = email.trim().toLowerCase();
  await consumeAttempt(deps, { action: 'forgot-password', account: typed, ip: origin.ip });
  const user = isValidEmail(typed) ? await findUserByEmail(deps.db, typed) : undefined;
  if (!user?.email) {
    await audit(deps.db, origin, { action: 'password.reset-request', outcome: 'failure' });
    return;
  }
  const link = await deps.db.transaction().execute(async (trx) => {
    const issued = await issueResetLink({ ...deps, db: trx }, user.id);
    await audit(trx, origin, { action: 'password.reset-request', outcome: 'success', user_id: user.id });
    return issued;
  });
  await deps.mailer.send(passwordResetMessage(user.email, link));
}

/**
 * A new one-time set-password link for the account, in the caller's transaction. Account claims use it
 * too: a claimed account chooses its first password through the same page.
 */
export async function issueResetLink(deps: Pick<AccountDeps, 'db' | 'config' | 'clock'>, userId: string) {
  const token = newOneTimeToken();
  await insertOneTimeToken(deps.db, {
    purpose: 'password_reset',
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: new Date(deps.clock().getTime() + PASSWORD_RESET_TTL_MS),
  });
  return `${deps.config.PUBLIC_ORIGIN}/auth/reset-password?token=${token}`;
}

export type ResetLinkState = 'valid' | 'expired' | 'invalid';

/** Unknown and used links are 'invalid'; a link past its hour is 'expired' (the SPA shows each its page). */
export async function checkResetLink(deps: AccountDeps, token: string): Promise<ResetLinkState> {
  const row = token ? await findOneTimeToken(deps.db, 'password_reset', hashToken(token)) : undefined;
  if (!row || row.used_at) return 'invalid';
  return new Date(row.expires_at).getTime() <= deps.clock().getTime() ? 'expired' : 'valid';
}

/**
 * Sets the new password once per link. Every other open reset link of the account is retired and every
 * signed-in session of the account ends, since a reset often follows a suspected break-in.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; password: string; confirmation: string; origin: RequestOrigin },
): Promise<ResetLinkState> {
  await consumeAttempt(deps, { action: 'reset-password', ip: input.origin.ip });
  const state = await checkResetLink(deps, input.token);
  if (state !== 'valid') return state;
  const parsed = newPasswordSchema.safeParse({ password: input.password, confirmation: input.confirmation });
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  const row = (await findOneTimeToken(deps.db, 'password_reset', hashToken(input.token)))!;
  const passwordHash = await hashPassword(parsed.data.password);
  const now = deps.clock();
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await useOneTimeToken(trx, row.id, now))) return false;
    await updatePasswordHash(trx, row.user_id, passwordHash, now);
    await retireOneTimeTokens(trx, row.user_id, 'password_reset', now);
    await revokeAccountGrants(trx, row.user_id);
    await audit(trx, input.origin, { action: 'password.reset', outcome: 'success', user_id: row.user_id });
    return true;
  });
  return done ? 'valid' : 'invalid';
}
