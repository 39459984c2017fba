import { makeEmailSchema, newPasswordSchema, requiredString } from '@credence/shared';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token';
import { hashPassword } from '../../lib/passwords';
import { audit } from '../audit/audit.service';
import { emailVerificationMessage } from '../mail/mail.templates';
import { consumeAttempt } from '../rate-limit/rate-limit.service';
import { EMAIL_VERIFICATION_TTL_MS, type AccountDeps, type RequestOrigin } from './accounts.deps';
import { accountExists } from './accounts.errors';
import {
  findOneTimeToken,
  findUserByEmail,
  insertOneTimeToken,
  insertUser,
  markEmailVerified,
  useOneTimeToken,
} from './accounts.repository';
import { insertHolderActor } from './holder-actor.service';

const name = requiredString.transform((value) => value.trim()).pipe(z.string().max(100));

/** Sign-up by e-mail. (Phone sign-up needs SMS codes and comes with that issue.) */
export const createAccountSchema = z
  .object({ email: makeEmailSchema({ required: true }), first_name: name, last_name: name })
  .and(newPasswordSchema);
export type CreateAccountInput = z.input<typeof createAccountSchema>;

export function validateCreateAccount(input: CreateAccountInput) {
  const parsed = createAccountSchema.safeParse(input);
  if (parsed.success) return { ...parsed.data, email: parsed.data.email.toLowerCase() };
  throw badRequest(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

/**
 * Creates the person and their clinician (holder) actor in one transaction, then mails a link that
 * confirms the e-mail address. Answers the new user's id so the sign-in can continue.
 */
export async function createAccount(
  deps: AccountDeps,
  { input, origin }: { input: CreateAccountInput; origin: RequestOrigin },
): Promise<string> {
  await consumeAttempt(deps, { action: 'create-account', account: input.email, ip: origin.ip });
  const account = validateCreateAccount(input);
  if (await findUserByEmail(deps.db, account.email)) {
    await audit(deps.db, origin, {
      action: 'account.create',
      outcome: 'failure',
      details: { reason: 'exists' },
    });
    throw accountExists();
  }
  const passwordHash = await hashPassword(account.password);
  const token = newOneTimeToken();
  const now = deps.clock();
  const userId = await deps.db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      email: account.email,
      password_hash: passwordHash,
      first_name: account.first_name,
      last_name: account.last_name,
    });
    const actorId = await insertHolderActor(trx, {
      userId: id,
      firstName: account.first_name,
      lastName: account.last_name,
      email: account.email,
    });
    await insertOneTimeToken(trx, {
      purpose: 'email_verification',
      token_hash: hashToken(token),
      user_id: id,
      expires_at: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    });
    await audit(trx, origin, {
      action: 'account.create',
      outcome: 'success',
      user_id: id,
      actor_id: actorId,
      target_type: 'user',
      target_id: id,
    });
    // The new account continues straight into the app: that is its first sign-in.
    await audit(trx, origin, {
      action: 'sign-in',
      outcome: 'success',
      user_id: id,
      details: { via: 'create-account' },
    });
    return id;
  });
  const link = `${deps.config.PUBLIC_ORIGIN}/auth/verify-email?token=${token}`;
  await deps.mailer.send(emailVerificationMessage(account.email, link));
  return userId;
}

/** Confirms the address once; an unknown, used or expired link answers false. */
export async function verifyEmail(
  deps: AccountDeps,
  { token, origin }: { token: string; origin: RequestOrigin },
): Promise<boolean> {
  await consumeAttempt(deps, { action: 'verify-email', ip: origin.ip });
  const row = await findOneTimeToken(deps.db, 'email_verification', hashToken(token));
  const now = deps.clock();
  const verified =
    row !== undefined &&
    (await deps.db.transaction().execute(async (trx) => {
      if (!(await useOneTimeToken(trx, row.id, now))) return false;
      await markEmailVerified(trx, row.user_id, now);
      await audit(trx, origin, { action: 'email.verify', outcome: 'success', user_id: row.user_id });
      return true;
    }));
  if (!verified) {
    await audit(deps.db, origin, {
      action: 'email.verify',
      outcome: 'failure',
      user_id: row?.user_id ?? null,
    });
  }
  return verified;
}
